import { BookOpen, Clock, Code2, Lightbulb, PlayCircle, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { useStoredList } from '@/lib/stored-list';
import { ApiPanel, ExamplesPanel, matches, TutorialsPanel } from '../components/doc-panels';
import { EmptyResult } from '../components/empty-result';
import { GuideView } from '../components/guide-view';
import { GUIDES, guideById } from '../content/guides';

/** Browser storage key of the recently viewed guide ids (most recent first, at most 5). */
export const RECENT_DOCS_KEY = 'recentlyViewedDocs';

type DocTab = 'guides' | 'api' | 'tutorials' | 'examples';
const TABS: { value: DocTab; label: string; icon: typeof BookOpen }[] = [
  { value: 'guides', label: 'Guides', icon: BookOpen },
  { value: 'api', label: 'API Reference', icon: Code2 },
  { value: 'tutorials', label: 'Tutorials', icon: PlayCircle },
  { value: 'examples', label: 'Examples', icon: Lightbulb },
];

const sideLinkClass = (active: boolean) =>
  cn(
    'w-full cursor-pointer rounded-md px-3 py-1.5 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-violet-400',
    active ? 'bg-white/10 text-white' : 'text-slate-400 hover:bg-white/5 hover:text-white',
  );

export function DocumentationPage() {
  const [tab, setTab] = useState<DocTab>('guides');
  const [search, setSearch] = useState('');
  // ?guide=mcp opens that guide (the API keys screen links to the MCP guide).
  const [params] = useSearchParams();
  const [guideId, setGuideId] = useState(() => (guideById(params.get('guide') ?? '') ? params.get('guide')! : 'getting-started'));
  const recent = useStoredList(RECENT_DOCS_KEY);
  const { addRecent } = recent;
  const needle = search.trim().toLowerCase();
  const guide = guideById(guideId) ?? GUIDES[0];

  // Opening a guide (including the default one) counts as viewing it.
  useEffect(() => {
    if (tab === 'guides' && !needle) addRecent(guide.id);
  }, [tab, needle, guide.id, addRecent]);

  const openGuide = (id: string) => {
    setGuideId(id);
    setSearch('');
    setTab('guides');
    window.scrollTo({ top: 0 });
  };
  const guideResults = GUIDES.filter((g) => matches(needle, g.title, g.description));
  const recentGuides = recent.list.map(guideById).filter((g) => g !== undefined);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="mb-8 flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-white">Documentation</h1>
          <p className="mt-1 text-slate-400">Guides, API reference, tutorials and examples for Ultimate Co-founder.</p>
        </div>
        <div className="relative w-full md:w-80">
          <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input type="search" aria-label="Search documentation" placeholder="Search documentation..." value={search} onChange={(e) => setSearch(e.target.value)} className="pl-9" />
        </div>
      </div>

      <Tabs value={tab} onValueChange={(v) => setTab(v as DocTab)} orientation="vertical" className="grid gap-8 lg:grid-cols-[240px_1fr]">
        <aside className="space-y-6">
          <TabsList aria-label="Documentation sections" className="flex w-full flex-row flex-wrap lg:flex-col">
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value} className="justify-start lg:w-full">
                <Icon className="h-4 w-4" aria-hidden="true" /> {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tab === 'guides' && (
            <nav aria-label="Guides">
              <h2 className="mb-2 px-3 text-xs font-semibold tracking-wide text-slate-400 uppercase">Guides</h2>
              <ul className="space-y-0.5">
                {GUIDES.map((g) => (
                  <li key={g.id}>
                    <button type="button" className={sideLinkClass(!needle && g.id === guide.id)} aria-current={!needle && g.id === guide.id ? 'page' : undefined} onClick={() => openGuide(g.id)}>
                      {g.title}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {recentGuides.length > 0 && (
            <nav aria-label="Recently Viewed">
              <h2 className="mb-2 flex items-center gap-1.5 px-3 text-xs font-semibold tracking-wide text-slate-400 uppercase">
                <Clock className="h-3.5 w-3.5" aria-hidden="true" /> Recently Viewed
              </h2>
              <ul className="space-y-0.5">
                {recentGuides.map((g) => (
                  <li key={g.id}>
                    <button type="button" className={sideLinkClass(false)} onClick={() => openGuide(g.id)}>
                      {g.title}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </aside>

        <div className="min-w-0">
          <TabsContent value="guides">
            {needle ? (
              <section aria-label="Search results">
                <h2 className="mb-4 text-xl font-semibold text-white">Search results for “{search.trim()}”</h2>
                {guideResults.length === 0 ? (
                  <EmptyResult title="No results found" />
                ) : (
                  <ul className="space-y-3">
                    {guideResults.map((g) => (
                      <li key={g.id}>
                        <button
                          type="button"
                          onClick={() => openGuide(g.id)}
                          className="w-full cursor-pointer rounded-xl border border-white/10 bg-slate-900/60 p-4 text-left hover:border-violet-400/40 focus-visible:outline-2 focus-visible:outline-violet-400"
                        >
                          <span className="block font-semibold text-white">{g.title}</span>
                          <span className="mt-1 block text-sm text-slate-400">{g.description}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ) : (
              <GuideView guide={guide} />
            )}
          </TabsContent>
          <TabsContent value="api">
            <ApiPanel needle={needle} />
          </TabsContent>
          <TabsContent value="tutorials">
            <h2 className="mb-6 text-3xl font-bold text-white">Tutorials</h2>
            <TutorialsPanel needle={needle} />
          </TabsContent>
          <TabsContent value="examples">
            <h2 className="mb-6 text-3xl font-bold text-white">Examples</h2>
            <ExamplesPanel needle={needle} />
          </TabsContent>
        </div>
      </Tabs>
    </div>
  );
}
