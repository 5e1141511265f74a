/** Kanban board: cards in stages, added to the first stage and moved along with the arrows. */
export const KANBAN_JS = `// A card's stage is an index into spec.stages; moving a card changes only that number.
export function init(spec) {
  return { cards: spec.rows.map((r, i) => ({ ...r, id: i + 1, stage: Math.min(Number(r.stage) || 0, spec.stages.length - 1) })), nextId: spec.rows.length + 1, title: '' };
}

export function view(spec, state, set, h) {
  const [main, ...details] = spec.fields;
  const move = (id, by) => set((s) => ({ cards: s.cards.map((c) => (c.id === id ? { ...c, stage: Math.max(0, Math.min(spec.stages.length - 1, c.stage + by)) } : c)) }));
  const add = (e) => {
    e.preventDefault();
    if (!state.title.trim()) return;
    set((s) => ({ cards: [...s.cards, { id: s.nextId, stage: 0, [main.id]: s.title.trim() }], nextId: s.nextId + 1, title: '' }));
  };
  return h('main', { class: 'kanban' },
    h('h1', null, spec.title),
    h('p', { class: 'lead' }, spec.tagline),
    h('form', { class: 'new-card', onSubmit: add },
      h('input', { id: 'new-card', value: state.title, placeholder: main.label, 'aria-label': 'New ' + spec.noun.one, onInput: (e) => set({ title: e.target.value }) }),
      h('button', { type: 'submit' }, 'Add ' + spec.noun.article + ' ' + spec.noun.one),
    ),
    h('div', { class: 'board' },
      spec.stages.map((stage, col) => {
        const cards = state.cards.filter((c) => c.stage === col);
        return h('section', { key: stage, class: 'column', 'aria-label': stage },
          h('h2', null, stage + ' (' + cards.length + ')'),
          cards.map((c) =>
            h('article', { key: c.id, class: 'kcard' },
              h('strong', null, c[main.id]),
              details.filter((f) => c[f.id]).map((f) => h('small', { key: f.id }, f.label + ': ' + c[f.id])),
              h('div', { class: 'moves' },
                h('button', { type: 'button', class: 'ghost', disabled: col === 0, 'aria-label': 'Move back', onClick: () => move(c.id, -1) }, '←'),
                h('button', { type: 'button', class: 'ghost', 'aria-label': 'Delete', onClick: () => set((s) => ({ cards: s.cards.filter((x) => x.id !== c.id) })) }, '✕'),
                h('button', { type: 'button', class: 'ghost', disabled: col === spec.stages.length - 1, 'aria-label': 'Move forward', onClick: () => move(c.id, 1) }, '→'),
              ),
            ),
          ),
        );
      }),
    ),
  );
}
`;

export const KANBAN_CSS = `.kanban{max-width:1100px}.new-card{display:flex;gap:8px;margin-bottom:18px}.new-card input{flex:1}
.board{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(220px,1fr);gap:14px;overflow-x:auto;padding-bottom:8px}
.column{background:var(--card);border-radius:14px;padding:12px;min-height:200px}.column h2{font-size:15px;color:var(--muted);margin:0 0 10px}
.kcard{background:var(--bg);border:1px solid var(--line);border-radius:10px;padding:10px;margin-bottom:8px;display:grid;gap:4px}
.kcard small{color:var(--muted)}.moves{display:flex;justify-content:space-between}.moves button{padding:4px 10px}
`;
