import { readFigures } from './src/figures';
import { buildStartupModel } from './src/model';
for (const [t, c] of [
  ['We have twelve paying clinics at $99 a month.', 'US'], ['We are a team of three engineers.', 'US'], ['Five clinics pay us £200 a month each.', 'GB'],
  ['We have 40 paying clinics and raised $200k; SaaS at $99 a month.', 'US'], ['Rota app for care homes at £4 per bed per month; homes average forty beds.', 'GB'],
] as [string,string][]) {
  const m = buildStartupModel({ idea: t, country: c });
  console.log(t, JSON.stringify(readFigures(t, c).map(f => [f.kind, f.value, f.per_account?.count])), m.assumptions.filter(a=>a.provenance==='founder').map(a=>`${a.key}=${a.value}`).join(' '));
}
