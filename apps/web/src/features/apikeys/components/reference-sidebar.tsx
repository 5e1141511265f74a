import { Activity, BookMarked, ChevronRight, Clock, FileJson, Gauge, Library } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import type { Endpoint } from '../model/openapi';
import { MethodBadge } from './method-badge';

function EndpointLink({ endpoint, onOpen }: { endpoint: Endpoint; onOpen: (e: Endpoint) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(endpoint)}
      className="flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-left text-xs text-slate-300 hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-violet-400"
    >
      <MethodBadge method={endpoint.method} className="w-14 text-[10px]" />
      <span className="min-w-0 truncate">{endpoint.summary}</span>
    </button>
  );
}

function SideHeading({ icon: Icon, children }: { icon: typeof Clock; children: string }) {
  return (
    <h2 className="mb-1 flex items-center gap-1.5 px-2 text-xs font-semibold tracking-wide text-slate-400 uppercase">
      <Icon className="h-3.5 w-3.5" aria-hidden="true" /> {children}
    </h2>
  );
}

export function ReferenceSidebar({
  groups,
  bookmarked,
  recent,
  activeCategory,
  onSelectCategory,
  onOpenEndpoint,
  onJump,
}: {
  groups: { category: string; endpoints: Endpoint[] }[];
  bookmarked: Endpoint[];
  recent: Endpoint[];
  activeCategory: string | null;
  onSelectCategory: (category: string) => void;
  onOpenEndpoint: (endpoint: Endpoint) => void;
  /** Shows the overview and scrolls to one of its sections (rate limits, SDKs). */
  onJump: (sectionId: string) => void;
}) {
  const [open, setOpen] = useState<Set<string>>(() => new Set(activeCategory ? [activeCategory] : []));
  const toggle = (category: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(category)) next.delete(category);
      else next.add(category);
      return next;
    });

  return (
    <aside className="space-y-6 text-sm">
      <nav aria-label="API categories">
        <SideHeading icon={Library}>Categories</SideHeading>
        <ul className="space-y-0.5">
          {groups.map(({ category, endpoints }) => {
            const expanded = open.has(category);
            const listId = `category-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
            return (
              <li key={category}>
                <div className="flex items-center">
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={listId}
                    aria-label={`${expanded ? 'Collapse' : 'Expand'} ${category}`}
                    onClick={() => toggle(category)}
                    className="cursor-pointer rounded-md p-1.5 text-slate-400 hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-violet-400"
                  >
                    <ChevronRight className={cn('h-4 w-4 transition-transform', expanded && 'rotate-90')} aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    onClick={() => onSelectCategory(category)}
                    aria-current={activeCategory === category ? 'true' : undefined}
                    className={cn(
                      'flex flex-1 cursor-pointer items-center justify-between rounded-md px-2 py-1.5 text-left focus-visible:outline-2 focus-visible:outline-violet-400',
                      activeCategory === category ? 'bg-white/10 text-white' : 'text-slate-300 hover:bg-white/5 hover:text-white',
                    )}
                  >
                    {category}
                    <span className="text-xs text-slate-400">{endpoints.length}</span>
                  </button>
                </div>
                {expanded && (
                  <ul id={listId} className="mt-0.5 ml-6 space-y-0.5">
                    {endpoints.map((endpoint) => (
                      <li key={endpoint.id}>
                        <EndpointLink endpoint={endpoint} onOpen={onOpenEndpoint} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-label="Bookmarked endpoints">
        <SideHeading icon={BookMarked}>Bookmarked</SideHeading>
        {bookmarked.length === 0 ? (
          <p className="px-2 text-xs text-slate-400">Star an endpoint to keep it here.</p>
        ) : (
          <ul className="space-y-0.5">
            {bookmarked.map((e) => (
              <li key={e.id}>
                <EndpointLink endpoint={e} onOpen={onOpenEndpoint} />
              </li>
            ))}
          </ul>
        )}
      </nav>
      <nav aria-label="Recently viewed endpoints">
        <SideHeading icon={Clock}>Recently Viewed</SideHeading>
        {recent.length === 0 ? (
          <p className="px-2 text-xs text-slate-400">Endpoints you open appear here.</p>
        ) : (
          <ul className="space-y-0.5">
            {recent.map((e) => (
              <li key={e.id}>
                <EndpointLink endpoint={e} onOpen={onOpenEndpoint} />
              </li>
            ))}
          </ul>
        )}
      </nav>
      <nav aria-label="Resources">
        <SideHeading icon={Library}>Resources</SideHeading>
        <ul className="space-y-0.5">
          {[
            { href: '/health', label: 'API Status', icon: Activity },
            { href: '/api/v1/openapi.json', label: 'OpenAPI Spec', icon: FileJson },
            { href: '#rate-limits', label: 'Rate Limits', icon: Gauge },
            { href: '#client-sdks', label: 'SDK Documentation', icon: Library },
          ].map(({ href, label, icon: Icon }) => (
            <li key={label}>
              <a
                href={href}
                onClick={(event) => {
                  if (!href.startsWith('#')) return;
                  event.preventDefault();
                  onJump(href.slice(1));
                }}
                className="flex items-center gap-2 rounded-md px-2 py-1.5 text-slate-300 hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-violet-400"
              >
                <Icon className="h-4 w-4 text-slate-400" aria-hidden="true" /> {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
