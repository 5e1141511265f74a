/** Dashboard: key figures and inline SVG charts over sample rows whose columns fit the prompt. */
export const DASHBOARD_JS = `// Sample rows from app-spec.json; charts are plain SVG, so nothing is loaded from the network.
const W = 420;
const H = 200;
const PAD = 28;

export function init(spec) {
  return { rows: spec.rows, metric: spec.charts[0]?.y ?? null };
}

const fmt = (spec, f, n) =>
  f?.type === 'money' ? new Intl.NumberFormat(undefined, { style: 'currency', currency: spec.currency, maximumFractionDigits: 0 }).format(n) : Math.round(n * 10) / 10 + (f?.type === 'percent' ? ' %' : '');

function chart(spec, c, rows, h) {
  const ys = rows.map((r) => Number(r[c.y]) || 0);
  const max = Math.max(1, ...ys);
  const step = (W - PAD * 2) / Math.max(1, rows.length);
  const y = (v) => H - PAD - (v / max) * (H - PAD * 2);
  const x = (i) => PAD + step * i + step / 2;
  const marks = c.kind === 'line'
    ? [h('polyline', { key: 'l', class: 'line', points: ys.map((v, i) => x(i) + ',' + y(v)).join(' ') }), ys.map((v, i) => h('circle', { key: 'c' + i, cx: x(i), cy: y(v), r: 3 }))]
    : ys.map((v, i) => h('rect', { key: 'b' + i, class: 'bar', x: x(i) - step * 0.35, y: y(v), width: step * 0.7, height: H - PAD - y(v) }));
  return h('figure', { key: c.title, class: 'chart' },
    h('figcaption', null, c.title),
    h('svg', { viewBox: '0 0 ' + W + ' ' + H, role: 'img', 'aria-label': c.title },
      h('line', { class: 'axis', x1: PAD, y1: H - PAD, x2: W - PAD, y2: H - PAD }),
      marks,
      rows.map((r, i) => h('text', { key: 't' + i, class: 'tick', x: x(i), y: H - 8 }, String(r[c.x]).slice(0, 6))),
    ),
  );
}

export function view(spec, state, set, h) {
  const numeric = spec.fields.filter((f) => ['number', 'money', 'percent'].includes(f.type));
  const total = (f) => state.rows.reduce((s, r) => s + (Number(r[f.id]) || 0), 0);
  // The picked figure: its highest and lowest rows, and its own chart when none shows it yet.
  const picked = numeric.find((f) => f.id === state.metric);
  const xId = spec.charts[0]?.x ?? spec.fields[0].id;
  const byValue = picked ? [...state.rows].sort((a, b) => (Number(b[picked.id]) || 0) - (Number(a[picked.id]) || 0)) : [];
  const extra = picked && !spec.charts.some((c) => c.y === picked.id) ? [{ kind: 'bar', x: xId, y: picked.id, title: picked.label + ' by ' + spec.fields.find((f) => f.id === xId).label.toLowerCase() }] : [];
  return h('main', { class: 'dashboard' },
    h('h1', null, spec.title),
    h('p', { class: 'lead' }, spec.tagline),
    h('section', { class: 'kpis' },
      numeric.map((f) =>
        h('button', { key: f.id, type: 'button', class: state.metric === f.id ? 'kpi active' : 'kpi', onClick: () => set({ metric: f.id }) },
          h('span', null, f.label + (f.type === 'percent' ? ' (average)' : ' (total)')),
          h('strong', null, fmt(spec, f, f.type === 'percent' ? total(f) / Math.max(1, state.rows.length) : total(f))),
        ),
      ),
    ),
    byValue.length > 1 && h('p', { class: 'range', role: 'status' },
      picked.label + ': highest ' + byValue[0][xId] + ' (' + fmt(spec, picked, Number(byValue[0][picked.id]) || 0) + '), lowest ' + byValue.at(-1)[xId] + ' (' + fmt(spec, picked, Number(byValue.at(-1)[picked.id]) || 0) + ')'),
    h('section', { class: 'charts' }, [...spec.charts, ...extra].map((c) => chart(spec, c, state.rows, h))),
    h('details', null,
      h('summary', null, 'The ' + state.rows.length + ' sample ' + spec.noun.many),
      h('table', null,
        h('thead', null, h('tr', null, spec.fields.map((f) => h('th', { key: f.id }, f.label)))),
        h('tbody', null, state.rows.map((r, i) => h('tr', { key: i }, spec.fields.map((f) => h('td', { key: f.id }, String(r[f.id] ?? '')))))),
      ),
    ),
  );
}
`;

export const DASHBOARD_CSS = `.dashboard{max-width:1200px;margin:0 auto;padding:24px 20px;font-variant-numeric:tabular-nums}.dashboard h1{font-size:22px;margin:0 0 4px}.lead{color:var(--muted);margin:0 0 18px;font-size:14px}
.kpi{font:inherit;border-radius:10px;cursor:pointer}summary{cursor:pointer;color:var(--muted)}table{width:100%;border-collapse:collapse;font-size:14px}
.kpis{display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:12px;margin-bottom:20px}
.kpi{text-align:left;background:var(--card);color:var(--text);border:1px solid var(--line);padding:14px}.kpi.active{border-color:var(--primary)}
.kpi span{display:block;font-size:13px;color:var(--muted)}.kpi strong{font-size:24px}
.charts{display:grid;grid-template-columns:repeat(auto-fit,minmax(300px,1fr));gap:16px}
.chart{margin:0;background:var(--card);border-radius:14px;padding:14px}.chart figcaption{font-weight:600;margin-bottom:8px}
.chart svg{width:100%;height:auto}.bar{fill:var(--primary)}.line{fill:none;stroke:var(--accent);stroke-width:3}
.chart circle{fill:var(--accent)}.axis{stroke:var(--line)}.tick{fill:var(--muted);font-size:11px;text-anchor:middle}
details{margin-top:20px}.range{color:var(--muted);font-size:14px;margin:0 0 14px}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid var(--line)}
`;
