/** Kanban board: cards in stages, added to the first stage, moved with the arrows or by drag and drop, edited in place. */
export const KANBAN_JS = `// A card's stage is an index into spec.stages; moving a card (arrows or drag and drop) changes only that number.
const blank = (spec) => Object.fromEntries(spec.fields.map((f) => [f.id, '']));
const today = () => new Date().toISOString().slice(0, 10);

export function init(spec) {
  const cards = spec.rows.map((r, i) => ({ ...r, id: i + 1, stage: Math.min(Number(r.stage) || 0, spec.stages.length - 1) }));
  return { cards, nextId: cards.length + 1, draft: blank(spec), editing: null, dragging: null, owner: '' };
}

function fieldInput(f, value, onInput, h, id) {
  const type = f.type === 'date' || f.type === 'time' || f.type === 'email' ? f.type : f.type === 'number' || f.type === 'money' ? 'number' : 'text';
  return h('input', { key: f.id, id, type, value, placeholder: f.label, 'aria-label': f.label, onInput });
}

export function view(spec, state, set, h) {
  const [main, ...details] = spec.fields;
  const due = details.find((f) => f.type === 'date');
  const who = details.find((f) => /owner|assignee|person|who/i.test(f.label));
  const last = spec.stages.length - 1;
  const moveTo = (id, stage) => set((s) => ({ cards: s.cards.map((c) => (c.id === id ? { ...c, stage: Math.max(0, Math.min(last, stage)) } : c)), dragging: null }));
  const add = (e) => {
    e.preventDefault();
    if (!String(state.draft[main.id]).trim()) return;
    set((s) => ({ cards: [...s.cards, { ...s.draft, [main.id]: s.draft[main.id].trim(), id: s.nextId, stage: 0 }], nextId: s.nextId + 1, draft: blank(spec) }));
  };
  const save = (e) => {
    e.preventDefault();
    set((s) => ({ cards: s.cards.map((c) => (c.id === s.editing.id ? { ...s.editing } : c)), editing: null }));
  };
  const owners = who ? [...new Set(state.cards.map((c) => c[who.id]).filter(Boolean))] : [];
  const shown = state.cards.filter((c) => !state.owner || c[who.id] === state.owner);
  return h('main', { class: 'kanban' },
    h('h1', null, spec.title),
    h('p', { class: 'lead' }, spec.tagline),
    h('form', { class: 'new-card', onSubmit: add, 'aria-label': 'New ' + spec.noun.one },
      spec.fields.map((f) => fieldInput(f, state.draft[f.id], (e) => { const v = e.target.value; set((s) => ({ draft: { ...s.draft, [f.id]: v } })); }, h, 'new-' + f.id)),
      h('button', { type: 'submit' }, 'Add ' + spec.noun.article + ' ' + spec.noun.one),
    ),
    owners.length > 1 && h('label', { class: 'only' }, 'Show ',
      h('select', { id: 'only-owner', value: state.owner, onInput: (e) => set({ owner: e.target.value }), onChange: (e) => set({ owner: e.target.value }) },
        h('option', { value: '' }, 'everyone'), owners.map((o) => h('option', { key: o, value: o }, o))),
    ),
    h('div', { class: 'board' },
      spec.stages.map((stage, col) => {
        const cards = shown.filter((c) => c.stage === col);
        return h('section', {
          key: stage, class: state.dragging !== null ? 'column droppable' : 'column', 'aria-label': stage,
          onDragOver: (e) => e.preventDefault(),
          onDrop: (e) => { e.preventDefault(); moveTo(Number(e.dataTransfer.getData('text/plain')), col); },
        },
          h('h2', null, stage + ' (' + cards.length + ')'),
          cards.map((c) => {
            if (state.editing?.id === c.id) {
              return h('form', { key: c.id, class: 'kcard editing', onSubmit: save },
                spec.fields.map((f) => fieldInput(f, state.editing[f.id] ?? '', (e) => { const v = e.target.value; set((s) => ({ editing: { ...s.editing, [f.id]: v } })); }, h, 'edit-' + f.id)),
                h('div', { class: 'moves' }, h('button', { type: 'submit' }, 'Save'), h('button', { type: 'button', onClick: () => set({ editing: null }) }, 'Cancel')),
              );
            }
            const late = due && c[due.id] && c[due.id] < today() && col < last;
            return h('article', {
              key: c.id, class: late ? 'kcard late' : 'kcard', draggable: 'true',
              onDragStart: (e) => { e.dataTransfer.setData('text/plain', String(c.id)); set({ dragging: c.id }); },
              onDragEnd: () => set({ dragging: null }),
            },
              h('strong', null, c[main.id]),
              details.filter((f) => c[f.id]).map((f) => h('small', { key: f.id }, f.label + ': ' + c[f.id] + (f === due && late ? ' (late)' : ''))),
              h('div', { class: 'moves' },
                h('button', { type: 'button', disabled: col === 0, 'aria-label': 'Move back', onClick: () => moveTo(c.id, col - 1) }, '←'),
                h('button', { type: 'button', 'aria-label': 'Edit', onClick: () => set({ editing: { ...c } }) }, '✎'),
                h('button', { type: 'button', 'aria-label': 'Delete', onClick: () => set((s) => ({ cards: s.cards.filter((x) => x.id !== c.id) })) }, '✕'),
                h('button', { type: 'button', disabled: col === last, 'aria-label': 'Move forward', onClick: () => moveTo(c.id, col + 1) }, '→'),
              ),
            );
          }),
        );
      }),
    ),
  );
}
`;

export const KANBAN_CSS = `.kanban{max-width:1100px;margin:0 auto;padding:24px 16px}.kanban h1{font-size:22px;margin:0 0 4px}.lead{color:var(--muted);margin:0 0 16px;font-size:14px}
.kanban input{font:inherit;padding:8px 10px;border-radius:8px;border:1px solid var(--line);background:var(--card);color:var(--text)}
.new-card button{font:inherit;padding:8px 14px;border:0;border-radius:8px;background:var(--primary);color:#fff;cursor:pointer}.moves button{font:inherit;background:transparent;border:1px solid var(--line);border-radius:6px;color:var(--text);cursor:pointer}.moves button:disabled{opacity:.3;cursor:default}
.new-card{display:flex;flex-wrap:wrap;gap:8px;margin-bottom:14px}.new-card input{flex:1 1 160px}.only{display:block;color:var(--muted);font-size:14px;margin-bottom:14px}.only select{font:inherit;background:var(--card);color:var(--text);border:1px solid var(--line);border-radius:8px;padding:6px}
.board{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(220px,1fr);gap:14px;overflow-x:auto;padding-bottom:8px}
.column{background:var(--card);border-radius:14px;padding:12px;min-height:200px}.column h2{font-size:15px;color:var(--muted);margin:0 0 10px}
.kcard{background:var(--bg);border:1px solid var(--line);border-radius:10px;padding:10px;margin-bottom:8px;display:grid;gap:4px}
.kcard small{color:var(--muted)}.kcard[draggable]{cursor:grab}.kcard.late{border-color:#f87171}.kcard.editing input{width:100%}.droppable{outline:2px dashed var(--line)}.moves{display:flex;justify-content:space-between}.moves button{padding:4px 10px}
`;
