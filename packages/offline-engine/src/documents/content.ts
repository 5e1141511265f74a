import { canvasSections } from './canvas';
import { deckSections } from './deck';
import { planSections } from './plan';
import { brandStrategy, competitiveAnalysis, financialProjections, marketAnalysis, marketingPlan } from './reports-market';
import { operationsPlan, processDocumentation, productRoadmap, teamStructure, technicalSpecs, userStories } from './reports-ops';
import type { DocumentContent, DocView, Section } from './types';

/** The spreadsheet's own content is its sheets (rendered from the model); this is its summary for the chat. */
function financialModelSummary(v: DocView): Section[] {
  return [
    {
      heading: 'Workbook',
      body: `Seven sheets computed from your assumptions: Assumptions, Revenue build, P&L, Cash flow, Unit economics, Scenarios and Market sizing, plus the Key figures every document quotes.`,
      bullets: [`${v.model.assumptions.length} assumptions, ${v.model.assumptions.filter((a) => a.provenance === 'founder').length} of them the founder's own`, `Revenue mechanics: ${v.arch.mechanics}`],
    },
  ];
}

const WRITERS = {
  pitch_deck: deckSections,
  business_plan: planSections,
  business_model_canvas: canvasSections,
  financial_model: financialModelSummary,
  market_analysis: marketAnalysis,
  competitive_analysis: competitiveAnalysis,
  financial_projections: financialProjections,
  marketing_plan: marketingPlan,
  brand_strategy: brandStrategy,
  product_roadmap: productRoadmap,
  user_stories: userStories,
  technical_specs: technicalSpecs,
  operations_plan: operationsPlan,
  team_structure: teamStructure,
  process_documentation: processDocumentation,
} satisfies Record<string, (v: DocView) => Section[]>;

/** The kinds of document (the contract's DocumentType values; the server's calls check they match). */
export type DocumentKind = keyof typeof WRITERS;
export const DOCUMENT_KINDS = Object.keys(WRITERS) as DocumentKind[];

/** The offline content of one document: its structure and prose from the model and its archetype. `label` is the kind's display name. */
export function documentContent(kind: DocumentKind, v: DocView, label: string): DocumentContent {
  return { title: `${v.profile.company} — ${label}`, subtitle: v.profile.idea, sections: WRITERS[kind](v) };
}

/** The markdown the chat shows inline. */
export function toMarkdown(content: DocumentContent): string {
  const parts = [`# ${content.title}`, '', `_${content.subtitle}_`, ''];
  const table = (head: string[], rows: string[][]) => {
    parts.push(`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`);
    for (const row of rows) parts.push(`| ${row.join(' | ')} |`);
    parts.push('');
  };
  for (const sec of content.sections) {
    parts.push(`## ${sec.heading}`, '');
    if (sec.body) parts.push(sec.body, '');
    for (const b of sec.bullets) parts.push(`- ${b}`);
    if (sec.bullets.length) parts.push('');
    if (sec.table) table(sec.table.head, sec.table.rows);
    if (sec.figures) table(['Figure', 'Value'], sec.figures);
  }
  return parts.join('\n');
}

/** All the text of a document's content, for measurement (sentences of bodies, bullets and table cells). */
export const contentText = (c: DocumentContent) =>
  c.sections.flatMap((s) => [s.body, ...s.bullets, ...(s.table?.rows.map((r) => r.join(' ')) ?? []), ...(s.figures?.map((f) => f.join(' ')) ?? [])]).join('\n');
