import { CopyButton, CodeBlock } from '@/components/ui/copy-button';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { API_OVERVIEW, LOGIN_EXAMPLE } from '../content/api-overview';
import { EXAMPLES } from '../content/examples';
import { TUTORIALS } from '../content/tutorials';
import { EmptyResult } from './empty-result';

export const matches = (needle: string, ...texts: string[]) => !needle || texts.some((t) => t.toLowerCase().includes(needle));

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export function ApiPanel({ needle }: { needle: string }) {
  const baseUrl = `${window.location.origin}/api/v1`;
  const groups = API_OVERVIEW.map((g) => ({ ...g, endpoints: g.endpoints.filter((e) => matches(needle, e.path, e.description, e.method, g.category)) })).filter(
    (g) => g.endpoints.length > 0,
  );
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-3xl font-bold text-white">API Reference</h2>
        <p className="mt-2 text-slate-400">
          All requests need a Bearer token (an access token from login, or an API key starting with uc_), except login and register. The{' '}
          <Link to={paths.apiDocs.getHref()} className="text-violet-300 underline-offset-4 hover:underline">
            interactive API reference
          </Link>{' '}
          lists every endpoint with live examples.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-white/10 bg-slate-900/60 p-4">
        <span className="text-sm text-slate-400">Base URL</span>
        <code className="text-sm break-all text-white">{baseUrl}</code>
        <CopyButton text={baseUrl} label="Copy base URL" />
      </div>
      <section>
        <h3 className="mb-3 text-lg font-semibold text-white">Signing in</h3>
        <CodeBlock code={LOGIN_EXAMPLE} language="bash" />
      </section>
      {groups.length === 0 ? (
        <EmptyResult title="No results found" />
      ) : (
        groups.map((group) => (
          <section key={group.category}>
            <h3 className="mb-3 text-lg font-semibold text-white">{group.category}</h3>
            <ul className="divide-y divide-white/10 rounded-xl border border-white/10">
              {group.endpoints.map((e) => (
                <li key={e.method + e.path} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:gap-3">
                  <span className="w-16 text-xs font-bold text-violet-300">{e.method}</span>
                  <code className="text-sm text-white">{e.path}</code>
                  <span className="text-sm text-slate-400 sm:ml-auto">{e.description}</span>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

export function TutorialsPanel({ needle }: { needle: string }) {
  const visible = TUTORIALS.filter((t) => matches(needle, t.title, t.description));
  if (visible.length === 0) return <EmptyResult title="No tutorials found" />;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {visible.map(({ id, title, description, duration, date, icon: Icon, steps }) => (
        <li key={id} className="overflow-hidden rounded-2xl border border-white/10 bg-slate-900/60">
          <div className="flex h-28 items-center justify-center bg-gradient-to-br from-violet-600/30 to-indigo-600/20" aria-hidden="true">
            <Icon className="h-10 w-10 text-violet-200" />
          </div>
          <div className="p-5">
            <h3 className="font-semibold text-white">{title}</h3>
            <p className="mt-1 text-sm text-slate-400">{description}</p>
            <p className="mt-2 text-xs text-slate-400">
              {duration} · {dateFormat.format(new Date(date))}
            </p>
            <details className="mt-3">
              <summary className="cursor-pointer rounded text-sm text-violet-300 focus-visible:outline-2 focus-visible:outline-violet-400">Show the steps</summary>
              <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-300">
                {steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </details>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ExamplesPanel({ needle }: { needle: string }) {
  const visible = EXAMPLES.filter((e) => matches(needle, e.title, e.description));
  if (visible.length === 0) return <EmptyResult title="No examples found" />;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {visible.map((example) => (
        <li key={example.id} className="rounded-2xl border border-white/10 bg-slate-900/60 p-5">
          <h3 className="font-semibold text-white">{example.title}</h3>
          <p className="mt-1 text-sm text-slate-400">{example.description}</p>
          <ul className="mt-4 space-y-2">
            {example.components.map((c) => (
              <li key={c.title} className="rounded-lg bg-white/5 p-3">
                <p className="text-sm font-medium text-white">{c.title}</p>
                <p className="text-xs text-slate-400">{c.description}</p>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
