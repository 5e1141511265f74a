/** fontkit ships no types; pdfkit accepts the font objects it creates (anything with `layout`). */
declare module 'fontkit' {
  export type Font = { layout: (...args: unknown[]) => unknown };
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
