#!/usr/bin/env node
// A/B of PGlite's parser table (issue 42): PGlite spreads it into a new object for every result it
// parses. CPU of a chat-turn-like set of four small statements with the full table (one parser per
// array type of the database) and with the lean one apps/server/src/db/client.ts keeps, alternated.
//   node scripts/measure-pglite-parsers.mjs
import { PGlite } from '@electric-sql/pglite';

const pg = await PGlite.create();
await pg.exec(`create table u (id int primary key, bal int, name text, j jsonb, at timestamptz default now());
  create table m (id serial primary key, uid int, content text, status text, at timestamptz default now());
  insert into u values (1, 1000, 'x', '{"a":1}');`);
const full = pg.parsers;
const lean = { 1009: full[1009], 1015: full[1015], 2951: full[2951] }; // text[], varchar[], uuid[]
const opts = { rowMode: 'array' };
async function turn() {
  await pg.query('update u set bal = bal - 1 where id = $1 returning bal', [1], opts);
  await pg.query('select u.bal, u.name, u.j, u.at from u where id = $1', [1], opts);
  const { rows } = await pg.query("insert into m (uid, content, status) values ($1, '', 'streaming') returning id", [1], opts);
  await pg.query("update m set content = $1, status = 'complete' where id = $2", ['hello world '.repeat(40), rows[0][0]], opts);
}
const N = 500;
const cpu = { full: [], lean: [] };
for (let round = 0; round < 6; round++) {
  for (const [name, table] of [['full', full], ['lean', lean]]) {
    pg.parsers = table;
    const before = process.cpuUsage();
    for (let i = 0; i < N; i++) await turn();
    const d = process.cpuUsage(before);
    cpu[name].push((d.user + d.system) / N / 1000);
  }
}
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
console.log(`${Object.keys(full).length} parsers in the full table; CPU a turn of 4 statements, median of 6 rounds:`);
console.log(`  full ${median(cpu.full).toFixed(3)} ms, lean ${median(cpu.lean).toFixed(3)} ms`);
await pg.close();
