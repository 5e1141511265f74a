import type { AiConnection, AiEngine, AiProvider, AiSettings, AiTestResult, LocalModelStatus } from '@uc/contract';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useAiModels, useAiSettings, useLocalModelAction, useSaveAiSettings, useTestAiConnection } from '../api/ai-settings';

/** What each engine gives, without promising more (the same words as the docs). */
export const ENGINES: Record<AiEngine, { label: string; gives: string }> = {
  offline: { label: 'Built-in offline engine', gives: 'Template answers built from your startup profile. No model, no key, nothing leaves the server; it does not answer open questions.' },
  local: { label: 'Local model', gives: 'A language model downloaded once and run on this server. No key; answers as fast as this machine’s CPU allows.' },
  openai: { label: 'OpenAI', gives: 'OpenAI’s hosted models with your API key; prompts are sent to OpenAI.' },
  anthropic: { label: 'Anthropic', gives: 'Anthropic’s hosted Claude models with your API key; prompts are sent to Anthropic.' },
  'openai-compatible': { label: 'OpenAI-compatible server', gives: 'Any server speaking the Chat Completions API: Ollama, LM Studio, vLLM, Groq… Tools and structured output only if that model supports them.' },
};
const SOURCE: Record<AiSettings['source'], string> = { environment: 'set by LLM_PROVIDER in the environment', screen: 'chosen on this screen', default: 'the default: nothing chosen yet' };
const PROVIDERS: AiProvider[] = ['openai', 'anthropic', 'openai-compatible'];
const isProvider = (e: AiEngine): e is AiProvider => (PROVIDERS as string[]).includes(e);

const mb = (n: number) => `${(n / 1e6).toFixed(n < 1e8 ? 1 : 0)} MB`;
const gb = (n: number) => `${(n / 1e9).toFixed(1)} GB`;
const eta = (s: number) => (s < 60 ? `${Math.ceil(s)} s` : `${Math.ceil(s / 60)} min`);

export function AiSettingsPanel() {
  const settings = useAiSettings();
  if (settings.isPending) return <Spinner label="Loading the AI settings" />;
  if (settings.isError) return <LoadError onRetry={() => settings.refetch()}>The AI settings could not be loaded.</LoadError>;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <NowAnswering data={settings.data} />
      <EngineForm data={settings.data} />
      {settings.data.local_model && <LocalModelCard model={settings.data.local_model} />}
    </div>
  );
}

function NowAnswering({ data }: { data: AiSettings }) {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Answering now: {ENGINES[data.engine].label}</CardTitle>
        <CardDescription>
          Model <span className="font-mono text-slate-200">{data.model}</span>, {SOURCE[data.source]}.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <p className="text-sm text-slate-300">{ENGINES[data.engine].gives}</p>
        {data.note && <Alert tone={data.source === 'environment' ? 'info' : 'error'}>{data.note}</Alert>}
      </CardContent>
    </Card>
  );
}

type Draft = { engine: AiEngine; base_url: string; model: string; api_key: string; tools: boolean; structured_output: boolean };
const draftFor = (engine: AiEngine, c?: AiConnection): Draft => ({ engine, base_url: c?.base_url ?? '', model: c?.model ?? '', api_key: '', tools: c?.tools ?? true, structured_output: c?.structured_output ?? true });

function EngineForm({ data }: { data: AiSettings }) {
  const id = useId();
  const connectionOf = (e: AiEngine) => data.connections.find((c) => c.provider === e);
  const [draft, setDraft] = useState<Draft>(() => draftFor(data.chosen_engine, connectionOf(data.chosen_engine)));
  const save = useSaveAiSettings();
  const test = useTestAiConnection();
  const models = useAiModels();
  const [saved, setSaved] = useState(false);
  const stored = connectionOf(draft.engine);
  const provider = isProvider(draft.engine) ? draft.engine : null;

  const connection = () =>
    provider && {
      provider,
      ...(provider === 'openai-compatible' || draft.base_url ? { base_url: draft.base_url || null } : {}),
      model: draft.model || null,
      ...(draft.api_key ? { api_key: draft.api_key } : {}),
      tools: draft.tools,
      structured_output: draft.structured_output,
    };
  const change = (patch: Partial<Draft>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const c = connection();
    save.mutate({ engine: draft.engine, ...(c ? { connection: c } : {}) }, {
        onSuccess: () => {
          setDraft((d) => ({ ...d, api_key: '' })); // write-only: the saved key is never shown again
          setSaved(true);
        },
      });
  };
  const saveError = save.error instanceof ApiError ? save.error.detail : save.error ? 'Could not save.' : undefined;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Engine</CardTitle>
        <CardDescription>
          {data.source === 'environment'
            ? `LLM_PROVIDER in the environment wins: ${ENGINES[data.engine].label} answers now. What you save here is`
              + ' kept and takes effect once LLM_PROVIDER is removed and the server restarted.'
            : 'Takes effect on the next answer, on every instance, without a restart.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" onSubmit={onSubmit} aria-label="AI engine">
          <Field id={`${id}-engine`} label="Engine" hint={ENGINES[draft.engine].gives}>
            <NativeSelect id={`${id}-engine`} value={draft.engine} onChange={(e) => setDraft(draftFor(e.target.value as AiEngine, connectionOf(e.target.value as AiEngine)))}>
              {(Object.keys(ENGINES) as AiEngine[]).map((e) => (
                <option key={e} value={e}>
                  {ENGINES[e].label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {provider && (
            <>
              <Field id={`${id}-base`} label={provider === 'openai-compatible' ? 'Base URL' : 'Base URL (optional)'} hint={provider === 'openai-compatible' ? 'e.g. http://ollama:11434/v1' : undefined}>
                <Input id={`${id}-base`} type="url" inputMode="url" value={draft.base_url} maxLength={500} onChange={(e) => change({ base_url: e.target.value })} />
              </Field>
              <Field
                id={`${id}-key`}
                label="API key"
                hint={stored?.has_api_key ? 'A key is saved. Leave empty to keep it (a new base URL drops it); it is never shown again.' : provider === 'openai-compatible' ? 'Only if the server asks for one.' : 'Stored encrypted; never shown again.'}
              >
                <Input id={`${id}-key`} type="password" autoComplete="off" value={draft.api_key} maxLength={500} placeholder={stored?.has_api_key ? '•••••••• saved' : ''} onChange={(e) => change({ api_key: e.target.value })} />
              </Field>
              <Field id={`${id}-model`} label="Model" error={models.error instanceof ApiError ? models.error.detail : undefined} hint={models.data ? `${models.data.models.length} models offered by the provider` : undefined}>
                <div className="flex gap-2">
                  <Input id={`${id}-model`} list={`${id}-models`} value={draft.model} maxLength={200} onChange={(e) => change({ model: e.target.value })} />
                  <Button type="button" variant="secondary" size="md" className="shrink-0 whitespace-nowrap" disabled={models.isPending} onClick={() => models.mutate(connection()!)}>
                    {models.isPending ? 'Loading…' : 'List models'}
                  </Button>
                </div>
                <datalist id={`${id}-models`}>{models.data?.models.map((m) => <option key={m} value={m} />)}</datalist>
              </Field>
              <label className="flex items-center gap-2 text-sm text-slate-200">
                <input type="checkbox" checked={draft.tools} onChange={(e) => change({ tools: e.target.checked })} /> Tool calling (the agents may look up your data and the web)
              </label>
              <label className="flex items-center gap-2 text-sm text-slate-200">
                <input type="checkbox" checked={draft.structured_output} onChange={(e) => change({ structured_output: e.target.checked })} /> Structured output (documents and app projects ask for JSON)
              </label>
            </>
          )}
          {saveError && <Alert tone="error">{saveError}</Alert>}
          {saved && <Alert tone="success">Saved. The next answer uses it.</Alert>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
            {provider && (
              <Button type="button" variant="secondary" disabled={test.isPending} onClick={() => test.mutate(connection()!)}>
                {test.isPending ? 'Testing…' : 'Test'}
              </Button>
            )}
          </div>
          {provider && test.data && <TestResult result={test.data} />}
        </form>
      </CardContent>
    </Card>
  );
}

function TestResult({ result }: { result: AiTestResult }) {
  if (!result.ok) return <Alert tone="error">{result.error}</Alert>;
  return (
    <Alert tone="success">
      {result.model} answered in {result.latency_ms} ms: “{result.reply}”
    </Alert>
  );
}

function LocalModelCard({ model }: { model: LocalModelStatus }) {
  const action = useLocalModelAction();
  const m = model.machine;
  const enoughRam = m.total_ram_bytes >= m.ram_needed_bytes;
  const pct = model.total_bytes ? Math.min(100, Math.round((model.downloaded_bytes / model.total_bytes) * 100)) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Local model</CardTitle>
        <CardDescription>{model.model}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-slate-300">
        <p>
          Needs {gb(m.ram_needed_bytes)} of RAM; this server has {gb(m.total_ram_bytes)} and {m.cpu_cores} CPU cores
          {m.expected_tokens_per_second !== null ? `: about ${m.expected_tokens_per_second} tokens a second expected (an estimate).` : '.'}
        </p>
        <p>Tool calling works with models whose chat format has it (the default Qwen2.5 does); another model answers without tools.</p>
        {!enoughRam && <Alert tone="error">This server has less RAM than the model needs: it may not load.</Alert>}
        {model.state === 'absent' && <p>Not downloaded. Nothing is downloaded until you click Download.</p>}
        {model.state === 'ready' && <Alert tone="success">Downloaded and ready. Choose “Local model” as the engine to use it.</Alert>}
        {model.state === 'failed' && <Alert tone="error">{model.error ?? 'The download failed.'}</Alert>}
        {model.state === 'downloading' && (
          <div className="space-y-1.5">
            <div role="progressbar" aria-label="Download progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct ?? undefined} className="h-2 overflow-hidden rounded-full bg-white/10">
              <div className="h-full bg-violet-500 transition-all" style={{ width: `${pct ?? 5}%` }} />
            </div>
            <p className="text-xs text-slate-400">
              {mb(model.downloaded_bytes)}
              {model.total_bytes ? ` of ${mb(model.total_bytes)} (${pct} %)` : ''}
              {model.bytes_per_second ? ` · ${mb(model.bytes_per_second)}/s` : ''}
              {model.seconds_left !== null ? ` · ${eta(model.seconds_left)} left` : ''}
            </p>
          </div>
        )}
        {action.error && <Alert tone="error">{action.error instanceof ApiError ? action.error.detail : 'The action failed.'}</Alert>}
        <div className="flex flex-wrap gap-2">
          {(model.state === 'absent' || model.state === 'failed') && (
            <Button type="button" disabled={action.isPending} onClick={() => action.mutate('download')}>
              Download
            </Button>
          )}
          {model.state !== 'absent' && (
            <Button type="button" variant="danger" disabled={action.isPending} onClick={() => action.mutate('remove')}>
              {model.state === 'downloading' ? 'Cancel and remove' : 'Remove'}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
