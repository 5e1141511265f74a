import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import { markdown } from '@codemirror/lang-markdown';
import { vue } from '@codemirror/lang-vue';
import { bracketMatching, foldGutter, indentOnInput, type LanguageSupport } from '@codemirror/language';
import { EditorSelection, EditorState, type Extension } from '@codemirror/state';
import { oneDark } from '@codemirror/theme-one-dark';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';

/** The file's language for syntax highlighting, by extension. */
function languageFor(path: string): LanguageSupport | null {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  if (ext === 'js' || ext === 'mjs' || ext === 'cjs' || ext === 'jsx') return javascript({ jsx: true });
  if (ext === 'ts' || ext === 'tsx') return javascript({ jsx: ext === 'tsx', typescript: true });
  if (ext === 'html' || ext === 'svelte' || ext === 'svg') return html();
  if (ext === 'vue') return vue();
  if (ext === 'css') return css();
  if (ext === 'json') return json();
  if (ext === 'md') return markdown();
  return null;
}

const darkTheme = EditorView.theme(
  {
    '&': { height: '100%', backgroundColor: '#020617', color: '#e2e8f0', fontSize: '13px' },
    '.cm-content': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', caretColor: '#a78bfa' },
    '.cm-gutters': { backgroundColor: '#020617', color: '#94a3b8', border: 'none' },
    '.cm-activeLine': { backgroundColor: 'rgba(255,255,255,0.04)' },
    '.cm-activeLineGutter': { backgroundColor: 'rgba(255,255,255,0.06)' },
    '&.cm-focused .cm-cursor': { borderLeftColor: '#a78bfa' },
    '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': { backgroundColor: 'rgba(139,92,246,0.35) !important' },
    '.cm-scroller': { overflow: 'auto' },
  },
  { dark: true },
);

type Props = {
  path: string;
  value: string;
  onChange: (value: string) => void;
  onSave: () => void;
  /** Moves the cursor to this line when given (a build error was clicked). */
  line?: number | null;
};

/** CodeMirror 6 for one file; remount per file (key by path) so each file has its own undo history. */
export function CodeEditor({ path, value, onChange, onSave, line }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The latest callbacks, read by the editor's listeners without recreating it.
  const callbacks = useRef({ onChange, onSave });
  useEffect(() => {
    callbacks.current = { onChange, onSave };
  });

  useEffect(() => {
    const language = languageFor(path);
    const extensions: Extension[] = [
      lineNumbers(),
      highlightActiveLineGutter(),
      foldGutter(),
      history(),
      drawSelection(),
      indentOnInput(),
      bracketMatching(),
      closeBrackets(),
      autocompletion(),
      highlightActiveLine(),
      keymap.of([
        { key: 'Mod-s', preventDefault: true, run: () => (callbacks.current.onSave(), true) },
        ...closeBracketsKeymap,
        ...defaultKeymap,
        ...historyKeymap,
        ...completionKeymap,
        indentWithTab,
      ]),
      EditorView.updateListener.of((u) => {
        if (u.docChanged) callbacks.current.onChange(u.state.doc.toString());
      }),
      // An explicit tab stop: some checkers do not count contenteditable as keyboard-reachable.
      EditorView.contentAttributes.of({ 'aria-label': `Code editor: ${path}`, tabindex: '0' }),
      // Earlier extensions take precedence: our colours (contrast-checked) over One Dark's.
      darkTheme,
      oneDark,
      ...(language ? [language] : []),
    ];
    view.current = new EditorView({ parent: host.current!, state: EditorState.create({ doc: value, extensions }) });
    return () => {
      view.current?.destroy();
      view.current = null;
    };
    // Created once per file: later `value` changes come from the editor itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);

  // A new value from outside (the model rewrote the file, or a save reloaded it).
  useEffect(() => {
    const v = view.current;
    if (v && v.state.doc.toString() !== value) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const v = view.current;
    if (!v || !line || line > v.state.doc.lines) return;
    const pos = v.state.doc.line(line).from;
    v.dispatch({ selection: EditorSelection.cursor(pos), scrollIntoView: true });
    v.focus();
  }, [line]);

  return <div ref={host} className="h-full min-h-0 overflow-hidden" data-testid="code-editor" />;
}
