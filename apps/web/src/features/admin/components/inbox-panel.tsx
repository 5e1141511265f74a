import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { INBOX_PAGE_SIZE, useContactMessages, useJobApplications } from '../api/get-inbox';
import { formatDateTime } from './format';
import { Pager } from '@/components/ui/pager';
import { useTimeZone } from '@/lib/format-date';
import { LoadError } from '@/components/ui/load-error';

function LoadFailed({ retry }: { retry: () => void }) {
  return <LoadError onRetry={retry}>Failed to load dashboard data</LoadError>;
}

/** Messages from the contact page and job applications; user text is rendered as text only. */
export function InboxPanel() {
  useTimeZone(); // re-render in the preferred zone once it is known
  const [messagesPage, setMessagesPage] = useState(1);
  const [applicationsPage, setApplicationsPage] = useState(1);
  const messages = useContactMessages(messagesPage);
  const applications = useJobApplications(applicationsPage);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="contact-messages" className="space-y-3">
        <h3 id="contact-messages" className="text-lg font-semibold text-white">
          Contact messages
        </h3>
        {messages.isPending ? (
          <Spinner label="Loading messages" />
        ) : messages.isError ? (
          <LoadFailed retry={() => messages.refetch()} />
        ) : messages.data.items.length === 0 ? (
          <p className="text-sm text-slate-400">No messages yet.</p>
        ) : (
          <>
            <ul className="space-y-3">
              {messages.data.items.map((m) => (
                <li key={m.id} className="rounded-xl border border-white/10 bg-slate-900/60 p-4">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-medium text-white">{m.subject}</p>
                    <span className="rounded-full bg-white/5 px-2 py-0.5 text-xs text-slate-300 capitalize">{m.reason}</span>
                  </div>
                  <p className="mt-1 text-xs text-slate-400">
                    {m.name} · <a className="text-violet-300 hover:underline" href={`mailto:${m.email}`}>{m.email}</a>
                    {m.company ? ` · ${m.company}` : ''}
                    {m.phone ? ` · ${m.phone}` : ''} · {formatDateTime(m.created_at)}
                  </p>
                  <p className="mt-2 text-sm whitespace-pre-line text-slate-300">{m.message}</p>
                </li>
              ))}
            </ul>
            <Pager label="Contact messages" page={messagesPage} pageSize={INBOX_PAGE_SIZE} total={messages.data.total} onPage={setMessagesPage} />
          </>
        )}
      </section>
      <section aria-labelledby="job-applications" className="space-y-3">
        <h3 id="job-applications" className="text-lg font-semibold text-white">
          Job applications
        </h3>
        {applications.isPending ? (
          <Spinner label="Loading applications" />
        ) : applications.isError ? (
          <LoadFailed retry={() => applications.refetch()} />
        ) : applications.data.items.length === 0 ? (
          <p className="text-sm text-slate-400">No applications yet.</p>
        ) : (
          <>
            <ul className="space-y-3">
              {applications.data.items.map((a) => (
                <li key={a.id} className="rounded-xl border border-white/10 bg-slate-900/60 p-4">
                  <p className="font-medium text-white">{a.position_title}</p>
                  <p className="mt-1 text-xs text-slate-400">
                    {a.name} · <a className="text-violet-300 hover:underline" href={`mailto:${a.email}`}>{a.email}</a> · {formatDateTime(a.created_at)}
                  </p>
                  <p className="mt-2 text-sm whitespace-pre-line text-slate-300">{a.cover_note}</p>
                  {a.links.length > 0 ? (
                    <ul className="mt-2 space-y-1 text-xs">
                      {a.links.map((link) => (
                        <li key={link} className="truncate text-slate-300">
                          {/^https?:\/\//i.test(link) ? (
                            <a className="text-violet-300 hover:underline" href={link} target="_blank" rel="noopener noreferrer nofollow">
                              {link}
                            </a>
                          ) : (
                            link
                          )}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
            <Pager label="Job applications" page={applicationsPage} pageSize={INBOX_PAGE_SIZE} total={applications.data.total} onPage={setApplicationsPage} />
          </>
        )}
      </section>
    </div>
  );
}
