import { createHash } from 'node:crypto';
import type { Loader } from 'esbuild';

/** A compiler failure with the position the editor shows next to the file. */
export class SfcCompileError extends Error {
  constructor(
    message: string,
    readonly line: number | null,
    readonly column: number | null,
  ) {
    super(message);
  }
}

export type Compiled = { contents: string; loader: Loader; warnings: string[] };

/** Injects component CSS at run time (the bundle is one script; the styles are tiny). */
const injectCss = (css: string) => (css.trim() ? `\n(function(){var s=document.createElement('style');s.textContent=${JSON.stringify(css)};document.head.appendChild(s);})();\n` : '');

/**
 * A .vue single-file component → an ES module, through Vue's official compiler (sync JS: the
 * caller bounds the input size, so this cannot hold the event loop for long).
 */
export async function compileVue(path: string, source: string): Promise<Compiled> {
  const { parse, compileScript, compileTemplate, compileStyle } = await import('@vue/compiler-sfc');
  const { descriptor, errors } = parse(source, { filename: path });
  if (errors.length) {
    const e = errors[0] as { message: string; loc?: { start: { line: number; column: number } } };
    throw new SfcCompileError(e.message, e.loc?.start.line ?? null, e.loc?.start.column ?? null);
  }
  const id = createHash('sha256').update(path).digest('hex').slice(0, 8);
  const scoped = descriptor.styles.some((s) => s.scoped);
  const warnings: string[] = [];
  let code: string;
  let lang = 'js';
  try {
    if (descriptor.script || descriptor.scriptSetup) {
      const script = compileScript(descriptor, { id, inlineTemplate: true, genDefaultAs: '_sfc_main' });
      code = script.content;
      lang = script.lang === 'ts' ? 'ts' : 'js';
    } else {
      code = 'const _sfc_main = {};';
    }
    if (!descriptor.scriptSetup && descriptor.template) {
      const t = compileTemplate({ source: descriptor.template.content, filename: path, id, scoped, compilerOptions: { scopeId: scoped ? `data-v-${id}` : undefined } });
      if (t.errors.length) {
        const e = t.errors[0];
        if (typeof e === 'string') throw new SfcCompileError(e, null, null);
        const loc = (e as { loc?: { start: { line: number; column: number } } }).loc;
        throw new SfcCompileError(e.message, loc ? loc.start.line + descriptor.template.loc.start.line - 1 : null, loc?.start.column ?? null);
      }
      code += `\n${t.code.replace('export function render', 'function render')}\n_sfc_main.render = render;`;
    }
  } catch (err) {
    if (err instanceof SfcCompileError) throw err;
    const e = err as { message?: string; loc?: { start: { line: number; column: number } } };
    throw new SfcCompileError(e.message ?? String(err), e.loc?.start.line ?? null, e.loc?.start.column ?? null);
  }
  let css = '';
  for (const style of descriptor.styles) {
    const r = compileStyle({ source: style.content, filename: path, id: `data-v-${id}`, scoped: style.scoped });
    if (r.errors.length) throw new SfcCompileError(`Style: ${r.errors[0].message}`, style.loc.start.line, null);
    css += r.code;
  }
  if (scoped) code += `\n_sfc_main.__scopeId = 'data-v-${id}';`;
  code += `${injectCss(css)}\nexport default _sfc_main;\n`;
  return { contents: code, loader: lang === 'ts' ? 'ts' : 'js', warnings };
}

/** A .svelte component → an ES module, through Svelte's official compiler (CSS injected). */
export async function compileSvelte(path: string, source: string): Promise<Compiled> {
  const { compile } = await import('svelte/compiler');
  try {
    const result = compile(source, { filename: path, generate: 'client', css: 'injected', dev: false });
    return { contents: result.js.code, loader: 'js', warnings: result.warnings.map((w) => `${path}${w.start ? `:${w.start.line}` : ''}: ${w.message}`) };
  } catch (err) {
    const e = err as { message?: string; start?: { line: number; column: number } };
    throw new SfcCompileError((e.message ?? String(err)).split('\n')[0].replace(/^.*?: /, ''), e.start?.line ?? null, e.start?.column ?? null);
  }
}
