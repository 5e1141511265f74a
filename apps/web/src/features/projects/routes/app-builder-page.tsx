import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { createProject, useCreateProject } from '../api/create-project';
import { useGenerateProject } from '../api/generate-project';
import { getChatApp } from '../api/get-chat-app';
import { useProjects } from '../api/get-projects';
import { EMPTY_SESSION, summaryOf, type ChatSession } from '../chat-session';
import { ProjectChat, type GenerateRequest } from '../components/project-chat';
import { ProjectsList } from '../components/projects-list';
import { ProjectWorkspace } from '../components/project-workspace';

const titleOf = (html: string) => html.match(/<title>([^<]{1,80})<\/title>/i)?.[1]?.trim();

/** /dashboard/app-builder: the projects list and a new-app prompt, or one project's workspace (?project=). */
export function AppBuilderPage() {
  const [params, setParams] = useSearchParams();
  const projectId = params.get('project');
  const [sessions, setSessions] = useState<Record<string, ChatSession>>({});
  const setSession = useCallback((id: string, update: (s: ChatSession) => ChatSession) => setSessions((all) => ({ ...all, [id]: update(all[id] ?? EMPTY_SESSION) })), []);

  if (projectId) {
    return <ProjectWorkspace key={projectId} id={projectId} session={sessions[projectId] ?? EMPTY_SESSION} setSession={(u) => setSession(projectId, u)} onClose={() => setParams({})} />;
  }
  return <ProjectsHome onCreated={(id, session) => setSessions((all) => ({ ...all, [id]: session }))} />;
}

function ProjectsHome({ onCreated }: { onCreated: (id: string, session: ChatSession) => void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const projects = useProjects();
  const generate = useGenerateProject();
  const create = useCreateProject();
  const [error, setError] = useState<string | null>(null);
  const from = params.get('from');
  const [importing, setImporting] = useState(Boolean(from));
  const imported = useRef(false);

  // "Open in App Builder" from a chat answer: that app becomes a project (no credits: nothing is generated).
  useEffect(() => {
    if (!from || imported.current) return;
    imported.current = true;
    const [threadId, messageId] = from.split('/');
    (async () => {
      const app = threadId && messageId ? await getChatApp(threadId, messageId) : null;
      if (!app) throw new Error('That chat answer has no app to open.');
      const project = await createProject({ name: titleOf(app.html) ?? 'Chat App', description: app.prompt.slice(0, 2000), template: 'vanilla-js', files: [{ path: 'index.html', content: app.html }] });
      onCreated(project.id, { history: [{ role: 'user', content: app.prompt }, { role: 'assistant', content: 'Opened the app from the chat as a Vanilla JS project.' }], guidance: '', suggestions: [], integrations: [] });
      navigate(paths.dashboard.appBuilder.getHref({ project: project.id }), { replace: true });
    })().catch((err: unknown) => {
      setImporting(false);
      setError(err instanceof Error ? err.message : 'Could not open the app from the chat.');
    });
  }, [from, navigate, onCreated]);

  async function onGenerate(req: GenerateRequest) {
    setError(null);
    try {
      const res = await generate.mutateAsync({ prompt: req.prompt, template: req.template, agent_ids: req.agentIds, include_technical_agent: req.includeTechnical, enable_composio_api: req.integrations, conversation_history: [] });
      const project = await create.mutateAsync({ ...res.projectData, files: res.files });
      onCreated(project.id, { history: [{ role: 'user', content: req.prompt }, { role: 'assistant', content: summaryOf(res) }], guidance: res.technicalGuidance, suggestions: res.suggestions, integrations: res.composioIntegrations });
      navigate(paths.dashboard.appBuilder.getHref({ project: project.id }));
    } catch (err) {
      setError(errorMessage(err, 'Could not generate the app. Nothing was charged; try again.'));
    }
  }

  if (importing) return <Spinner label="Opening the app from the chat" />;

  return (
    <div className="grid gap-6 lg:grid-cols-[360px_minmax(0,1fr)]">
      <div className="rounded-xl border border-white/10 bg-white/5 p-4">
        <h1 className="mb-3 text-xl font-semibold text-white">App Builder</h1>
        <ProjectChat followUp={false} history={[]} guidance="" suggestions={[]} integrations={[]} pending={generate.isPending || create.isPending} error={error} onGenerate={onGenerate} />
      </div>
      <div>
        <h2 className="mb-3 text-lg font-semibold text-white">Your projects</h2>
        {projects.isPending ? (
          <Spinner label="Loading projects" />
        ) : projects.isError ? (
          <Alert tone="error">
            Could not load your projects.{' '}
            <button type="button" className="underline" onClick={() => void projects.refetch()}>
              Retry
            </button>
          </Alert>
        ) : (
          <ProjectsList projects={projects.data.projects} />
        )}
      </div>
    </div>
  );
}
