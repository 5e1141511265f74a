/** Tracker / table: the named columns, add, edit and delete rows, a filter and column totals. */
export const TRACKER_JS = `// Rows live in memory (the preview has no storage); numeric columns are totalled under the table.
const NUMERIC = new Set(['number', 'money', 'percent']);
const blank = (spec) => Object.fromEntries(spec.fields.map((f) => [f.id, '']));

export function init(spec) {
  return { rows: spec.rows.map((r, i) => ({ ...r, id: i + 1 })), nextId: spec.rows.length + 1, draft: blank(spec), editing: null, filter: '', only: {}, sort: null, removed: null };
}

// Numbers sort as numbers, the rest alphabetically; a second click on the same column reverses the order.
const compare = (f, a, b) => (NUMERIC.has(f.type) ? (Number(a) || 0) - (Number(b) || 0) : String(a ?? '').localeCompare(String(b ?? ''), undefined, { numeric: true }));
function sorted(spec, rows, sort) {
  const f = sort && spec.fields.find((x) => x.id === sort.id);
  return f ? [...rows].sort((a, b) => compare(f, a[f.id], b[f.id]) * sort.dir) : rows;
}

const show = (spec, f, v) =>
  f.type === 'money' && v !== '' ? new Intl.NumberFormat(undefined, { style: 'currency', currency: spec.currency }).format(Number(v)) : String(v ?? '');

function inputFor(f, value, onInput, h, id) {
  if (f.type === 'select') return h('select', { id, value, onInput, onChange: onInput, 'aria-label': f.label }, h('option', { value: '' }, f.label), f.options.map((o) => h('option', { key: o, value: o }, o)));
  return h('input', { id, value, onInput, 'aria-label': f.label, placeholder: f.label, type: NUMERIC.has(f.type) ? 'number' : f.type === 'textarea' ? 'text' : f.type, step: 'any' });
}

export function view(spec, state, set, h) {
  const q = state.filter.trim().toLowerCase();
  // The text filter looks in every column; each column of options can also narrow the rows to one value.
  const choices = spec.fields.filter((f) => f.type === 'select');
  const visible = sorted(spec, state.rows, state.sort).filter(
    (r) => (!q || spec.fields.some((f) => String(r[f.id]).toLowerCase().includes(q))) && choices.every((f) => !state.only[f.id] || r[f.id] === state.only[f.id]),
  );
  const only = (f) => (e) => { const v = e.target.value; set((s) => ({ only: { ...s.only, [f.id]: v } })); };
  const editDraft = (id) => (e) => { const v = e.target.value; set((s) => ({ editing: { ...s.editing, [id]: v } })); };
  const add = (e) => {
    e.preventDefault();
    if (!String(state.draft[spec.fields[0].id]).trim()) return;
    set((s) => ({ rows: [...s.rows, { ...s.draft, id: s.nextId }], nextId: s.nextId + 1, draft: blank(spec) }));
  };
  const remove = (r) => set((s) => ({ rows: s.rows.filter((x) => x.id !== r.id), removed: { row: r, at: s.rows.indexOf(r) } }));
  const undo = () => set((s) => ({ rows: [...s.rows.slice(0, s.removed.at), s.removed.row, ...s.rows.slice(s.removed.at)], removed: null }));
  const sortBy = (f) => set((s) => ({ sort: { id: f.id, dir: s.sort?.id === f.id ? -s.sort.dir : 1 } }));
  const save = () => set((s) => ({ rows: s.rows.map((r) => (r.id === s.editing.id ? { ...s.editing } : r)), editing: null }));
  return h('main', { class: 'tracker' },
    h('h1', null, spec.title),
    h('p', { class: 'lead' }, spec.tagline),
    h('form', { class: 'add-row', onSubmit: add },
      spec.fields.map((f) => inputFor(f, state.draft[f.id], (e) => { const v = e.target.value; set((s) => ({ draft: { ...s.draft, [f.id]: v } })); }, h, 'new-' + f.id)),
      h('button', { type: 'submit' }, 'Add ' + spec.noun.article + ' ' + spec.noun.one),
    ),
    h('div', { class: 'filters' },
      h('input', { id: 'filter', class: 'filter', type: 'search', placeholder: 'Filter ' + spec.noun.many, 'aria-label': 'Filter ' + spec.noun.many, value: state.filter, onInput: (e) => set({ filter: e.target.value }) }),
      choices.map((f) =>
        h('select', { key: f.id, id: 'only-' + f.id, 'aria-label': 'Only one ' + f.label.toLowerCase(), value: state.only[f.id] ?? '', onInput: only(f), onChange: only(f) },
          h('option', { value: '' }, 'Every ' + f.label.toLowerCase()),
          f.options.map((o) => h('option', { key: o, value: o }, o)),
        ),
      ),
    ),
    state.removed && h('p', { class: 'undo', role: 'status' }, 'Deleted ' + state.removed.row[spec.fields[0].id] + '. ', h('button', { type: 'button', class: 'ghost', onClick: undo }, 'Undo')),
    h('div', { class: 'table-wrap' },
      h('table', null,
        h('thead', null, h('tr', null,
          spec.fields.map((f) => {
            const dir = state.sort?.id === f.id ? state.sort.dir : 0;
            return h('th', { key: f.id, 'aria-sort': dir === 1 ? 'ascending' : dir === -1 ? 'descending' : 'none' },
              h('button', { type: 'button', class: 'sort', onClick: () => sortBy(f) }, f.label + (dir === 1 ? ' ▲' : dir === -1 ? ' ▼' : '')));
          }),
          h('th', null, 'Actions'))),
        h('tbody', null,
          visible.map((r) =>
            state.editing?.id === r.id
              ? h('tr', { key: r.id, class: 'editing' },
                  spec.fields.map((f) => h('td', { key: f.id }, inputFor(f, state.editing[f.id], editDraft(f.id), h, 'edit-' + f.id))),
                  h('td', null, h('button', { type: 'button', onClick: save }, 'Save'), h('button', { type: 'button', class: 'ghost', onClick: () => set({ editing: null }) }, 'Cancel')))
              : h('tr', { key: r.id },
                  spec.fields.map((f) => h('td', { key: f.id }, show(spec, f, r[f.id]))),
                  h('td', null,
                    h('button', { type: 'button', class: 'ghost', onClick: () => set({ editing: { ...r } }) }, 'Edit'),
                    h('button', { type: 'button', class: 'ghost', onClick: () => remove(r) }, 'Delete'))),
          ),
        ),
        h('tfoot', null, h('tr', null,
          spec.fields.map((f, i) => h('td', { key: f.id }, NUMERIC.has(f.type) ? show(spec, f, visible.reduce((sum, r) => sum + (Number(r[f.id]) || 0), 0)) : i === 0 ? 'Total' : '')),
          h('td', null, visible.length + ' ' + (visible.length === 1 ? spec.noun.one : spec.noun.many)),
        )),
      ),
    ),
  );
}
`;

export const TRACKER_CSS = `.tracker{max-width:1080px;margin:0 auto;padding:28px 20px}.tracker h1{font-size:24px;margin:0 0 4px}.lead{color:var(--muted);margin:0 0 20px;font-size:14px}
.tracker input,.tracker select{font:inherit;font-size:14px;padding:8px 10px;border-radius:4px;border:1px solid var(--line);background:var(--card);color:var(--text);width:100%}
.tracker button{font:inherit;font-size:14px;padding:8px 14px;border:0;border-radius:4px;background:var(--primary);color:#fff;cursor:pointer}.tracker .ghost{background:transparent;border:1px solid var(--line);color:var(--text);padding:4px 10px}
.add-row{display:flex;flex-wrap:wrap;gap:8px;margin-bottom:16px}.add-row input,.add-row select{flex:1 1 140px}
.filters{display:flex;flex-wrap:wrap;gap:8px;margin-bottom:12px}.filters .filter{flex:1 1 200px;max-width:320px}.filters select{width:auto}.table-wrap{overflow-x:auto}table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:10px 8px;border-bottom:1px solid var(--line)}th{color:var(--muted);font-weight:600;font-size:13px}
tfoot td{font-weight:700}.tracker .sort{background:none;border:0;padding:0;color:inherit;font:inherit;cursor:pointer}.undo{font-size:14px;color:var(--muted)}td button{margin-right:6px}tr.editing input,tr.editing select{width:100%;min-width:90px}
`;
