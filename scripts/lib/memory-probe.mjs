// Preloaded into the server by scripts/memory-breakdown.mjs (NODE_OPTIONS=--import): on SIGUSR2 it prints
// the process's memory by kind to stderr and, with MEMORY_SNAPSHOT=dir, writes a heap snapshot there.
// A measuring aid only: the product never loads it.
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';
import path from 'node:path';

const mb = (n) => Math.round(n / 1048576);
process.on('SIGUSR2', () => {
  const m = process.memoryUsage();
  const spaces = Object.fromEntries(getHeapSpaceStatistics().map((s) => [s.space_name, `${mb(s.space_used_size)}/${mb(s.space_size)}`]));
  process.stderr.write(`MEMORY ${JSON.stringify({ rss: mb(m.rss), heapTotal: mb(m.heapTotal), heapUsed: mb(m.heapUsed), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers), spaces })}\n`);
  if (process.env.MEMORY_SNAPSHOT) process.stderr.write(`SNAPSHOT ${writeHeapSnapshot(path.join(process.env.MEMORY_SNAPSHOT, `idle-${process.pid}.heapsnapshot`))}\n`);
});
