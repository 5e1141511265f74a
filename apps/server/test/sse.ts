/** Parses an SSE body of the AI SDK UI message stream into its JSON chunks (tests and bench). */
export function parseSse(body: string): { type: string; [k: string]: unknown }[] {
  return body
    .split('\n\n')
    // Comment lines (`: keep-alive` heartbeats) carry no chunk.
    .map((block) => block.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim()).join('\n'))
    .filter((data) => data && data !== '[DONE]')
    .map((data) => JSON.parse(data));
}

export const streamedText = (chunks: ReturnType<typeof parseSse>, id?: string) =>
  chunks
    .filter((c) => c.type === 'text-delta' && (!id || c.id === id))
    .map((c) => c.delta)
    .join('');
