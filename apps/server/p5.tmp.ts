import { CONSUMER_DEV } from '../../packages/startup-model/src/fixtures/consumer-dev';
import { CONSUMER_HELD_OUT } from '../../packages/startup-model/src/fixtures/consumer-held-out';
import { classifyStartup } from '../../packages/startup-model/src/classify';
for (const c of [...CONSUMER_DEV, ...CONSUMER_HELD_OUT]) {
  const k = classifyStartup({ idea: c.idea, country: c.country });
  if (k.archetype !== 'consumer_subscription') console.log(k.archetype, k.confidence, '|', c.idea, '\n   ', k.reasons.join(' ; '));
}
