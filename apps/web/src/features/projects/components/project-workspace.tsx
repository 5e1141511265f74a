import { isBrowserTemplate, ProjectPathSchema, type BuildErrorBody, type DeployResponse, type Project, type ProjectFileChange } from '@uc/contract';
import { ArrowLeft, Download, Inbox, Rocket, Save, Trash2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { BuildFailure, deployProject, previewProject } from '../api/build-project';
import { useDeleteProject } from '../api/delete-project';
import { exportProject } from '../api/export-project';
import { useGenerateProject } from '../api/generate-project';
import { useProject } from '../api/get-project';
import { projectKeys } from '../api/query-keys';
import { useUpdateProject } from '../api/update-project';
import { summaryOf, type ChatSession } from '../chat-session';
import { CodeEditor } from './code-editor';
import { DeployDialog } from './deploy-dialog';
import { FileTree } from './file-tree';
import { PreviewPane } from './preview-pane';
import { ProjectChat, type GenerateRequest } from './project-chat';
import { SubmissionsPanel } from './submissions-panel';

const MAIN_FILES = ['src/App.jsx', 'src/App.tsx', 'src/App.vue', 'src/App.svelte', 'main.js', 'app/page.jsx', 'server.js', 'index.html'];

type Props = { id: string; session: ChatSession; setSession: (update: (s: ChatSession) => ChatSession) => void; onClose: () => void };

export function ProjectWorkspace({ id, session, setSession, onClose }: Props) {
  const project = useProject(id);
  if (project.isPending) return <Spinner label="Opening the project" />;
  if (project.isError) {
    return (
      <div className="space-y-3">
        <Alert tone="error">{project.error instanceof ApiError && project.error.status === 404 ? 'Project not found.' : 'Could not open the project.'}</Alert>
        <Button variant="secondary" onClick={onClose}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All projects
        </Button>
      </div>
    );
  }
  return <Workspace project={project.data} session={session} setSession={setSession} onClose={onClose} />;
}

type PreviewState = { url: string | null; building: boolean; failure: BuildErrorBody | null; error: string | null };

/** On a phone the three panes are tabs; from lg up they sit side by side. */
const PANES = [
  { id: 'chat', label: 'Change' },
  { id: 'code', label: 'Files' },
  { id: 'preview', label: 'Preview' },
] as const;
type Pane = (typeof PANES)[number]['id'];

function Workspace({ project, session, setSession, onClose }: { project: Project } & Omit<Props, 'id'>) {
  const update = useUpdateProject();
  const qc = useQueryClient();
  const remove = useDeleteProject();
  const generate = useGenerateProject();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<string | null>(() => MAIN_FILES.find((p) => project.files.some((f) => f.path === p)) ?? project.files[0]?.path ?? null);
  const [jumpLine, setJumpLine] = useState<number | null>(null);
  const [name, setName] = useState(project.name);
  const [preview, setPreview] = useState<PreviewState>({ url: project.previewUrl, building: false, failure: null, error: null });
  const [deployed, setDeployed] = useState<DeployResponse | null>(null);
  const [deploying, setDeploying] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [submissionsOpen, setSubmissionsOpen] = useState(false);
  const [chatError, setChatError] = useState<string | null>(null);
  const [changes, setChanges] = useState<ProjectFileChange[]>([]);
  const [pane, setPane] = useState<Pane>('preview');
  const shown = (id: Pane) => (pane === id ? '' : 'hidden lg:block');
  const browser = isBrowserTemplate(project.template);

  const saved = useMemo(() => new Map(project.files.map((f) => [f.path, f.content])), [project.files]);
  const unsaved = useMemo(() => new Set(Object.keys(drafts).filter((p) => drafts[p] !== saved.get(p))), [drafts, saved]);
  const paths = useMemo(() => [...new Set([...saved.keys(), ...Object.keys(drafts)])], [saved, drafts]);
  const contentOf = (p: string) => drafts[p] ?? saved.get(p) ?? '';
  const errorFiles = new Set((preview.failure?.build_errors ?? []).map((e) => e.file).filter((f): f is string => Boolean(f)));

  const rebuild = useCallback(async () => {
    if (!browser) return;
    setPreview((p) => ({ ...p, building: true }));
    try {
      const res = await previewProject(project.id);
      setPreview({ url: res.preview_url, building: false, failure: null, error: null });
    } catch (err) {
      if (err instanceof BuildFailure) setPreview((p) => ({ ...p, building: false, failure: err.body, error: null }));
      else setPreview((p) => ({ ...p, building: false, error: errorMessage(err, 'Could not build the preview.') }));
    }
  }, [browser, project.id]);

  // The first preview when the project opens.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void rebuild();
  }, [rebuild]);

  const save = useCallback(async (): Promise<boolean> => {
    if (unsaved.size === 0 && name.trim() === project.name) return true;
    try {
      const files = paths.map((p) => ({ path: p, content: contentOf(p) }));
      await update.mutateAsync({ id: project.id, body: { name: name.trim() || project.name, files } });
      setDrafts({});
      void rebuild();
      return true;
    } catch (err) {
      toast.error(errorMessage(err, 'Could not save the project.'));
      return false;
    }
    // contentOf reads drafts/saved, both listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unsaved, name, project, paths, drafts, saved, update, rebuild]);

  // Ctrl/Cmd+S anywhere on the page saves (the editor handles it itself when focused).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);

  // Leaving with unsaved edits asks first.
  useEffect(() => {
    if (unsaved.size === 0) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved.size]);

  async function deploy() {
    if (!(await save())) return;
    setDeploying(true);
    try {
      const result = await deployProject(project.id);
      setDeployed(result);
      // The toolbar's "Live app" link and the list show the new address without a reload.
      qc.setQueryData<Project>(projectKeys.detail(project.id), (p) => p && { ...p, url: result.url, deployed_at: result.deployed_at, status: 'deployed' });
      void qc.invalidateQueries({ queryKey: projectKeys.list() });
      setPreview((p) => ({ ...p, failure: null }));
    } catch (err) {
      if (err instanceof BuildFailure) setPreview((p) => ({ ...p, failure: err.body }));
      toast.error(err instanceof BuildFailure ? err.body.detail : errorMessage(err, 'Could not deploy the project.'));
    } finally {
      setDeploying(false);
    }
  }

  async function onGenerate(req: GenerateRequest) {
    setChatError(null);
    if (unsaved.size > 0 && !(await save())) return;
    try {
      const res = await generate.mutateAsync({ prompt: req.prompt, project_id: project.id, agent_ids: req.agentIds, include_technical_agent: req.includeTechnical, enable_composio_api: req.integrations, conversation_history: session.history });
      await update.mutateAsync({ id: project.id, body: { name: res.projectData.name, files: res.files } });
      setName(res.projectData.name);
      setChanges(res.changes ?? []);
      setDrafts({});
      setSession((s) => ({
        history: [...s.history, { role: 'user', content: req.prompt }, { role: 'assistant', content: summaryOf(res, 'Updated') }],
        guidance: res.technicalGuidance || s.guidance,
        suggestions: res.suggestions,
        integrations: res.composioIntegrations.length ? res.composioIntegrations : s.integrations,
      }));
      void rebuild();
    } catch (err) {
      setChatError(errorMessage(err, 'Could not change the app. Nothing was charged; try again.'));
    }
  }

  function createFile(path: string): string | null {
    const parsed = ProjectPathSchema.safeParse(path);
    if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Invalid path';
    if (paths.includes(path)) return 'A file with that path exists';
    setDrafts((d) => ({ ...d, [path]: '' }));
    setSelected(path);
    return null;
  }

  async function doDelete() {
    try {
      await remove.mutateAsync(project.id);
      toast.success(`Deleted ${project.name}`);
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, 'Could not delete the project.'));
    }
  }

  return (
    <div className="flex min-h-[560px] flex-col gap-3 lg:h-[calc(100vh-9rem)]">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Project">
        <Button variant="ghost" size="sm" onClick={onClose}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All projects
        </Button>
        <label htmlFor="project-name" className="sr-only">
          Project name
        </label>
        <input
          id="project-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => name.trim() && name.trim() !== project.name && void save()}
          onKeyDown={(e) => e.key === 'Enter' && (e.currentTarget as HTMLInputElement).blur()}
          maxLength={80}
          className="order-first min-w-0 flex-1 basis-full rounded-md border border-transparent bg-transparent px-2 py-1 text-lg font-semibold text-white hover:border-white/15 focus:border-violet-400 sm:order-none sm:basis-0"
        />
        {unsaved.size > 0 && <span className="text-xs text-amber-300">Unsaved changes</span>}
        <Button variant="secondary" size="sm" onClick={() => void save()} isLoading={update.isPending} disabled={unsaved.size === 0}>
          <Save className="h-4 w-4" aria-hidden="true" /> Save
        </Button>
        {browser && (
          <Button size="sm" onClick={() => void deploy()} isLoading={deploying}>
            <Rocket className="h-4 w-4" aria-hidden="true" /> Deploy
          </Button>
        )}
        {browser && (
          <Button variant="secondary" size="sm" onClick={() => setSubmissionsOpen(true)}>
            <Inbox className="h-4 w-4" aria-hidden="true" /> Submissions
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={() => void exportProject(project.id, 'project.zip').catch((err: unknown) => toast.error(errorMessage(err, 'Export failed.')))}>
          <Download className="h-4 w-4" aria-hidden="true" /> Export .zip
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(true)}>
          <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
        </Button>
        {project.url && (
          <a href={project.url} target="_blank" rel="noopener noreferrer" className="text-xs text-violet-300 hover:underline">
            Live app
          </a>
        )}
      </div>

      <div role="tablist" aria-label="Workspace panes" className="grid grid-cols-3 gap-1 rounded-lg bg-white/5 p-1 lg:hidden">
        {PANES.map((p) => (
          <button
            key={p.id}
            type="button"
            role="tab"
            aria-selected={pane === p.id}
            onClick={() => setPane(p.id)}
            className={`rounded-md px-2 py-1.5 text-sm ${pane === p.id ? 'bg-violet-600 text-white' : 'text-slate-300 hover:bg-white/10'}`}
          >
            {p.label}
          </button>
        ))}
      </div>

      <div className="grid min-h-0 flex-1 gap-3 lg:grid-cols-[280px_minmax(0,1.2fr)_minmax(0,1fr)]">
        <div className={`${shown('chat')} min-h-0 overflow-y-auto rounded-xl border border-white/10 bg-white/5 p-3`}>
          <ProjectChat followUp history={session.history} guidance={session.guidance} suggestions={session.suggestions} integrations={session.integrations} pending={generate.isPending} error={chatError} onGenerate={(r) => void onGenerate(r)} changes={changes} />
        </div>
        <div className={`${pane === 'code' ? 'grid' : 'hidden lg:grid'} h-[70vh] min-h-[320px] grid-cols-[120px_minmax(0,1fr)] overflow-hidden rounded-xl border border-white/10 bg-slate-950 sm:grid-cols-[170px_minmax(0,1fr)] lg:h-auto`}>
          <FileTree paths={paths} selected={selected} unsaved={unsaved} errorFiles={errorFiles} onSelect={(p) => (setSelected(p), setJumpLine(null))} onCreate={createFile} />
          <div className="flex min-h-0 flex-col border-l border-white/10">
            {selected ? (
              <>
                <div className="border-b border-white/10 px-3 py-1.5 font-mono text-xs text-slate-400">
                  {selected}
                  {unsaved.has(selected) ? ' ●' : ''}
                </div>
                <CodeEditor key={selected} path={selected} value={contentOf(selected)} line={jumpLine} onChange={(v) => setDrafts((d) => ({ ...d, [selected]: v }))} onSave={() => void save()} />
              </>
            ) : (
              <p className="p-4 text-sm text-slate-400">No files yet: add one with the + button.</p>
            )}
          </div>
        </div>
        <div className={`${shown('preview')} h-[70vh] min-h-[320px] lg:h-auto`}>
          <PreviewPane
            template={project.template}
            {...preview}
            onRebuild={() => void rebuild()}
            onOpenError={(file, line) => {
              if (paths.includes(file)) setSelected(file);
              setJumpLine(line);
            }}
          />
        </div>
      </div>

      <DeployDialog result={deployed} onClose={() => setDeployed(null)} />
      {browser && <SubmissionsPanel projectId={project.id} projectName={project.name} deployed={Boolean(project.url)} open={submissionsOpen} onClose={() => setSubmissionsOpen(false)} />}
      <ConfirmDialog
        request={confirmDelete ? { title: `Delete ${project.name}?`, message: 'The project, its files and its deployed app are deleted. This cannot be undone.', action: 'Delete project', onConfirm: () => void doDelete() } : null}
        onClose={() => setConfirmDelete(false)}
        busy={remove.isPending}
      />
    </div>
  );
}
