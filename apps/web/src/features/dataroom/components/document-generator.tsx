import { IDEA_REQUIRED, type DocumentStatus, type GeneratedDocument } from '@uc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Download, FileSpreadsheet, FileText, LayoutGrid, Loader2, Presentation, Sparkles, XCircle, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { downloadFile } from '../api/download-file';
import { useGenerateSuite } from '../api/generate-suite';
import { saveProfileFacts } from '../api/save-profile-facts';
import { useDocumentDefaults } from '../api/get-document-defaults';
import { useGeneratedDocuments } from '../api/get-generated-documents';
import { useSuiteJob } from '../api/get-suite-job';
import { dataRoomKeys, documentKeys } from '../api/query-keys';
import { formatFileSize } from '../format-size';

const CARDS: { type: GeneratedDocument['type']; title: string; ext: string; blurb: string; icon: LucideIcon }[] = [
  { type: 'pitch_deck', title: 'Pitch Deck', ext: '.pptx', blurb: '12–15 slides: problem, solution, market, traction, team, the ask', icon: Presentation },
  { type: 'business_plan', title: 'Business Plan', ext: '.pdf', blurb: 'A PDF with a table of contents, your forecast and market tables', icon: FileText },
  { type: 'business_model_canvas', title: 'Business Model Canvas', ext: '.pdf', blurb: 'The nine blocks on one landscape page', icon: LayoutGrid },
  { type: 'financial_model', title: 'Financial Model', ext: '.xlsx', blurb: '3-year monthly projections driven by editable assumptions', icon: FileSpreadsheet },
];

function StatusIcon({ status }: { status?: DocumentStatus }) {
  if (status === 'completed') return <CheckCircle2 className="h-5 w-5 text-emerald-400" aria-label="Completed" />;
  if (status === 'error') return <XCircle className="h-5 w-5 text-rose-400" aria-label="Error" />;
  if (status === 'generating') return <Loader2 className="h-5 w-5 animate-spin text-violet-300" aria-label="Generating" />;
  if (status === 'pending') return <span className="text-xs text-slate-400">Queued</span>;
  return null;
}

/** The startup's facts every document uses (issue 11), prefilled from the startup profile and editable. */
const FACT_FIELDS = [
  { key: 'company_name', label: 'Startup name', placeholder: 'e.g. PawPal' },
  { key: 'target_market', label: 'Target customers', placeholder: 'e.g. busy dog owners in Berlin' },
  { key: 'industry', label: 'Industry', placeholder: 'e.g. pet care' },
  { key: 'business_model', label: 'Pricing / business model', placeholder: 'e.g. 79 EUR per location per month' },
] as const;
/** Where each fact lives in the startup profile (and its length limit there). */
const PROFILE_FIELD = { company_name: ['startup_name', 120], target_market: ['target_customers', 300], industry: ['industry', 120], business_model: ['business_model', 200] } as const;
type FactKey = (typeof FACT_FIELDS)[number]['key'];
type Facts = Record<FactKey, string>;
const NO_FACTS: Facts = { company_name: '', target_market: '', industry: '', business_model: '' };

/** Which engine wrote a document, as the UI says it. */
// 'computed': the financial model's sheets are computed from the startup model, whatever writes the prose.
const engineLabel = (engine: string | null | undefined) =>
  !engine ? null : engine === 'offline' ? 'Written by the offline engine' : engine === 'computed' ? 'Computed from your assumptions' : `Written by the AI model ${engine}`;

const download = (d: GeneratedDocument) => d.download_url && downloadFile(d.download_url, d.filename ?? 'document').catch((err: unknown) => toast.error(errorMessage(err, 'Download failed')));

export function DocumentGenerator() {
  const ideaId = useId();
  const qc = useQueryClient();
  const defaults = useDocumentDefaults();
  const [idea, setIdea] = useState('');
  const [touched, setTouched] = useState(false);
  const [facts, setFacts] = useState<Facts>(NO_FACTS);
  const [factsTouched, setFactsTouched] = useState(false);
  const navigate = useNavigate();
  const [jobId, setJobId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = useGenerateSuite();
  const job = useSuiteJob(jobId);
  const generated = useGeneratedDocuments();
  const running = start.isPending || job.data?.status === 'running';

  // Prefill once from the startup profile, unless the founder already typed.
  useEffect(() => {
    if (!touched && defaults.data?.startup_idea) setIdea(defaults.data.startup_idea);
  }, [defaults.data, touched]);
  useEffect(() => {
    const d = defaults.data;
    if (!factsTouched && d) setFacts({ company_name: d.company_name ?? '', target_market: d.target_market ?? '', industry: d.industry ?? '', business_model: d.business_model ?? '' });
  }, [defaults.data, factsTouched]);

  // When a suite finishes, the data room and the generated list change.
  const finished = job.data && job.data.status !== 'running';
  useEffect(() => {
    if (!finished) return;
    void qc.invalidateQueries({ queryKey: dataRoomKeys.lists() });
    void qc.invalidateQueries({ queryKey: documentKeys.list() });
    if (job.data?.status === 'error') toast.error('Failed to generate document suite');
    else if (job.data?.status === 'partial') toast.warning('Some documents could not be generated: see the cards below. Only finished documents were charged.');
    else toast.success('Your documents are ready');
  }, [finished, job.data?.status, qc]);

  const submit = () => {
    if (!idea.trim()) {
      setError(IDEA_REQUIRED);
      return;
    }
    setError(null);
    const given = Object.fromEntries(Object.entries(facts).filter(([, v]) => v.trim())) as Partial<Facts>;
    // Facts edited here go back to the startup profile first: the model every document reads follows them.
    const d = defaults.data;
    const edited = Object.fromEntries(
      FACT_FIELDS.filter((f) => given[f.key] !== undefined && given[f.key]!.trim() !== (d?.[f.key] ?? '').trim()).map((f) => [PROFILE_FIELD[f.key][0], given[f.key]!.trim()]),
    );
    const saved = Object.keys(edited).length ? saveProfileFacts(edited) : Promise.resolve(null);
    void saved
      .then((profile) => {
        if (profile) void qc.invalidateQueries({ queryKey: documentKeys.defaults() });
        startSuite(given);
      })
      .catch((err: unknown) => toast.error(errorMessage(err, 'Could not save your facts to the startup profile')));
  };

  const startSuite = (given: Partial<Facts>) =>
    start.mutate(
      { startup_idea: idea.trim(), ...given, context_engineering: true, use_groq: true, use_suna: true },
      {
        onSuccess: (j) => setJobId(j.job_id),
        onError: (err) =>
          toast.error(errorMessage(err, 'Failed to generate document suite'), {
            // Not enough credits for the whole suite: nothing was charged; offer credits.
            action: err instanceof ApiError && err.status === 402 ? { label: 'Buy credits', onClick: () => void navigate(`${paths.dashboard.billing.getHref()}?tab=plans`) } : undefined,
          }),
      },
    );

  const statusOf = (type: string) => job.data?.documents.find((d) => d.type === type);

  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-6">
        <div className="space-y-1.5">
          <Label htmlFor={ideaId}>Describe Your Startup Idea</Label>
          <Textarea
            id={ideaId}
            value={idea}
            onChange={(e) => {
              setTouched(true);
              setIdea(e.target.value);
            }}
            placeholder="e.g. A marketplace that matches independent physiotherapists with patients for home visits"
            invalid={Boolean(error)}
            aria-describedby={error ? `${ideaId}-error` : undefined}
            maxLength={4000}
          />
          {error && (
            <p id={`${ideaId}-error`} role="alert" className="text-xs text-rose-400">
              {error}
            </p>
          )}
        </div>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm text-slate-300">Your startup’s facts (from your startup profile; what you change here is saved to it, and every document uses them)</legend>
          {FACT_FIELDS.map((f) => (
            <div key={f.key} className="space-y-1">
              <Label htmlFor={`${ideaId}-${f.key}`}>{f.label}</Label>
              <Input
                id={`${ideaId}-${f.key}`}
                value={facts[f.key]}
                placeholder={f.placeholder}
                maxLength={PROFILE_FIELD[f.key][1]}
                onChange={(e) => {
                  setFactsTouched(true);
                  setFacts((all) => ({ ...all, [f.key]: e.target.value }));
                }}
              />
            </div>
          ))}
        </fieldset>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-slate-400">8 credits per document. Finished files land in your data room.</p>
          <Button onClick={submit} isLoading={running} disabled={running}>
            <Sparkles className="h-4 w-4" aria-hidden="true" /> Generate Complete Suite
          </Button>
        </div>
      </Card>

      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Documents in the suite">
        {CARDS.map((c) => {
          const d = statusOf(c.type);
          return (
            <li key={c.type} className="flex flex-col gap-2 rounded-xl border border-white/10 bg-slate-900/60 p-4">
              <div className="flex items-center justify-between">
                <c.icon className="h-7 w-7 text-violet-300" aria-hidden="true" />
                <StatusIcon status={d?.status} />
              </div>
              <p className="font-medium text-white">
                {c.title} <span className="text-xs text-slate-400">({c.ext})</span>
              </p>
              <p className="text-xs text-slate-400">{c.blurb}</p>
              {d?.status === 'error' && <p className="text-xs text-rose-300">{d.error}</p>}
              {d?.status === 'completed' && engineLabel(d.engine) && <p className="text-xs text-slate-400">{engineLabel(d.engine)}</p>}
              {d?.status === 'completed' && (
                <Button variant="secondary" size="sm" className="mt-auto" onClick={() => download(d)} aria-label={`Download ${c.title}`}>
                  <Download className="h-4 w-4" aria-hidden="true" /> Download
                </Button>
              )}
            </li>
          );
        })}
      </ul>

      <section aria-labelledby="generated-heading" className="space-y-3">
        <h2 id="generated-heading" className="text-lg font-semibold text-white">
          Generated Documents
        </h2>
        {generated.isPending ? (
          <p className="text-sm text-slate-400">Loading…</p>
        ) : !generated.data?.documents.length ? (
          <p className="text-sm text-slate-400">No documents generated yet.</p>
        ) : (
          <ul className="divide-y divide-white/5 rounded-xl border border-white/10">
            {generated.data.documents.map((d) => (
              <li key={`${d.document_id}-${d.created_at}`} className="flex items-center justify-between gap-3 p-3 text-sm">
                <span className="min-w-0">
                  <span className="block truncate text-slate-100">{d.title}</span>
                  <span className="text-xs text-slate-400">
                    {d.filename} · {formatFileSize(d.size ?? 0)}
                    {engineLabel(d.engine) ? ` · ${engineLabel(d.engine)}` : ''}
                  </span>
                </span>
                <Button variant="ghost" size="sm" onClick={() => download(d)} aria-label={`Download ${d.filename}`}>
                  <Download className="h-4 w-4" aria-hidden="true" /> Download
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
