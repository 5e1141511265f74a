/**
 * A fetch for model clients that turns a server-sent event stream closed before the provider's
 * finish event into a network error, so the client reports a failure instead of a complete answer
 * (the generation then stores the partial text as incomplete and charges nothing). Each wire
 * format names its finish events: Anthropic `message_stop`; Chat Completions a `finish_reason`
 * and `[DONE]`. Every marker must have been seen by the end of the stream.
 */
export function fetchRequiringFinish(markers: RegExp[], inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const res = await inner(input, init);
    if (!res.body || !(res.headers.get('content-type') ?? '').includes('text/event-stream')) return res;
    const decoder = new TextDecoder();
    let tail = '';
    const missing = new Set(markers);
    const guard = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (missing.size) {
          // Keep a tail so a marker split across two chunks is still found.
          const text = tail + decoder.decode(chunk, { stream: true });
          for (const m of missing) if (m.test(text)) missing.delete(m);
          tail = text.slice(-256);
        }
        controller.enqueue(chunk);
      },
      flush(controller) {
        if (missing.size) controller.error(new Error('The model stream ended before it was complete'));
      },
    });
    return new Response(res.body.pipeThrough(guard), { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}

/** The finish events of each wire format. */
export const FINISH_MARKERS = {
  anthropic: [/message_stop/],
  chatCompletions: [/"finish_reason"\s*:\s*"/, /data:\s*\[DONE\]/],
};
