/** Calculator / estimator: number inputs, results computed by the formulas in app-spec.json. */
export const CALCULATOR_JS = `import { evaluate } from './formula.js';

// Inputs start at the values in app-spec.json; every result is recomputed on each keystroke.
export function init(spec) {
  return { values: Object.fromEntries(spec.fields.map((f) => [f.id, String(f.value ?? 0)])), saved: [] };
}

function display(spec, unit, n) {
  if (!Number.isFinite(n)) return 'n/a';
  if (unit === 'money') return new Intl.NumberFormat(undefined, { style: 'currency', currency: spec.currency }).format(n);
  if (unit === 'percent') return n.toFixed(1) + ' %';
  return n.toLocaleString(undefined, { maximumFractionDigits: 2 });
}

const suffix = (spec, f) => (f.type === 'money' ? ' (' + spec.currency + ')' : f.type === 'percent' ? ' (%)' : '');
const readable = (spec, expr) => spec.fields.reduce((text, f) => text.replace(new RegExp('\\\\b' + f.id + '\\\\b', 'g'), f.label.toLowerCase()), expr).replace(/\\*/g, '×').replace(/\\//g, '÷');

export function view(spec, state, set, h) {
  const numbers = Object.fromEntries(Object.entries(state.values).map(([k, v]) => [k, Number(v) || 0]));
  const results = spec.outputs.map((o) => ({ ...o, amount: evaluate(o.expr, numbers) }));
  return h('main', { class: 'calculator' },
    h('h1', null, spec.title),
    h('p', { class: 'lead' }, spec.tagline),
    h('div', { class: 'calc-grid' },
      h('form', { class: 'inputs', onSubmit: (e) => e.preventDefault() },
        spec.fields.map((f) =>
          h('label', { key: f.id, class: 'input' },
            h('span', null, f.label + suffix(spec, f)),
            h('input', { id: 'in-' + f.id, type: 'number', step: 'any', min: '0', value: state.values[f.id], 'aria-describedby': f.source ? 'src-' + f.id : undefined, onInput: (e) => { const v = e.target.value; set((s) => ({ values: { ...s.values, [f.id]: v } })); } }),
            // A starting value taken from the startup model says so; one of its defaults is an example to check.
            f.source && h('small', { id: 'src-' + f.id, class: 'source' }, f.source === 'model' ? 'From your startup model' : 'Example (a default of your startup model)'),
          ),
        ),
      ),
      h('section', { class: 'results', 'aria-label': 'Results' },
        results.map((r, i) =>
          h('div', { key: r.label, class: i === 0 ? 'result primary' : 'result' },
            h('span', { class: 'result-label' }, r.label),
            h('output', { class: 'result-value', 'aria-live': 'polite' }, display(spec, r.unit, r.amount)),
            h('small', null, '= ' + readable(spec, r.expr)),
          ),
        ),
        h('div', { class: 'actions' },
          h('button', { type: 'button', onClick: () => set((s) => ({ saved: [...s.saved, { values: numbers, result: results[0].amount }] })) }, 'Save this ' + spec.noun.one),
          h('button', { type: 'button', class: 'ghost', onClick: () => set((s) => ({ ...init(spec), saved: s.saved })) }, 'Reset'),
        ),
      ),
    ),
    // Saved estimates side by side, to compare scenarios.
    state.saved.length > 0 && h('table', { class: 'saved' },
      h('caption', null, 'Saved ' + spec.noun.many),
      h('thead', null, h('tr', null, spec.fields.map((f) => h('th', { key: f.id }, f.label)), h('th', null, results[0].label), h('th', null, ''))),
      h('tbody', null,
        state.saved.map((e, i) =>
          h('tr', { key: i },
            spec.fields.map((f) => h('td', { key: f.id }, display(spec, f.type === 'money' ? 'money' : 'number', e.values[f.id]))),
            h('td', null, display(spec, results[0].unit, e.result)),
            h('td', null, h('button', { type: 'button', class: 'ghost', onClick: () => set((s) => ({ saved: s.saved.filter((_, j) => j !== i) })) }, 'Remove')),
          ),
        ),
      ),
    ),
  );
}
`;

export const CALCULATOR_CSS = `.calculator{max-width:920px;margin:0 auto;padding:40px 20px}.calculator h1{font-size:32px;margin:0 0 6px;letter-spacing:-.02em}.lead{color:var(--muted);margin:0 0 28px}
.input input{font:inherit;font-size:20px;font-variant-numeric:tabular-nums;padding:12px 14px;border-radius:12px;border:1px solid var(--line);background:var(--bg);color:var(--text);width:100%}
.actions button{font:inherit;padding:10px 18px;border:0;border-radius:999px;background:var(--accent);color:#fff;cursor:pointer}.calculator .ghost{background:transparent;border:1px solid var(--line);color:var(--text);border-radius:999px;padding:6px 12px;font:inherit;cursor:pointer}
.input .source{color:var(--muted);font-size:12px}.calc-grid{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(260px,1fr))}
.inputs{display:grid;gap:14px}.input span{display:block;font-size:14px;color:var(--muted);margin-bottom:6px}
.results{display:grid;gap:12px;align-content:start}.result{background:var(--card);border-radius:14px;padding:18px}
.result.primary{background:var(--primary);color:#fff}.result-label{display:block;font-size:14px;opacity:.85}
.result-value{display:block;font-size:34px;font-weight:700;margin:6px 0}.result small{opacity:.75}
.actions{display:flex;gap:8px}.saved{width:100%;margin-top:28px;border-collapse:collapse}.saved caption{text-align:left;font-weight:600;padding-bottom:8px}
.saved th,.saved td{text-align:left;padding:8px;border-bottom:1px solid var(--line)}
`;
