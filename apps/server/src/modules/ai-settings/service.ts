import type { AiConnection, AiConnectionInput, AiEngine, AiProvider, AiSettings, AiSettingsUpdate } from '@uc/contract';
import { createOfflineProvider } from '../../providers/llm/offline';
import { eq, sql } from 'drizzle-orm';
import type { Config, LlmConfig } from '../../config';
import type { Database } from '../../db/client';
import { aiConnections, aiSettings, type AiConnectionRow } from '../../db/schema';
import { createLlmProvider, type LlmProvider } from '../../providers/llm';
import type { LocalModelManager } from '../../providers/llm/local/types';
import { createSwitchableProvider, withoutStructuredOutput, type SwitchableProvider } from '../../providers/llm/switchable';
import type { CredentialCipher } from '../integrations/crypto';
import { NO_CHANNEL, type AiSettingsChannel } from './channel';

type Db = Database['db'];
type Log = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export type AiSettingsDeps = {
  db: Db;
  config: Pick<Config, 'llm'>;
  cipher: CredentialCipher;
  channel?: AiSettingsChannel;
  localModel?: LocalModelManager;
  /** Builds the local engine once its model is ready (part A of issue 37); absent: `local` answers offline. */
  localProvider?: () => Promise<LlmProvider>;
  log: Log;
};

export type Stored = { engine: AiEngine; updatedAt: Date | null; connections: AiConnectionRow[] };

export async function loadStored(db: Db): Promise<Stored> {
  const [settings] = await db.select().from(aiSettings).limit(1);
  const connections = await db.select().from(aiConnections).orderBy(aiConnections.provider);
  return { engine: settings?.engine ?? 'offline', updatedAt: settings?.updatedAt ?? null, connections };
}

/** The LlmConfig of a stored connection, key decrypted (only ever handed to the provider). */
export function connectionConfig(row: Pick<AiConnectionRow, 'provider' | 'baseUrl' | 'model' | 'apiKey' | 'tools'>, cipher: CredentialCipher): LlmConfig & { provider: AiProvider } {
  return { provider: row.provider, baseUrl: row.baseUrl ?? undefined, model: row.model ?? undefined, apiKey: row.apiKey ? cipher.decrypt(row.apiKey) : undefined, tools: row.tools };
}

/** What is missing before this connection can answer, in plain words; null when complete. */
export function missingForConnection(c: { provider: AiProvider; baseUrl?: string | null; model?: string | null; hasKey: boolean }): string | null {
  if (c.provider === 'openai-compatible' && (!c.baseUrl || !c.model)) return 'An OpenAI-compatible connection needs a base URL and a model.';
  if (c.provider !== 'openai-compatible' && !c.hasKey) return `The ${c.provider === 'openai' ? 'OpenAI' : 'Anthropic'} connection needs an API key.`;
  return null;
}

export async function saveSettings(deps: Pick<AiSettingsDeps, 'db' | 'cipher'>, body: AiSettingsUpdate, userId: string): Promise<void> {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    if (body.connection) await upsertConnection(tx as unknown as Db, deps.cipher, body.connection, userId, now);
    await tx.insert(aiSettings).values({ id: 1, engine: body.engine, updatedAt: now, updatedBy: userId }).onConflictDoUpdate({ target: aiSettings.id, set: { engine: body.engine, updatedAt: now, updatedBy: userId } });
  });
}

async function upsertConnection(db: Db, cipher: CredentialCipher, c: AiConnectionInput, userId: string, now: Date) {
  const set: Partial<typeof aiConnections.$inferInsert> = { updatedAt: now, updatedBy: userId };
  if (c.base_url !== undefined) set.baseUrl = c.base_url;
  if (c.model !== undefined) set.model = c.model;
  if (c.api_key !== undefined) set.apiKey = c.api_key === null ? null : cipher.encrypt(c.api_key);
  else if (c.base_url !== undefined) {
    // A new address without a new key: the saved key is dropped rather than sent to that address.
    const [stored] = await db.select({ baseUrl: aiConnections.baseUrl }).from(aiConnections).where(eq(aiConnections.provider, c.provider));
    if (stored && stored.baseUrl !== c.base_url) set.apiKey = null;
  }
  if (c.tools !== undefined) set.tools = c.tools;
  if (c.structured_output !== undefined) set.structuredOutput = c.structured_output;
  await db.insert(aiConnections).values({ provider: c.provider, ...set }).onConflictDoUpdate({ target: aiConnections.provider, set: { ...set, provider: sql`excluded.provider` } });
}

export const connectionView = (row: AiConnectionRow): AiConnection => ({
  provider: row.provider,
  base_url: row.baseUrl,
  model: row.model,
  has_api_key: Boolean(row.apiKey),
  tools: row.tools,
  structured_output: row.structuredOutput,
  updated_at: row.updatedAt.toISOString(),
});

type Answering = { engine: AiEngine; source: AiSettings['source']; note: string | null };

/**
 * The AI engine of this instance: built from the environment when LLM_PROVIDER is set (it wins),
 * else from the screen's saved choice, else the offline engine; rebuilt on every save here and,
 * through the channel, on every other instance.
 */
export class AiRuntime {
  readonly provider: SwitchableProvider;
  private answering: Answering;
  private reloading: Promise<void> = Promise.resolve();

  private constructor(
    private readonly deps: AiSettingsDeps,
    private readonly fallback: LlmProvider,
  ) {
    this.provider = createSwitchableProvider(fallback);
    this.answering = { engine: fallback.kind as AiEngine, source: 'default', note: null };
  }

  /** `initial`: the engine from the environment (or a test's stand-in); it answers until the screen says otherwise. */
  static async start(deps: AiSettingsDeps, initial?: LlmProvider): Promise<AiRuntime> {
    const fallback = initial ?? (await createLlmProvider(deps.config));
    const runtime = new AiRuntime(deps, fallback);
    if (deps.config.llm.provider) {
      runtime.answering = { engine: deps.config.llm.provider, source: 'environment', note: null };
      return runtime;
    }
    await runtime.reload();
    await (deps.channel ?? NO_CHANNEL).subscribe(() => void runtime.reload());
    // The local model becoming ready (or removed) changes what `local` answers with.
    deps.localModel?.subscribe((s) => {
      if ((s.state === 'ready' || s.state === 'absent') && runtime.answering.source === 'screen') void runtime.reload();
    });
    return runtime;
  }

  get status(): Answering & { model: string } {
    return { ...this.answering, model: this.provider.model };
  }

  /** Saves, switches this instance, then tells the others. */
  async save(body: AiSettingsUpdate, userId: string): Promise<void> {
    await saveSettings(this.deps, body, userId);
    if (this.deps.config.llm.provider) return; // the environment wins: nothing to switch
    await this.reload();
    (this.deps.channel ?? NO_CHANNEL).publish();
  }

  /** Reloads are serialized so that the last save wins even when two arrive together. */
  reload(): Promise<void> {
    this.reloading = this.reloading.then(() => this.rebuild()).catch((err: unknown) => this.deps.log.error({ err }, 'AI settings: could not switch engines (the previous one keeps answering)'));
    return this.reloading;
  }

  private async rebuild(): Promise<void> {
    const stored = await loadStored(this.deps.db);
    const { engine } = stored;
    if (engine === 'offline' && !stored.updatedAt) return this.use(this.fallback, { engine: this.fallback.kind as AiEngine, source: 'default', note: null });
    if (engine === 'offline') return this.use(createOfflineProvider(), { engine: 'offline', source: 'screen', note: null });
    if (engine === 'local') {
      const local = this.deps.localModel?.status();
      if (!this.deps.localModel || !this.deps.localProvider) return this.offline('The local engine is not available on this server yet: the offline engine answers.');
      if (local?.state !== 'ready') return this.offline(`The local model is ${local?.state ?? 'absent'}: the offline engine answers until it is downloaded.`);
      return this.use(await this.deps.localProvider(), { engine: 'local', source: 'screen', note: null });
    }
    const row = stored.connections.find((c) => c.provider === engine);
    const missing = missingForConnection({ provider: engine, baseUrl: row?.baseUrl, model: row?.model, hasKey: Boolean(row?.apiKey) });
    if (!row || missing) return this.offline(`${missing ?? 'No connection is saved for this engine.'} The offline engine answers.`);
    const built = await createLlmProvider({ llm: connectionConfig(row, this.deps.cipher) });
    this.use(row.structuredOutput ? built : withoutStructuredOutput(built), { engine, source: 'screen', note: null });
  }

  private offline(note: string) {
    this.use(createOfflineProvider(), { engine: 'offline', source: 'screen', note });
  }

  private use(next: LlmProvider, answering: Answering) {
    this.provider.use(next);
    this.answering = answering;
    this.deps.log.info({ engine: answering.engine, model: next.model, source: answering.source }, 'AI settings: engine in use');
  }
}

export async function settingsView(runtime: AiRuntime, deps: Pick<AiSettingsDeps, 'db' | 'localModel'>): Promise<AiSettings> {
  const stored = await loadStored(deps.db);
  const status = runtime.status;
  return {
    engine: status.engine,
    model: status.model,
    source: status.source,
    chosen_engine: stored.engine,
    note: status.source === 'environment' ? 'LLM_PROVIDER is set in the environment: it wins over this screen until it is removed and the server restarted.' : status.note,
    connections: stored.connections.map(connectionView),
    local_model: deps.localModel ? deps.localModel.status() : null,
    updated_at: stored.updatedAt?.toISOString() ?? null,
  };
}
