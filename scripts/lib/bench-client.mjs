// Client pieces the benches share: a bounded worker pool and one chat stream read to its end.

/** Runs `work(i)` for i < n with at most `concurrency` at once; collects results and errors. */
export async function pool(n, concurrency, work) {
  let next = 0;
  const results = [];
  const errors = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        try {
          results.push(await work(i));
        } catch (e) {
          errors.push(e);
        }
      }
    }),
  );
  return { results, errors };
}

/** One chat on POST /api/v1/chat/stream, read to the end; when it was sent, its first text delta, its end. */
export async function streamOnce(base, auth, id) {
  const sent = performance.now();
  const res = await fetch(`${base}/api/v1/chat/stream`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ message: `Advice on pricing please ${id}`, agent_id: 'strategic' }),
  });
  if (!res.ok) throw new Error(`chat/stream answered ${res.status}: ${await res.text()}`);
  const decoder = new TextDecoder();
  let text = '';
  let firstAt = null;
  for await (const chunk of res.body) {
    text += decoder.decode(chunk, { stream: true });
    if (firstAt === null && text.includes('"type":"text-delta"')) firstAt = performance.now();
  }
  if (firstAt === null || text.includes('"type":"error"') || !text.includes('"type":"finish"')) throw new Error('stream ended without an answer');
  return { id, sent, firstAt, ended: performance.now() };
}
