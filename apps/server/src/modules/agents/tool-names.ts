import type { ResearchConfig } from './research';

/** The agents' tools (tools.ts: each one's input and what it does), in the order the catalogue lists them. */
export const TOOL_NAMES = [
  'search_data_room', 'read_document', 'get_share_engagement', 'get_startup_model', 'propose_assumption_change',
  'offer_document', 'offer_app', 'web_search', 'read_web_page',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/**
 * The tools the agents have on this server (the catalogue lists these): none on the offline engine
 * or with LLM_TOOLS=off; the web tools only with their keys. The same names agentTools offers.
 */
export function agentToolNames(llm: { kind: string; tools?: boolean }, research: ResearchConfig): string[] {
  if (llm.kind === 'offline' || llm.tools === false) return [];
  return TOOL_NAMES.filter((name) => (name !== 'web_search' || research.tavily) && (name !== 'read_web_page' || research.firecrawl));
}

/** Said with an empty tool list: why the agents answer without tools on this engine. */
export function agentToolsNote(llm: { kind: string; tools?: boolean }): string | undefined {
  if (llm.kind === 'offline') return 'The offline engine has no tools: the agents answer from your startup model and profile.';
  if (llm.kind === 'local' && llm.tools === false) {
    return 'Tools are unavailable on this engine: the local model has no tool calling in its chat format (or it is switched off), so the agents answer without looking anything up.';
  }
  if (llm.tools === false) return 'Tool calling is switched off for this model: the agents answer without looking anything up.';
  return undefined;
}

/** The research services configured for the agents (keys from TAVILY_API_KEY / FIRECRAWL_API_KEY). */
export function researchConfig(services: { id: string; key?: string; baseUrl: string }[]): ResearchConfig {
  const svc = (id: string) => services.find((s) => s.id === id && s.key);
  const tavily = svc('web_search');
  const firecrawl = svc('web_scraping');
  return { ...(tavily ? { tavily: { apiKey: tavily.key!, baseUrl: tavily.baseUrl } } : {}), ...(firecrawl ? { firecrawl: { apiKey: firecrawl.key!, baseUrl: firecrawl.baseUrl } } : {}) };
}
