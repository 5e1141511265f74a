// Removes the keys under a prefix from a Redis that may be shared (SCAN, never KEYS or FLUSHDB):
// what the multi-instance tests and bench leave behind.
export async function deleteRedisKeys(url, prefix) {
  if (!prefix) throw new Error('deleteRedisKeys needs a prefix');
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
