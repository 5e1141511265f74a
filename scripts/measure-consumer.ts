#!/usr/bin/env -S npx tsx
/**
 * Individuals who pay a recurring fee: does the model charge them what their channel costs? An app sold through
 * Apple's and Google's stores pays the store's share; a subscription billed on the web or a membership used in person
 * does not (card fees instead), and one used in person costs the space, staff or goods each member uses (asked).
 * Tables: CONSUMER_DEV (fixtures/consumer-dev.ts, my own sentences) and CONSUMER_HELD_OUT (consumer-held-out.ts,
 * written by someone who had not read this code; only measured).
 * Run: cd apps/server && npx tsx ../../scripts/measure-consumer.ts   (exit 1 when a held-out row is wrong)
 */
import { CONSUMER_DEV } from '../packages/startup-model/src/fixtures/consumer-dev';
import { CONSUMER_HELD_OUT, type ConsumerCase } from '../packages/startup-model/src/fixtures/consumer-held-out';
import { buildStartupModel } from '../packages/startup-model/src/model';

const APP_STORE_SHARE = /Apple and Google keep/;

const judge = (c: ConsumerCase) => {
  const m = buildStartupModel({ idea: c.idea, country: c.country }, { archetype: 'consumer_subscription' });
  const get = (key: string) => m.assumptions.find((a) => a.key === key);
  const storeShare = APP_STORE_SHARE.test(get('store_fee_pct')?.basis ?? '');
  const memberCost = (get('member_cost_pct')?.value ?? 0) > 0;
  const freemium = /freemium apps/.test(get('conversion_pct')?.basis ?? '');
  const ok = c.kind === 'app_store' ? storeShare && !memberCost
    : c.kind === 'web' ? !storeShare && !memberCost
      : !storeShare && memberCost && !freemium;
  const classified = buildStartupModel({ idea: c.idea, country: c.country }).archetype;
  return { label: c.label, kind: c.kind, ok, storeShare, memberCost, freemium, classified };
};

const table = (name: string, rows: ConsumerCase[]) => {
  const out = rows.map(judge);
  console.log(`\n${name}: ${out.filter((r) => r.ok).length}/${out.length} charged for their channel`);
  for (const kind of ['app_store', 'web', 'in_person'] as const) {
    const k = out.filter((r) => r.kind === kind);
    console.log(`  ${kind.padEnd(10)} ${k.filter((r) => r.ok).length}/${k.length}`);
  }
  const consumers = out.filter((r) => r.classified === 'consumer_subscription').length;
  console.log(`  classified consumer_subscription: ${consumers}/${out.length}`);
  for (const r of out.filter((x) => !x.ok)) {
    console.log(`  MISS ${r.kind.padEnd(10)} ${r.label} (store share ${r.storeShare}, member cost ${r.memberCost})`);
  }
  return out;
};

table('development', CONSUMER_DEV);
const held = table('held-out', CONSUMER_HELD_OUT);
process.exit(held.every((r) => r.ok) ? 0 : 1);
