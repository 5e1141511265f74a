import type { AppSpec } from './spec';

/** nodejs-api: the same records as the browser app, as a JSON API with validation and tests. */
export function serverJs(spec: AppSpec): string {
  const calc = Boolean(spec.outputs);
  return `import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
${calc ? "import { evaluate } from './formula.js';\n" : ''}
// The records described in app-spec.json, validated by its fields. Data lives in memory until you add a database.
export const spec = JSON.parse(readFileSync(new URL('./app-spec.json', import.meta.url), 'utf8'));
export const base = '/api/' + spec.noun.many.replace(/\\s+/g, '-');
const NUMERIC = new Set(['number', 'money', 'percent']);
const records = (spec.rows ?? []).map((r, i) => ({ id: i + 1, ...r }));
let nextId = records.length + 1;

export function validate(body, partial = false) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { errors: { body: 'Send a JSON object' } };
  const errors = {};
  const value = {};
  for (const [i, f] of spec.fields.entries()) {
    const v = body[f.id];
    if (v === undefined || v === '') {
      if (!partial && (f.required || i === 0)) errors[f.id] = f.label + ' is required';
      continue;
    }
    if (NUMERIC.has(f.type) ? typeof v !== 'number' || !Number.isFinite(v) : typeof v !== 'string') errors[f.id] = f.label + (NUMERIC.has(f.type) ? ' must be a number' : ' must be text');
    else if (f.type === 'email' && !/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(v)) errors[f.id] = f.label + ' must be an e-mail address';
    else if (f.type === 'select' && !f.options.includes(v)) errors[f.id] = f.label + ' must be one of: ' + f.options.join(', ');
    else value[f.id] = v;
  }
  return Object.keys(errors).length ? { errors } : { value };
}
${calc ? "\nconst withResults = (r) => ({ ...r, results: Object.fromEntries(spec.outputs.map((o) => [o.label, evaluate(o.expr, r)])) });\n" : '\nconst withResults = (r) => r;\n'}
function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

async function readJson(req) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  try { return JSON.parse(raw || '{}'); } catch { return null; }
}

export const server = createServer(async (req, res) => {
  const { pathname } = new URL(req.url, 'http://localhost');
  const one = pathname.startsWith(base + '/') ? records.find((r) => String(r.id) === pathname.slice(base.length + 1)) : undefined;
  if (pathname === base && req.method === 'GET') return send(res, 200, { [spec.noun.many]: records.map(withResults) });
  if (pathname === base && req.method === 'POST') {
    const { value, errors } = validate(await readJson(req));
    if (errors) return send(res, 422, { detail: 'Invalid ' + spec.noun.one, errors });
    const record = { id: nextId++, ...value };
    records.push(record);
    return send(res, 201, withResults(record));
  }
  if (pathname.startsWith(base + '/')) {
    if (!one) return send(res, 404, { detail: spec.noun.one + ' not found' });
    if (req.method === 'GET') return send(res, 200, withResults(one));
    if (req.method === 'PATCH') {
      const { value, errors } = validate(await readJson(req), true);
      if (errors) return send(res, 422, { detail: 'Invalid ' + spec.noun.one, errors });
      Object.assign(one, value);
      return send(res, 200, withResults(one));
    }
    if (req.method === 'DELETE') {
      records.splice(records.indexOf(one), 1);
      return send(res, 204);
    }
  }
  if (pathname === '/') return send(res, 200, { name: spec.title, endpoints: ['GET', 'POST'].map((m) => m + ' ' + base).concat(['GET', 'PATCH', 'DELETE'].map((m) => m + ' ' + base + '/:id')) });
  send(res, 404, { detail: 'Not found' });
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000);
  server.listen(port, () => console.log('Listening on http://localhost:' + port + base));
}
`;
}

export const SERVER_TEST_JS = `import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { base, server, spec } from './server.js';

let url;
before(() => new Promise((resolve) => server.listen(0, '127.0.0.1', () => { url = 'http://127.0.0.1:' + server.address().port + base; resolve(); })));
after(() => server.close());

const EXAMPLES = { number: 3, money: 10, percent: 5, email: 'sam@example.com', date: '2030-01-15', time: '10:00', tel: '+1 555 0100' };
const valid = Object.fromEntries(spec.fields.map((f) => [f.id, f.type === 'select' ? f.options[0] : EXAMPLES[f.type] ?? 'Sample ' + f.label]));
const call = (path, method = 'GET', body) =>
  fetch(url + path, { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) });

test('creates, reads, changes and deletes ' + spec.noun.many, async () => {
  const created = await call('', 'POST', valid);
  assert.equal(created.status, 201);
  const { id } = await created.json();
  assert.equal((await call('/' + id)).status, 200);
  const first = spec.fields[0];
  const changed = await call('/' + id, 'PATCH', { [first.id]: valid[first.id] });
  assert.equal(changed.status, 200);
  assert.equal((await call('/' + id, 'DELETE')).status, 204);
  assert.equal((await call('/' + id)).status, 404);
});

test('refuses ' + spec.noun.article + ' ' + spec.noun.one + ' without its first field', async () => {
  const res = await call('', 'POST', { ...valid, [spec.fields[0].id]: '' });
  assert.equal(res.status, 422);
  assert.ok((await res.json()).errors[spec.fields[0].id]);
});
`;
