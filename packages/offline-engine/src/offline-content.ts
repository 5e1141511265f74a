/**
 * Shared pieces of the offline engine's writing (the label, topics, the profile read) and the
 * fallback document draft. The advisor's answers are in ./advisor; it never claims to be a live model.
 */
type Profile = Record<string, unknown> | null | undefined;

export const OFFLINE_NOTE =
  '_Offline mode: this answer comes from the built-in engine (structured templates, no language model). Connect a model with LLM_PROVIDER for answers written for you._';

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The message without markdown control characters, cut to one line, for headings and tables. */
export function topicOf(message: string, max = 90): string {
  const flat = message.replace(/[#*_`|<>[\]]/g, '').replace(/\s+/g, ' ').trim();
  const first = flat.split(/(?<=[.?!])\s/)[0] ?? flat;
  return first.length > max ? `${first.slice(0, max - 1).trimEnd()}…` : first || 'your startup';
}

export function describeProfile(profile: Profile) {
  const p = profile ?? {};
  return {
    name: str(p.startup_name) ?? 'your startup',
    idea: str(p.idea),
    stage: str(p.stage),
    industry: str(p.industry),
    customers: str(p.target_customers),
    model: str(p.business_model),
    team: typeof p.team_size === 'number' ? p.team_size : undefined,
  };
}

function contextLines(profile: Profile): string[] {
  const d = describeProfile(profile);
  const facts = [
    d.idea && `**Idea:** ${d.idea}`,
    d.stage && `**Stage:** ${d.stage}`,
    d.industry && `**Industry:** ${d.industry}`,
    d.customers && `**Customers:** ${d.customers}`,
    d.model && `**Business model:** ${d.model}`,
    d.team !== undefined && `**Team size:** ${d.team}`,
  ].filter(Boolean) as string[];
  if (facts.length === 0) return ['- No startup profile yet: add your idea, stage and customers so every answer fits your situation.'];
  return facts.map((f) => `- ${f}`);
}

const DOC_SECTIONS: Record<string, string[]> = {
  business_plan: ['Executive summary', 'Problem', 'Solution', 'Market', 'Business model', 'Go-to-market', 'Operations', 'Financial plan', 'Risks'],
  pitch_deck: ['Title', 'Problem', 'Solution', 'Why now', 'Market size', 'Product', 'Business model', 'Traction', 'Competition', 'Team', 'The ask'],
  financial_model: ['Assumptions', 'Revenue drivers', 'Costs', 'Unit economics', 'Runway'],
};

export function documentDraft(documentType: string, idea: string, profile: Profile): string {
  const d = describeProfile(profile);
  const title = documentType.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  const sections = DOC_SECTIONS[documentType] ?? ['Overview', 'Goals', 'Plan', 'Risks', 'Next steps'];
  const lines = [`# ${title}: ${d.name}`, '', `> ${topicOf(idea, 200)}`, '', '## Context', ...contextLines(profile), ''];
  for (const s of sections) lines.push(`## ${s}`, `- Fill in ${s.toLowerCase()} for ${d.name} with evidence from customer conversations.`, '');
  lines.push(OFFLINE_NOTE);
  return lines.join('\n');
}
