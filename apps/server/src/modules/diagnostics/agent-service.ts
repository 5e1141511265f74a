import type { ServiceCheck } from '@uc/contract';
import type { AgentServiceConfig, ThirdPartyService } from '../../config';
import { timed } from './timing';

export const THIRD_PARTY_TIMEOUT_MS = 5_000;

const SERVICE = 'agent service';
type Json = Record<string, unknown>;

async function request(url: string, init: { method?: string; key?: string; body?: unknown; signal: AbortSignal }) {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { accept: 'application/json', ...(init.key ? { authorization: `Bearer ${init.key}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
    signal: init.signal,
  });
  const text = await res.text();
  let json: Json | null = null;
  try {
    json = text ? (JSON.parse(text) as Json) : null;
  } catch {
    json = null;
  }
  return { status: res.status, ok: res.ok, json, text: text.slice(0, 300) };
}

const skipped = (name: string, variable: string): ServiceCheck => ({ name, status: 'skipped', message: `${name}: not configured (set ${variable})`, details: null });

/** The agent service's own /health: healthy, not responding (an error status), or unreachable. */
async function serviceHealth(cfg: AgentServiceConfig): Promise<ServiceCheck> {
  const name = 'Agent service health';
  if (!cfg.url) return skipped(name, 'AGENT_SERVICE_URL');
  const url = `${cfg.url}/health`;
  const t = await timed(cfg.timeoutMs, (signal) => request(url, { key: cfg.key, signal }));
  if (!t.outcome.ok) return { name, status: 'error', message: `Failed to connect to the ${SERVICE}`, details: { url, error: t.outcome.error } };
  const r = t.outcome.value;
  if (!r.ok) return { name, status: 'error', message: `The ${SERVICE} is not responding`, details: { url, httpStatus: r.status, body: r.text } };
  return { name, status: 'success', message: `The ${SERVICE} is healthy`, details: { url, httpStatus: r.status, duration: t.duration, body: r.json } };
}

/** One third-party API the agents rely on: a GET on a cheap authenticated endpoint. */
async function thirdParty(s: ThirdPartyService): Promise<ServiceCheck> {
  const name = `${s.name} API`;
  if (!s.key) return skipped(name, s.keyVariable);
  const url = `${s.baseUrl.replace(/\/$/, '')}${s.healthPath}`;
  const t = await timed(THIRD_PARTY_TIMEOUT_MS, (signal) => request(url, { key: s.key, signal }));
  if (!t.outcome.ok) return { name, status: 'error', message: 'API test failed', details: { url, error: t.outcome.error } };
  const r = t.outcome.value;
  if (!r.ok) return { name, status: 'error', message: `${s.name} API connection failed`, details: { url, httpStatus: r.status, body: r.text } };
  return { name, status: 'success', message: `${s.name} API is accessible`, details: { url, httpStatus: r.status, duration: t.duration } };
}

/** Starts an agent on the service (POST /api/agent/run) and reads its status back. */
async function initialiseAgent(cfg: AgentServiceConfig): Promise<ServiceCheck> {
  const name = 'Agent initialization';
  if (!cfg.url) return skipped(name, 'AGENT_SERVICE_URL');
  const body = { task: 'Health check: confirm you can start and report your status.', context: { app: 'Ultimate Co-founder', purpose: 'diagnostics' } };
  const t = await timed(cfg.timeoutMs, async (signal) => {
    const run = await request(`${cfg.url}/api/agent/run`, { method: 'POST', key: cfg.key, body, signal });
    const id = run.ok && run.json && typeof run.json.id === 'string' ? run.json.id : null;
    const status = id ? await request(`${cfg.url}/api/agent/${encodeURIComponent(id)}/status`, { key: cfg.key, signal }) : null;
    return { run, id, status };
  });
  if (!t.outcome.ok) return { name, status: 'error', message: 'Failed to initialize agent', details: { error: t.outcome.error } };
  const { run, id, status } = t.outcome.value;
  if (!id) return { name, status: 'error', message: 'Failed to initialize agent', details: { httpStatus: run.status, body: run.text } };
  return { name, status: 'success', message: `Agent initialized with ID: ${id}`, details: { id, status: status?.json ?? null, statusHttp: status?.status ?? null } };
}

/** How many of the four services answered; skipped when none is configured. */
function integrationStatus(cfg: AgentServiceConfig, results: ServiceCheck[]): ServiceCheck {
  const name = 'Integration status';
  const configured = cfg.services.filter((s) => s.key);
  if (!configured.length) return skipped(name, cfg.services.map((s) => s.keyVariable).join(', '));
  const active = results.filter((r) => r.status === 'success').length;
  const services = Object.fromEntries(
    cfg.services.map((s, i) => [s.id, { enabled: Boolean(s.key), status: results[i].status === 'success' ? 'active' : 'inactive' }]),
  );
  if (!active) return { name, status: 'error', message: 'Failed to check integration status', details: { services } };
  return { name, status: 'success', message: `${active}/4 integrations active`, details: { services } };
}

/** The seven checks of the agent-service test page, over the service and its four integrations. */
export async function checkAgentService(cfg: AgentServiceConfig): Promise<{ configured: boolean; checks: ServiceCheck[] }> {
  const [health, ...services] = await Promise.all([serviceHealth(cfg), ...cfg.services.map(thirdParty)]);
  const agent = await initialiseAgent(cfg);
  return { configured: Boolean(cfg.url), checks: [health, ...services, agent, integrationStatus(cfg, services)] };
}
