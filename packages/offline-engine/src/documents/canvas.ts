import type { CanvasBlock } from '@uc/startup-model';
import { figurePairs } from './figures';
import { capital } from './grammar';
import { assumptionLine, phrases } from './phrases';
import type { DocView, Section } from './types';

export const CANVAS_BLOCKS: [CanvasBlock, string][] = [
  ['key_partners', 'Key Partners'],
  ['key_activities', 'Key Activities'],
  ['key_resources', 'Key Resources'],
  ['value_propositions', 'Value Propositions'],
  ['customer_relationships', 'Customer Relationships'],
  ['channels', 'Channels'],
  ['customer_segments', 'Customer Segments'],
  ['cost_structure', 'Cost Structure'],
  ['revenue_streams', 'Revenue Streams'],
];
export const KEY_FIGURES_HEADING = 'Key figures';

/**
 * The nine blocks from the archetype (a hardware company's costs include manufacturing, a
 * marketplace names both sides and both revenue lines), made specific with the model's figures.
 */
export function canvasSections(v: DocView): Section[] {
  const p = phrases(v);
  const y1 = v.base.years[0];
  const y3 = v.base.years[2];
  const streams = v.arch.revenueStreams;
  const body: Record<CanvasBlock, string> = {
    key_partners: `Who helps ${p.name} deliver ${p.aUnit}.`,
    key_activities: `What ${p.aModel} business must do well.`,
    key_resources: `${p.teamStart} ${p.teamStart === 1 ? 'person' : 'people'} at the start, ${v.figures.headcount_by_year[2]} by year 3.`,
    value_propositions: `${p.Idea}.`,
    customer_relationships: `How ${p.customers} are won and kept.`,
    channels: `How ${p.name} reaches ${p.who}.`,
    customer_segments: p.sides ? `${capital(p.sides.supply)} (supply) and ${p.sides.demand} (demand): ${p.who}.` : `${p.Who}${p.where}.`,
    cost_structure: `Year 1 costs: ${v.money(y1.cogs)} cost of revenue and ${v.money(y1.opex)} operating costs.`,
    revenue_streams: `${capital(p.mechanics)}. Year 3: ${v.money(y3.revenue)}.`,
  };
  const extra: Partial<Record<CanvasBlock, string[]>> = {
    cost_structure: v.arch.costStructure.map(capital),
    revenue_streams: streams.map((st) => `${st.label}: ${v.money(y3.revenue_by_stream[st.key] ?? 0)} in year 3`).concat(p.revenueAssumptions.slice(0, 2).map((a) => assumptionLine(v, a))),
    customer_segments: p.sides ? [`Supply side: ${p.sides.supply}`, `Demand side: ${p.sides.demand}`] : [],
  };
  const blocks = CANVAS_BLOCKS.map(([key, heading]) => ({ heading, body: body[key], bullets: [...(extra[key] ?? []), ...v.arch.canvas[key]].slice(0, 5).map(capital) }));
  return [...blocks, { heading: KEY_FIGURES_HEADING, body: '', bullets: [], figures: figurePairs(v) }];
}
