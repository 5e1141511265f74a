/**
 * The small runtime files every generated app shares. An archetype's view is written once, in
 * app.js, as `view(spec, state, set, h)`; React and Vue render it with their own h(), vanilla JS
 * and Svelte with dom.js. So a template adds a few lines, never a second copy of the app.
 */

/** The vanilla renderer (vanilla-js, Svelte): redraws on every change and keeps the focused field. */
export const DOM_JS = `// h() makes the DOM elements of app.js's view; mountView() draws it again after each change, keeping the focused field.
const SVG = new Set(['svg', 'g', 'rect', 'line', 'polyline', 'polygon', 'circle', 'path', 'text']);

export function h(tag, props, ...children) {
  const el = SVG.has(tag) ? document.createElementNS('http://www.w3.org/2000/svg', tag) : document.createElement(tag);
  el.append(...children.flat(Infinity).filter((c) => c !== null && c !== undefined && typeof c !== 'boolean'));
  for (const [name, value] of Object.entries(props ?? {})) {
    if (name.startsWith('on')) el.addEventListener(name.slice(2).toLowerCase(), value);
    else if (name === 'value' || name === 'checked') el[name] = value; // after the children: a <select> takes only a value its options offer
    else if (name !== 'key' && value !== undefined && value !== null && value !== false) el.setAttribute(name, value === true ? '' : String(value));
  }
  return el;
}

export function mountView(root, spec, init, view) {
  let state = init(spec);
  const set = (patch) => {
    state = { ...state, ...(typeof patch === 'function' ? patch(state) : patch) };
    const { id, selectionStart, selectionEnd } = document.activeElement ?? {};
    root.replaceChildren(view(spec, state, set, h));
    const again = id ? document.getElementById(id) : null;
    again?.focus();
    if (typeof selectionStart === 'number') try { again?.setSelectionRange(selectionStart, selectionEnd); } catch { /* no cursor in this kind of field */ }
  };
  set({});
}
`;

/** The formula evaluator (calculators, in the browser and in the API): no eval, only arithmetic over named inputs. */
export const FORMULA_JS = `// Evaluates a formula such as "missedAppointments * averageFee" over the inputs' values.
// Only numbers, input ids, + - * / ^ and parentheses: nothing else can run.
export function evaluate(expr, values) {
  const tokens = expr.match(/\\d+(?:\\.\\d+)?|[A-Za-z_]\\w*|[-+*/^()]/g) ?? [];
  let i = 0;
  const peek = () => tokens[i];
  function atom() {
    const t = tokens[i++];
    if (t === '(') { const v = sum(); i++; return v; }
    if (t === '-') return -atom();
    if (/^\\d/.test(t ?? '')) return Number(t);
    if (t !== undefined && t in values) return Number(values[t]) || 0;
    throw new Error('Unknown name in the formula: ' + t);
  }
  function power() { const base = atom(); return peek() === '^' ? (i++, base ** power()) : base; }
  function product() {
    let v = power();
    while (peek() === '*' || peek() === '/') v = tokens[i++] === '*' ? v * power() : v / power();
    return v;
  }
  function sum() {
    let v = product();
    while (peek() === '+' || peek() === '-') v = tokens[i++] === '+' ? v + product() : v - product();
    return v;
  }
  return sum();
}
`;

const REACT_H = `// The view in app.js is written with h(tag, props, ...children); React draws it.
const RENAMED = { class: 'className', for: 'htmlFor', onInput: 'onChange', novalidate: 'noValidate' };
const h = (tag, props, ...children) =>
  createElement(tag, props && Object.fromEntries(Object.entries(props).map(([k, v]) => [RENAMED[k] ?? k, v])), ...children.flat(Infinity));
`;

/** The React component (react-app's src/App.jsx, nextjs-app's app/page.jsx). */
export function reactComponent(name: string, from: string, directive = ''): string {
  return `${directive}import { createElement, useState } from 'react';
import spec from '${from}/app-spec.json';
import { init, view } from '${from}/app.js';

${REACT_H}
export default function ${name}() {
  const [state, setState] = useState(() => init(spec));
  const set = (patch) => setState((s) => ({ ...s, ...(typeof patch === 'function' ? patch(s) : patch) }));
  return view(spec, state, set, h);
}
`;
}

export const VUE_APP = `<script>
import { h as vueH, reactive } from 'vue';
import spec from './app-spec.json';
import { init, view } from './app.js';

// The view in app.js is written with h(tag, props, ...children); Vue draws it (onDragStart listens to "dragstart").
const on = (props) => Object.fromEntries(Object.entries(props ?? {}).map(([k, v]) => [/^on[A-Z]/.test(k) ? 'on' + k[2] + k.slice(3).toLowerCase() : k, v]));
const h = (tag, props, ...children) => vueH(tag, on(props), children.flat(Infinity).filter((c) => c !== null && c !== undefined && typeof c !== 'boolean'));

export default {
  setup() {
    const state = reactive(init(spec));
    const set = (patch) => Object.assign(state, typeof patch === 'function' ? patch(state) : patch);
    return () => view(spec, state, set, h);
  },
};
</script>
`;

export const SVELTE_APP = `<script>
  import spec from './app-spec.json';
  import { init, view } from './app.js';
  import Node from './Node.svelte';

  // app.js describes the view with h(tag, props, ...children); Node.svelte draws it with Svelte's elements.
  const h = (tag, props, ...children) => ({ tag, props: props ?? {}, children: children.flat(Infinity) });
  const state = $state(init(spec));
  const set = (patch) => Object.assign(state, typeof patch === 'function' ? patch(state) : patch);
</script>

<Node node={view(spec, state, set, h)} />
`;

/** Svelte's side of the view: one element of the h() tree, its children drawn by itself. */
export const SVELTE_NODE = `<script>
  import Node from './Node.svelte';

  let { node, svg = false } = $props();
  const inSvg = $derived(svg || node.tag === 'svg');
  // Svelte's event attributes are lower case (onclick); null, undefined and false leave an attribute out.
  const attrs = $derived(Object.fromEntries(Object.entries(node.props ?? {}).filter(([k, v]) => k !== 'key' && v !== null && v !== undefined && v !== false).map(([k, v]) => [k.startsWith('on') ? k.toLowerCase() : k, v])));
</script>

{#if typeof node !== 'object'}{node}{:else}<svelte:element this={node.tag} {...attrs} xmlns={inSvg ? 'http://www.w3.org/2000/svg' : undefined}>{#each node.children as child}{#if child !== null && child !== undefined && typeof child !== 'boolean'}<Node node={child} svg={inSvg} />{/if}{/each}</svelte:element>{/if}
`;

export const VANILLA_MAIN = `import './style.css';
import spec from './app-spec.json';
import { init, view } from './app.js';
import { mountView } from './dom.js';

mountView(document.getElementById('app'), spec, init, view);
`;
