import type { StartupModelResponse } from '@uc/contract';
import { forecast, keyFigures, marketSizing, setArchetype, setAssumption, type ArchetypeId, type ScenarioId, type StartupModel } from '@uc/startup-model';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { ApiError, errorMessage } from '@/lib/api-client';
import { getStartupModel, useStartupModel } from '../api/get-startup-model';
import { getStartupModelVersions } from '../api/get-startup-model-versions';
import { useRebuildStartupModel } from '../api/rebuild-startup-model';
import { useSaveStartupModel } from '../api/save-startup-model';
import { ArchetypePanel, ProfileSummary } from '../components/archetype-panel';
import { AssumptionsTable } from '../components/assumptions-table';
import { ConsistencyPanel } from '../components/consistency-panel';
import { labelsOf, QuestionCards, unitsOf } from '../components/question-cards';
import { ScenarioSwitch } from '../components/scenario-switch';
import { TractionCard } from '../components/traction-card';
import { VersionHistory } from '../components/version-history';

const ForecastCharts = lazy(() => import('../components/forecast-charts'));

/** /dashboard/startup: the startup model every document and agent reads: profile, business model, assumptions, forecast. */
export function StartupPage() {
  const query = useStartupModel();
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold text-white">Startup</h2>
        <p className="text-sm text-slate-400">The numbers of your startup. Your deck, plan, canvas and spreadsheet all print these figures, so they agree.</p>
      </div>
      {query.isPending ? (
        <Spinner label="Loading your startup model" />
      ) : query.error instanceof ApiError && query.error.status === 409 ? (
        <UnreadableModel detail={query.error.detail} onRebuilt={() => void query.refetch()} />
      ) : query.isError ? (
        <Alert tone="error">
          <p>Could not load your startup model.</p>
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : (
        <StartupEditor saved={query.data} onReload={() => void query.refetch()} />
      )}
    </div>
  );
}

/**
 * A saved model the server cannot read (it answers 409 instead of failing on every read): rebuilt
 * from the profile on top of the latest saved version, which stays in the history.
 */
function UnreadableModel({ detail, onRebuilt }: { detail: string; onRebuilt: () => void }) {
  const rebuild = useRebuildStartupModel();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const latest = await getStartupModelVersions(1, undefined, 1);
      await rebuild.mutateAsync({ base_version: latest.items[0]?.version ?? 0 });
      toast.success('Rebuilt from your profile');
      onRebuilt();
    } catch (err) {
      toast.error(errorMessage(err, 'Could not rebuild the model'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert tone="error">
      <p>{detail}</p>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => void run()}>
        Rebuild from your profile
      </Button>
    </Alert>
  );
}

function StartupEditor({ saved, onReload }: { saved: StartupModelResponse; onReload: () => void }) {
  const [draft, setDraft] = useState<StartupModel>(saved.model);
  const [scenario, setScenario] = useState<ScenarioId>('base');
  const [conflict, setConflict] = useState(false);
  const save = useSaveStartupModel();
  const rebuild = useRebuildStartupModel();
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(saved.model), [draft, saved.model]);
  // A new saved version (this Save, a rebuild, a reload after a conflict) becomes the draft; the scenario and focus stay.
  const [seenVersion, setSeenVersion] = useState(saved.version);
  if (seenVersion !== saved.version) {
    setSeenVersion(saved.version);
    setDraft(saved.model);
    setConflict(false);
  }

  // Typing stays responsive: the forecast follows the latest value a frame later (all in the browser, no request).
  const shown = useDeferredValue(draft);
  const computed = useMemo(() => {
    try {
      const fc = forecast(shown, scenario);
      const sizing = marketSizing(shown);
      return { fc, sizing, figures: keyFigures(shown, fc, sizing) };
    } catch {
      return null;
    }
  }, [shown, scenario]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const edit = (key: string, value: number) =>
    setDraft((d) => {
      try {
        return setAssumption(d, key, value);
      } catch {
        return d; // out of bounds: the field shows why
      }
    });
  const pick = (id: ArchetypeId) => setDraft((d) => ({ ...setArchetype(d, id), archetype_source: 'founder' }));

  const submit = (baseVersion: number) =>
    save.mutate(
      { model: draft, base_version: baseVersion },
      {
        onSuccess: () => toast.success('Startup model saved'),
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) setConflict(true);
          else if (!(err instanceof ApiError && err.handled)) toast.error(errorMessage(err, 'Could not save the startup model'));
        },
      },
    );
  const overwrite = async () => {
    setConflict(false);
    try {
      submit((await getStartupModel()).version);
    } catch (err) {
      toast.error(errorMessage(err, 'Could not save the startup model'));
    }
  };
  const rebuildFromProfile = () =>
    rebuild.mutate({ base_version: saved.version }, { onSuccess: () => toast.success('Rebuilt from your profile'), onError: (err) => (err instanceof ApiError && err.status === 409 ? setConflict(true) : toast.error(errorMessage(err, 'Could not rebuild the model'))) });

  return (
    <div className="space-y-6">
      {conflict && (
        <Alert tone="error">
          <p>Your startup model was saved elsewhere (another tab, or the document generator) since you opened it. Nothing of yours was saved.</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={onReload}>
              Load the saved version
            </Button>
            <Button size="sm" variant="secondary" onClick={() => void overwrite()}>
              Save mine over it
            </Button>
          </div>
        </Alert>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{saved.profile.startup_name ?? 'Your startup'}</CardTitle>
            <CardDescription>From your startup profile.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <ProfileSummary profile={saved.profile} />
            <Button size="sm" variant="secondary" disabled={dirty} isLoading={rebuild.isPending} onClick={rebuildFromProfile}>
              Rebuild from the profile
            </Button>
            {dirty && <p className="text-xs text-slate-400">Save or discard your changes first.</p>}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Business model</CardTitle>
            <CardDescription>How the forecast makes money.</CardDescription>
          </CardHeader>
          <CardContent>
            <ArchetypePanel model={draft} onPick={pick} />
          </CardContent>
        </Card>
      </div>

      <QuestionCards
        questions={saved.questions}
        currency={saved.model.currency}
        units={unitsOf(saved.model)}
        labels={labelsOf(saved.model)}
        baseVersion={saved.version}
        disabled={dirty}
      />
      <TractionCard traction={saved.model.traction} />

      <Card>
        <CardHeader className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <CardTitle>Forecast, 36 months</CardTitle>
            <CardDescription>Recomputed as you type.</CardDescription>
          </div>
          <ScenarioSwitch value={scenario} onChange={setScenario} />
        </CardHeader>
        <CardContent>
          {computed ? (
            <Suspense fallback={<Spinner label="Loading charts" />}>
              <ForecastCharts forecast={computed.fc} />
            </Suspense>
          ) : (
            <p role="alert" className="text-sm text-rose-300">
              These figures cannot be computed. Check the values marked in red.
            </p>
          )}
        </CardContent>
      </Card>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Assumptions</CardTitle>
            <CardDescription>Amounts in {draft.currency}. Change any figure: it becomes yours and the documents use it.</CardDescription>
          </CardHeader>
          <CardContent>
            <AssumptionsTable model={draft} questions={saved.questions} onChange={edit} />
          </CardContent>
        </Card>
        <Card className="self-start">
          <CardHeader>
            <CardTitle>What your documents will say</CardTitle>
            <CardDescription>{scenario === 'base' ? 'The base case, as every document prints it.' : `The ${scenario} case (documents print the base case).`}</CardDescription>
          </CardHeader>
          <CardContent>{computed && <ConsistencyPanel model={shown} figures={computed.figures} sizing={computed.sizing} />}</CardContent>
        </Card>
      </div>

      {/* Sticky only while there is something to save; the left padding clears the corner badge. */}
      <div
        className={cn(
          'z-10 flex items-center justify-end gap-2 rounded-xl border border-white/10 bg-slate-900/90 py-2 pr-2 pl-20 backdrop-blur sm:gap-3 sm:pr-3',
          dirty && 'sticky bottom-3 border-violet-500/40',
        )}
      >
        <p className="mr-auto text-xs text-slate-300 sm:text-sm" role="status">
          {dirty ? 'Unsaved changes' : saved.version === 0 ? 'Built from your profile; not saved yet' : `Saved (version ${saved.version})`}
        </p>
        <Button size="sm" variant="ghost" disabled={!dirty || save.isPending} onClick={() => setDraft(saved.model)}>
          Discard
        </Button>
        <Button size="sm" disabled={(!dirty && saved.version > 0) || save.isPending} isLoading={save.isPending} onClick={() => submit(saved.version)}>
          Save
        </Button>
      </div>
      <VersionHistory
        current={saved.version}
        onOpen={(model, version) => {
          setDraft(model);
          toast.info(`Version ${version} opened: Save to make it the current one`);
        }}
      />
    </div>
  );
}
