#!/usr/bin/env -S npx tsx
/**
 * Issue 26: how alike the offline App Builder's projects are. For every browser template, the
 * highest share of one project's code lines found in another's (see packages/offline-engine
 * src/apps/measure.ts), over the app's own files (spec, view, style, formula) and over the whole
 * project (with the template's scaffold: index.html, entry, renderer, config).
 *  - the eight archetype prompts (one per archetype): the issue's target is at most 40 % over the whole project;
 *    also with one founder's profile, whose palette every app then shares;
 *  - the issue's ten founder prompts: pairs of different archetypes, and every pair (two calculators
 *    share their archetype's code by design: only the spec differs).
 *  - issue 39: prompts whose fields all appear (the 62-prompt development table and the 20 held-out
 *    prompts), and the similarity of the development table's projects (app spec and code the prompt shaped).
 * Run: cd apps/server && npx tsx ../../scripts/measure-apps.ts   (prints a table and JSON; exit 1 when the target is missed)
 */
import { BROWSER_TEMPLATES } from '@uc/contract';
import { APP_OWN_FILES, offlineProject, worstShare } from '@uc/offline-engine';
import { FORMULA_JS } from '../packages/offline-engine/src/apps/runtime';
import { DEV_PROMPTS } from '../packages/offline-engine/src/apps/fixtures/dev-prompts.fixture';
import { HELD_OUT_PROMPTS } from '../packages/offline-engine/src/apps/fixtures/held-out-prompts.fixture';
import { promptCoverage, type Evaluate } from '../packages/offline-engine/src/apps/prompt-check';
import { ARCHETYPE_PROMPTS, FOUNDER_PROFILE, ISSUE_PROMPTS } from '../apps/server/src/modules/projects/archetype-prompts.fixture';

const pct = (n: number) => Math.round(n * 1000) / 10;
const rows = BROWSER_TEMPLATES.map((template) => {
  const eight = Object.values(ARCHETYPE_PROMPTS).map((p) => offlineProject(p, template));
  const ten = ISSUE_PROMPTS.map((p) => offlineProject(p, template));
  const sameKind = (i: number, j: number) => ten[i].spec.archetype === ten[j].spec.archetype;
  const whole = worstShare(eight.map((p) => p.files));
  const founder = worstShare(Object.values(ARCHETYPE_PROMPTS).map((p) => offlineProject(p, template, FOUNDER_PROFILE).files));
  const tenWhole = worstShare(ten.map((p) => p.files), undefined, sameKind);
  return {
    template,
    eightOwn: pct(worstShare(eight.map((p) => p.files), APP_OWN_FILES).share),
    eightWhole: pct(whole.share),
    eightWorstPair: whole.pair.map((i) => eight[i].spec.archetype).join(' in '),
    eightWholeWithProfile: pct(founder.share),
    tenOwnAcrossKinds: pct(worstShare(ten.map((p) => p.files), APP_OWN_FILES, sameKind).share),
    tenWholeAcrossKinds: pct(tenWhole.share),
    tenWorstPair: tenWhole.pair.map((i) => `"${ISSUE_PROMPTS[i]}"`).join(' in '),
    tenWholeAnyPair: pct(worstShare(ten.map((p) => p.files)).share),
  };
});
console.log('template     | 8 archetypes: own / whole (worst pair) | with a profile: whole | 10 issue prompts, different archetypes: own / whole | any pair: whole');
for (const r of rows) console.log(`${r.template.padEnd(12)} | ${String(r.eightOwn).padStart(3)}% / ${String(r.eightWhole).padStart(3)}% (${r.eightWorstPair}) | ${r.eightWholeWithProfile}% | ${String(r.tenOwnAcrossKinds).padStart(3)}% / ${String(r.tenWholeAcrossKinds).padStart(3)}% (${r.tenWorstPair}) | ${r.tenWholeAnyPair}%`);
console.log(JSON.stringify({ archetypes: ISSUE_PROMPTS.map((p) => offlineProject(p, 'react-app').spec.archetype), rows }));
process.exitCode = rows.every((r) => r.eightWhole <= 40 && r.eightWholeWithProfile <= 40) ? 0 : 1;

// Issue 39: the app's own evaluator decides the calculations.
const { evaluate } = (await import(`data:text/javascript,${encodeURIComponent(FORMULA_JS)}`)) as { evaluate: Evaluate };
for (const [name, table] of [['development', DEV_PROMPTS], ['held-out', HELD_OUT_PROMPTS]] as const) {
  const c = promptCoverage(table, evaluate);
  console.log(`prompts whose fields all appear (${name}): ${c.passed}/${c.total}`);
  for (const f of c.failures) console.log(`  - "${f.prompt}": ${f.missing.join('; ')}`);
}
const dev = DEV_PROMPTS.map((c) => offlineProject(c.prompt, 'react-app'));
const own = worstShare(dev.map((p) => p.files), APP_OWN_FILES, (i, j) => dev[i].spec.archetype === dev[j].spec.archetype);
const ownAny = worstShare(dev.map((p) => p.files), /app-spec\.json$/);
console.log(`similarity, ${dev.length} development prompts (react-app): own files across archetypes ${pct(own.share)}% ("${DEV_PROMPTS[own.pair[0]].prompt}" in "${DEV_PROMPTS[own.pair[1]].prompt}"); app-spec.json, any pair ${pct(ownAny.share)}% ("${DEV_PROMPTS[ownAny.pair[0]].prompt}" in "${DEV_PROMPTS[ownAny.pair[1]].prompt}")`);
