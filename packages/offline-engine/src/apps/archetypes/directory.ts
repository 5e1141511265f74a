/** Directory / catalogue: entries as cards, a search box and a filter per option field. */
export const DIRECTORY_JS = `// Search matches any field; each option field (e.g. a category) gets its own filter.
export function init(spec) {
  return { query: '', filters: Object.fromEntries(spec.fields.filter((f) => f.type === 'select').map((f) => [f.id, ''])), sort: '', open: null, asked: false, saved: [], savedOnly: false };
}

const show = (spec, f, v) => (f.type === 'money' ? new Intl.NumberFormat(undefined, { style: 'currency', currency: spec.currency }).format(Number(v) || 0) : String(v ?? ''));

// One entry with every field, a way to ask about it, and the others of its category.
function detail(spec, entry, state, set, h) {
  const category = spec.fields.find((f) => f.type === 'select');
  const similar = category ? spec.rows.filter((r) => r !== entry && r[category.id] === entry[category.id]) : [];
  return h('main', { class: 'directory' },
    h('button', { type: 'button', class: 'ghost', onClick: () => set({ open: null, asked: false }) }, '← All ' + spec.noun.many),
    h('article', { class: 'entry detail' },
      h('h1', null, entry[spec.fields[0].id]),
      h('dl', null, spec.fields.slice(1).map((f) => [h('dt', { key: f.id + 't' }, f.label), h('dd', { key: f.id + 'd' }, show(spec, f, entry[f.id]))])),
      state.asked
        ? h('p', { class: 'asked', role: 'status' }, 'Thanks! The owner of this ' + spec.noun.one + ' will get back to you.')
        : h('button', { type: 'button', onClick: () => set({ asked: true }) }, 'Ask about this ' + spec.noun.one),
    ),
    similar.length > 0 && h('section', { class: 'similar' },
      h('h2', null, 'More in ' + entry[category.id]),
      h('ul', null, similar.map((r) => h('li', { key: spec.rows.indexOf(r) }, h('button', { type: 'button', class: 'link', onClick: () => set({ open: spec.rows.indexOf(r), asked: false }) }, r[spec.fields[0].id])))),
    ),
  );
}

export function view(spec, state, set, h) {
  if (state.open !== null) return detail(spec, spec.rows[state.open], state, set, h);
  const [name, ...rest] = spec.fields;
  const priced = spec.fields.find((f) => f.type === 'money' || f.type === 'number');
  const q = state.query.trim().toLowerCase();
  let entries = spec.rows.filter(
    (r) =>
      (!q || spec.fields.some((f) => String(r[f.id] ?? '').toLowerCase().includes(q))) &&
      Object.entries(state.filters).every(([id, v]) => !v || r[id] === v) &&
      (!state.savedOnly || state.saved.includes(spec.rows.indexOf(r))),
  );
  const toggle = (i) => set((s) => ({ saved: s.saved.includes(i) ? s.saved.filter((x) => x !== i) : [...s.saved, i] }));
  if (state.sort && priced) entries = [...entries].sort((a, b) => (Number(a[priced.id]) - Number(b[priced.id])) * (state.sort === 'asc' ? 1 : -1));
  return h('main', { class: 'directory' },
    h('h1', null, spec.title),
    h('p', { class: 'lead' }, spec.tagline),
    h('div', { class: 'toolbar' },
      h('input', { id: 'search', type: 'search', placeholder: 'Search ' + spec.noun.many, 'aria-label': 'Search ' + spec.noun.many, value: state.query, onInput: (e) => set({ query: e.target.value }) }),
      spec.fields.filter((f) => f.type === 'select').map((f) => {
        const pick = (e) => { const v = e.target.value; set((s) => ({ filters: { ...s.filters, [f.id]: v } })); };
        return h('select', { key: f.id, id: 'filter-' + f.id, 'aria-label': f.label, value: state.filters[f.id], onInput: pick, onChange: pick },
          h('option', { value: '' }, 'All ' + f.label.toLowerCase()), f.options.map((o) => h('option', { key: o, value: o }, o)));
      }),
      priced && h('select', { id: 'sort', 'aria-label': 'Sort', value: state.sort, onInput: (e) => set({ sort: e.target.value }), onChange: (e) => set({ sort: e.target.value }) },
        h('option', { value: '' }, 'Sort'), h('option', { value: 'asc' }, priced.label + ': low to high'), h('option', { value: 'desc' }, priced.label + ': high to low')),
    ),
    h('label', { class: 'saved-only' },
      h('input', { id: 'saved-only', type: 'checkbox', checked: state.savedOnly, onChange: (e) => set({ savedOnly: e.target.checked }) }),
      ' Saved only (' + state.saved.length + ')'),
    h('p', { class: 'count', role: 'status' }, entries.length + ' of ' + spec.rows.length + ' ' + spec.noun.many),
    h('div', { class: 'cards' },
      entries.map((r, i) =>
        h('article', { key: i, class: 'entry' },
          h('h2', null, h('button', { type: 'button', class: 'link', onClick: () => set({ open: spec.rows.indexOf(r) }) }, r[name.id])),
          h('button', { type: 'button', class: 'save', 'aria-pressed': String(state.saved.includes(spec.rows.indexOf(r))), 'aria-label': 'Save ' + r[name.id], onClick: () => toggle(spec.rows.indexOf(r)) }, state.saved.includes(spec.rows.indexOf(r)) ? '♥' : '♡'),
          h('dl', null, rest.map((f) => [h('dt', { key: f.id + 't' }, f.label), h('dd', { key: f.id + 'd' }, show(spec, f, r[f.id]))])),
        ),
      ),
    ),
  );
}
`;

export const DIRECTORY_CSS = `.directory{max-width:1120px;margin:0 auto;padding:32px 20px}.directory h1{font-size:30px;margin:0 0 6px}.lead{color:var(--muted);margin:0 0 20px}
.toolbar input,.toolbar select{font:inherit;padding:10px 14px;border-radius:10px;border:1px solid var(--line);background:var(--card);color:var(--text)}
.directory button{font:inherit;cursor:pointer;border:0;border-radius:10px;padding:10px 16px;background:var(--primary);color:#fff}.directory .ghost{background:transparent;border:1px solid var(--line);padding:8px 14px;color:var(--text)}
.toolbar{display:flex;flex-wrap:wrap;gap:8px;margin-bottom:8px}.toolbar input{flex:1 1 220px}
.count{color:var(--muted);font-size:14px}.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(230px,1fr));gap:14px}
.entry{background:var(--card);border:1px solid var(--line);border-radius:14px;padding:16px}.entry h2{font-size:18px;margin:0 0 8px;color:var(--primary)}
.directory .link{background:none;padding:0;color:inherit;font:inherit;text-align:left}.detail{margin-top:16px}.similar{margin-top:20px}.similar h2{font-size:16px;color:var(--muted)}.similar ul{list-style:none;padding:0;display:grid;gap:6px}.asked{color:#34d399}
.entry dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0;font-size:14px}.entry dt{color:var(--muted)}.entry dd{margin:0}
.entry{position:relative}.directory .save{position:absolute;top:10px;right:10px;background:none;padding:4px 8px;color:var(--accent);font-size:20px}.saved-only{display:inline-flex;gap:6px;align-items:center;color:var(--muted);font-size:14px;margin:0 0 8px}
`;
