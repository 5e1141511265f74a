/** Parses an SSE body of the AI SDK UI message stream into its JSON chunks (tests and bench). */
export function parseSse(body: string): { type: string; [k: string]: unknown }[] {
  return body
    .split('\n\n')
    .map((block) => block.replace(/^data: /, '').trim())
    .filter((data) => data && data !== '[DONE]')
    .map((data) => JSON.parse(data));
}

export const streamedText = (chunks: ReturnType<typeof parseSse>, id?: string) =>
  chunks
    .filter((c) => c.type === 'text-delta' && (!id || c.id === id))
    .map((c) => c.delta)
    .join('');
