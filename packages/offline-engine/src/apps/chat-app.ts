import { DOM_JS, FORMULA_JS } from './runtime';
import { readPrompt } from './read-prompt';
import type { AppSpec } from './spec';
import { SEND_JS } from './send';
import { ARCHETYPE_CODE, esc, SENDS, styleCss } from './templates';

/**
 * The single-file HTML app the chat returns for an app request: the same archetype the app
 * builder would make, inlined. The spec is JSON with "<" escaped, so user text cannot close the
 * script; state stays in memory because the preview frame has no storage.
 */
// `export` also after a `;` (the runtime keeps a few statements on one line).
const classic = (module: string) => module.replace(/^import .*;\n/gm, '').replace(/(^|;\s+)export /gm, '$1');

export function offlineApp(request: string, profile: Record<string, unknown> | null | undefined): string {
  return appHtml(readPrompt(request, profile).spec);
}

/** The single-file HTML of an app spec (a project's app-spec.json): the in-browser demo previews projects with it. */
export function appHtml(spec: AppSpec): string {
  const json = JSON.stringify(spec).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(spec.title)}</title>
<style>
${styleCss(spec)}</style>
</head>
<body>
<div id="app"></div>
<script>
${classic(DOM_JS)}${spec.outputs ? classic(FORMULA_JS) : ''}${SENDS.has(spec.archetype) ? classic(SEND_JS) : ''}${classic(ARCHETYPE_CODE[spec.archetype].js)}
mountView(document.getElementById('app'), ${json}, init, view);
</script>
</body>
</html>
`;
}
