/**
 * Generated apps are served to the public: a field asking for a password or a card number would
 * make them a phishing page (DESIGN.md, departure 15). The build refuses such a project, whoever
 * wrote it (the offline engine, a model or the founder).
 */
const CODE = /\.(js|jsx|ts|tsx|mjs|vue|svelte|html|json)$/;
const ASKS: [RegExp, string][] = [
  [/type['"]?\s*[:=]\s*\{?\s*['"`]password['"`]/gi, 'a password input'],
  [/autocomplete\s*[:=]\s*\{?\s*['"`](?:cc-[a-z-]+|current-password|new-password|one-time-code)['"`]/gi, 'a card or password autofill field'],
  [/['"`>]\s*(?:your\s+|enter\s+(?:your\s+)?)?(?:password|passcode|pin code|(?:credit |debit )?card number|cvv|cvc|card security code|card expiry)\s*\*?\s*['"`<:]/gi, 'a field labelled for a password or card'],
];

export type SensitiveField = { file: string; line: number; message: string };

export function sensitiveFields(files: { path: string; content: string }[]): SensitiveField[] {
  const found: SensitiveField[] = [];
  for (const f of files.filter((x) => CODE.test(x.path) && !/(^|\/)(package(-lock)?\.json|node_modules\/)/.test(x.path))) {
    for (const [re, what] of ASKS) {
      for (const m of f.content.matchAll(re)) {
        const line = f.content.slice(0, m.index).split('\n').length;
        found.push({ file: f.path, line, message: `Apps cannot ask visitors for passwords or card numbers (${what}): take payments through a payment provider's own page` });
      }
    }
  }
  return found;
}
