/** Form / booking: the named fields, checked on submit, sent to the founder once deployed, then a confirmation. */
export const FORM_JS = `import { deliver, honeypot, PREVIEW_NOTE } from './send.js';
// Each field is checked on submit, then sent (deployed) and confirmed; the confirmation repeats what was entered.
export function init(spec) {
  return { values: Object.fromEntries(spec.fields.map((f) => [f.id, ''])), errors: {}, sent: null, history: [], changing: false, honey: '', sending: false, failed: '', preview: false };
}

// The founder reads the answers under the fields' labels (Submissions in the App Builder, its CSV).
const answers = (spec, values) => Object.fromEntries(spec.fields.filter((f) => String(values[f.id] ?? '').trim()).map((f) => [f.label.slice(0, 64), String(values[f.id])]));

const LONG_TEXT = 500;
const today = () => new Date().toISOString().slice(0, 10);
// One line per earlier submission: its first two answers (e.g. the name and the treatment).
const line = (spec, values) => spec.fields.map((f) => values[f.id]).filter(Boolean).slice(0, 2).join(' · ');
// Dates and amounts as people read them in the confirmation.
function readable(spec, f, v) {
  if (f.type === 'date') return new Intl.DateTimeFormat(undefined, { dateStyle: 'full' }).format(new Date(v + 'T00:00'));
  if (f.type === 'money') return new Intl.NumberFormat(undefined, { style: 'currency', currency: spec.currency }).format(Number(v));
  return v;
}

const CHECKS = {
  email: (v) => /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(v) || 'Enter an e-mail address like name@example.com',
  tel: (v) => v.replace(/\\D/g, '').length >= 7 || 'Enter a phone number with at least 7 digits',
  number: (v) => !Number.isNaN(Number(v)) || 'Enter a number',
  date: (v) => v >= new Date().toISOString().slice(0, 10) || 'Pick a date from today on',
};

export function validate(spec, values) {
  const errors = {};
  for (const f of spec.fields) {
    const v = String(values[f.id] ?? '').trim();
    if (!v) { if (f.required) errors[f.id] = f.label + ' is required'; continue; }
    // A fixed format (a CEP, a ZIP code) is checked against its own pattern.
    if (f.pattern && !new RegExp(f.pattern).test(v)) { errors[f.id] = 'Enter ' + f.label + ': ' + (f.hint ?? f.mask); continue; }
    const ok = CHECKS[f.type]?.(v) ?? true;
    if (ok !== true) errors[f.id] = ok;
  }
  return errors;
}

// Types a value through its mask: "01310100" → "01310-100" (0 = a digit).
export function masked(mask, value) {
  const digits = String(value).replace(/\\D/g, '');
  let out = '';
  let i = 0;
  for (const c of mask) {
    if (i >= digits.length) break;
    out += c === '0' ? digits[i++] : c;
  }
  return out;
}

function control(f, value, onInput, h) {
  const common = { id: 'f-' + f.id, name: f.id, value, onInput, 'aria-describedby': 'err-' + f.id };
  if (f.type === 'select') return h('select', { ...common, onChange: onInput }, h('option', { value: '' }, 'Choose…'), f.options.map((o) => h('option', { key: o, value: o }, o)));
  if (f.type === 'textarea') return [h('textarea', { ...common, key: 'text', rows: 3, maxlength: LONG_TEXT }), h('small', { key: 'count', class: 'count' }, String(value).length + ' / ' + LONG_TEXT)];
  if (f.mask) return h('input', { ...common, type: 'text', inputmode: 'numeric', placeholder: f.mask, maxlength: f.mask.length, autocomplete: 'postal-code' });
  return h('input', { ...common, type: f.type === 'money' ? 'number' : f.type, min: f.type === 'date' ? today() : undefined });
}

export function view(spec, state, set, h) {
  if (state.sent) {
    return h('main', { class: 'form-app' },
      h('section', { class: 'confirmation', role: 'status' },
        h('h1', null, state.preview ? 'Your ' + spec.noun.one + ' is ready to send.' : 'Thank you! Your ' + spec.noun.one + ' was sent.'),
        state.preview && h('p', { class: 'preview-note' }, PREVIEW_NOTE),
        h('dl', null, spec.fields.filter((f) => state.sent[f.id]).map((f) => [h('dt', { key: f.id + '-t' }, f.label), h('dd', { key: f.id + '-d' }, readable(spec, f, state.sent[f.id]))])),
        h('div', { class: 'next' },
          h('button', { type: 'button', onClick: () => set((s) => ({ ...init(spec), history: s.history })) }, 'Make another ' + spec.noun.one),
          h('button', { type: 'button', class: 'ghost', onClick: () => set({ sent: null, changing: true }) }, 'Change my answers'),
        ),
      ),
      state.history.length > 1 && h('section', { class: 'history' },
        h('h2', null, 'Your ' + spec.noun.many + ' in this visit (' + state.history.length + ')'),
        h('ol', null, state.history.map((v, i) =>
          h('li', { key: i }, h('span', null, line(spec, v)), h('button', { type: 'button', class: 'ghost', 'aria-label': 'Cancel ' + line(spec, v), onClick: () => set((s) => ({ history: s.history.filter((_, j) => j !== i) })) }, 'Cancel')))),
      ),
    );
  }
  const submit = async (e) => {
    e.preventDefault();
    if (state.sending) return;
    const errors = validate(spec, state.values);
    if (Object.keys(errors).length) return set({ errors, failed: '' });
    set({ errors: {} });
    const values = { ...state.values };
    // A changed answer replaces the last submission instead of adding one.
    const kept = (s) => (s.changing ? s.history.slice(0, -1) : s.history);
    await deliver(state, set, answers(spec, values), (s) => ({ sent: values, history: [...kept(s), values], changing: false }));
  };
  return h('main', { class: 'form-app' },
    h('h1', null, spec.title),
    h('p', { class: 'lead' }, spec.tagline),
    h('form', { class: 'card', novalidate: true, onSubmit: submit },
      spec.fields.map((f) =>
        h('div', { key: f.id, class: state.errors[f.id] ? 'field invalid' : 'field' },
          h('label', { for: 'f-' + f.id }, f.label + (f.required ? ' *' : '')),
          control(f, state.values[f.id], (e) => { const v = f.mask ? masked(f.mask, e.target.value) : e.target.value; set((s) => ({ values: { ...s.values, [f.id]: v } })); }, h),
          h('p', { id: 'err-' + f.id, class: 'error' }, state.errors[f.id] ?? ''),
        ),
      ),
      honeypot(h, state.honey, (e) => set({ honey: e.target.value })),
      state.failed && h('p', { class: 'error send-error', role: 'alert' }, state.failed),
      h('button', { type: 'submit', disabled: state.sending }, state.sending ? 'Sending…' : spec.cta ?? 'Submit'),
    ),
  );
}
`;

export const FORM_CSS = `.form-app{max-width:560px;margin:0 auto;padding:48px 20px}.form-app h1{font-size:28px;margin:0 0 6px;text-align:center}.lead{color:var(--muted);margin:0 0 24px;text-align:center}
.field input,.field select,.field textarea{font:inherit;padding:11px 12px;border-radius:6px;border:1px solid var(--line);background:var(--bg);color:var(--text);width:100%}
.form-app button{font:inherit;font-weight:600;width:100%;padding:12px;border:0;border-radius:6px;background:var(--primary);color:#fff;cursor:pointer}.card{background:var(--card);border-radius:12px;padding:24px}
.field{display:grid;gap:6px;margin-bottom:14px}
.field label{font-size:14px;color:var(--muted)}.field.invalid input,.field.invalid select,.field.invalid textarea{border-color:#f87171}
.error{color:#f87171;font-size:13px;margin:0;min-height:1em}.confirmation{background:var(--card);border-radius:16px;padding:28px}
.confirmation dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 16px}.confirmation dt{color:var(--muted)}.confirmation dd{margin:0}
.preview-note{color:var(--muted);font-size:14px}.send-error{margin:0 0 12px}.form-app button:disabled{opacity:.6;cursor:wait}
.count{color:var(--muted);font-size:12px;text-align:right}.history{margin-top:20px;color:var(--muted)}.history h2{font-size:16px}.history li{display:flex;justify-content:space-between;align-items:center;gap:8px;margin:4px 0}.next{display:grid;gap:8px}.form-app .ghost{background:transparent;border:1px solid var(--line);color:var(--text);width:auto;padding:6px 12px}.next .ghost{width:100%}
`;
