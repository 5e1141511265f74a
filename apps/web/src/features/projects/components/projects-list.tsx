import { PROJECT_TEMPLATE_LABELS, PROJECT_TEMPLATES, type ProjectSummary } from '@uc/contract';
import { AppWindow, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime, useTimeZone } from '@/lib/format-date';

/** The user's projects, newest change first; an empty state that names the templates. */
export function ProjectsList({ projects }: { projects: ProjectSummary[] }) {
  useTimeZone(); // re-render in the preferred zone once it is known
  if (projects.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-white/15 p-8 text-center">
        <AppWindow className="mx-auto h-10 w-10 text-violet-300" aria-hidden="true" />
        <h2 className="mt-3 text-lg font-semibold text-white">No projects yet</h2>
        <p className="mt-1 text-sm text-slate-400">Describe an app and your co-founders generate a working project you can edit, preview and deploy.</p>
        <p className="mt-3 text-xs text-slate-400">Templates: {PROJECT_TEMPLATES.map((t) => PROJECT_TEMPLATE_LABELS[t]).join(', ')}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="Your projects">
      {projects.map((p) => (
        <li key={p.id} className="rounded-xl border border-white/10 bg-white/5 p-4">
          <div className="flex items-start justify-between gap-2">
            <Link to={paths.dashboard.appBuilder.getHref({ project: p.id })} className="font-semibold text-white hover:text-violet-200">
              {p.name}
            </Link>
            <span className={p.status === 'deployed' ? 'rounded-full bg-emerald-500/20 px-2 py-0.5 text-xs text-emerald-200' : 'rounded-full bg-white/10 px-2 py-0.5 text-xs text-slate-300'}>
              {p.status === 'deployed' ? 'Deployed' : 'Ready'}
            </span>
          </div>
          <p className="mt-1 line-clamp-2 text-sm text-slate-400">{p.description}</p>
          <p className="mt-2 text-xs text-slate-400">
            {PROJECT_TEMPLATE_LABELS[p.template]} · {p.file_count} files · changed {formatDateTime(p.lastModified)}
          </p>
          {p.url && (
            <a href={p.url} target="_blank" rel="noopener noreferrer" className="mt-2 inline-flex items-center gap-1 text-xs text-violet-300 hover:underline">
              <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" /> {p.url}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
