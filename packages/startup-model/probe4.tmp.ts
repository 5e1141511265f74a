import { buildStartupModel, setAssumption } from './src/model';
import { agreeWithModel } from './src/restate';
const cases: [string, string, string, number][] = [
  ['Helpdesk software for support teams, €25 per agent per month; teams average 8 agents.', 'FR', 'price_per_capacity', 3000],
  ['Helpdesk software for support teams, €25 per agent per month; teams average 8 agents.', 'FR', 'capacity_per_account', 12],
  ['Lizenz: 49 € pro Nutzer und Monat für Kanzleien.', 'DE', 'price_per_capacity', 5900],
  ['Marketplace for tutors; average lesson £30 and we keep 15% commission.', 'GB', 'avg_order_value', 3500],
  ['Smart lock at $199 plus $4.99/mo for the app.', 'US', 'unit_price', 24900],
  ['Smart kettles for offices: each kettle for €80 plus €5 a month.', 'DE', 'unit_price', 9000],
];
for (const [idea, country, key, v] of cases) {
  const m = buildStartupModel({ idea, country });
  console.log(idea, '\n  →', agreeWithModel(idea, setAssumption(m, key, v)));
}
