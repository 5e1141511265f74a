import { ChevronDown, Lock, Star } from 'lucide-react';
import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { codeSamples } from '../model/code-samples';
import type { Endpoint } from '../model/openapi';
import { CodeTabs } from './code-tabs';
import { MethodBadge, StatusBadge } from './method-badge';

const slug = (id: string) => id.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function EndpointCard({
  endpoint,
  expanded,
  bookmarked,
  baseUrl,
  onToggle,
  onToggleBookmark,
}: {
  endpoint: Endpoint;
  expanded: boolean;
  bookmarked: boolean;
  baseUrl: string;
  onToggle: () => void;
  onToggleBookmark: () => void;
}) {
  const panelId = `endpoint-${slug(endpoint.id)}`;
  const samples = useMemo(() => (expanded ? codeSamples(endpoint, baseUrl) : null), [expanded, endpoint, baseUrl]);
  return (
    <li id={`${panelId}-card`} className="scroll-mt-[100px] rounded-xl border border-white/10 bg-slate-900/60">
      <div className="flex items-start gap-2 p-2">
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          className="flex min-w-0 flex-1 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-lg p-2 text-left hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-violet-400"
        >
          <MethodBadge method={endpoint.method} />
          <code className="text-sm break-all text-white">{endpoint.path}</code>
          <span className="text-sm text-slate-400">{endpoint.summary}</span>
          <ChevronDown className={cn('ml-auto h-4 w-4 shrink-0 text-slate-400 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={onToggleBookmark}
          aria-pressed={bookmarked}
          aria-label={bookmarked ? `Remove bookmark: ${endpoint.method} ${endpoint.path}` : `Bookmark ${endpoint.method} ${endpoint.path}`}
          className="cursor-pointer rounded-lg p-2 text-slate-400 hover:bg-white/5 hover:text-amber-300 focus-visible:outline-2 focus-visible:outline-violet-400"
        >
          <Star className={cn('h-4 w-4', bookmarked && 'fill-amber-300 text-amber-300')} aria-hidden="true" />
        </button>
      </div>
      {expanded && (
        <div id={panelId} className="space-y-6 border-t border-white/10 p-4 sm:p-5">
          <div className="space-y-2">
            {endpoint.description && <p className="text-sm leading-relaxed text-slate-300">{endpoint.description}</p>}
            {endpoint.requiresAuth ? (
              <p className="inline-flex items-center gap-1.5 rounded-md bg-amber-500/10 px-2 py-1 text-xs font-medium text-amber-200">
                <Lock className="h-3.5 w-3.5" aria-hidden="true" /> Requires authentication
              </p>
            ) : (
              <p className="text-xs text-slate-400">No authentication needed.</p>
            )}
          </div>
          {endpoint.parameters.length > 0 && (
            <section>
              <h4 className="mb-2 text-sm font-semibold text-white">Parameters</h4>
              <div className="relative overflow-x-auto rounded-lg border border-white/10">
                <table className="w-full text-left text-sm">
                  <thead className="bg-white/5 text-xs text-slate-400 uppercase">
                    <tr>
                      <th scope="col" className="px-3 py-2">Name</th>
                      <th scope="col" className="px-3 py-2">Type</th>
                      <th scope="col" className="px-3 py-2">Required</th>
                      <th scope="col" className="px-3 py-2">Description</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-white/10">
                    {endpoint.parameters.map((p) => (
                      <tr key={`${p.in}-${p.name}`}>
                        <td className="px-3 py-2">
                          <code className="text-white">{p.name}</code> <span className="text-xs text-slate-400">({p.in})</span>
                        </td>
                        <td className="px-3 py-2 text-slate-300">{p.type}</td>
                        <td className="px-3 py-2 text-slate-300">{p.required ? 'Yes' : 'No'}</td>
                        <td className="px-3 py-2 text-slate-400">{p.description || '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          )}
          <section>
            <h4 className="mb-2 text-sm font-semibold text-white">Responses</h4>
            <ul className="space-y-3">
              {endpoint.responses.map((r) => (
                <li key={r.status} className="rounded-lg border border-white/10 p-3">
                  <p className="flex items-center gap-2 text-sm text-slate-300">
                    <StatusBadge status={r.status} /> {r.description}
                  </p>
                  {r.example !== undefined && (
                    <pre className="mt-2 overflow-x-auto rounded-md bg-slate-950 p-3 text-xs text-slate-200" tabIndex={0}>
                      <code>{JSON.stringify(r.example, null, 2)}</code>
                    </pre>
                  )}
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h4 className="mb-2 text-sm font-semibold text-white">Code samples</h4>
            <CodeTabs samples={samples} label={`Code samples for ${endpoint.method} ${endpoint.path}`} />
          </section>
        </div>
      )}
    </li>
  );
}
