/**
 * A fetch for model clients that turns a server-sent event stream closed before the provider's
 * finish event into a network error, so the client reports a failure instead of a complete answer
 * (the generation then stores the partial text as incomplete and charges nothing). Each wire
 * format names its finish event: Anthropic `message_stop`, Chat Completions `[DONE]`.
 */
export function fetchRequiringFinish(marker: string, inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const res = await inner(input, init);
    if (!res.body || !(res.headers.get('content-type') ?? '').includes('text/event-stream')) return res;
    const decoder = new TextDecoder();
    let tail = '';
    let seen = false;
    const guard = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (!seen) {
          // Keep a tail so a marker split across two chunks is still found.
          const text = tail + decoder.decode(chunk, { stream: true });
          seen = text.includes(marker);
          tail = text.slice(-marker.length);
        }
        controller.enqueue(chunk);
      },
      flush(controller) {
        if (!seen) controller.error(new Error('The model stream ended before it was complete'));
      },
    });
    return new Response(res.body.pipeThrough(guard), { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}
