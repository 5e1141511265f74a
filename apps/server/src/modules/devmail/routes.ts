import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema';

const OutboxMailSchema = z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string(), created_at: z.string() });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The dev mailbox: what the outbox holds, newest first. Registered only outside production. */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const latest = async () => {
    const rows = await app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(100);
    return rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, html: r.html, created_at: r.createdAt.toISOString() }));
  };

  app.get(
    '/dev/mail.json',
    { config: { auth: 'public' }, schema: { hide: true, response: { 200: z.array(OutboxMailSchema) } } },
    latest,
  );

  app.get('/dev/mail', { config: { auth: 'public' }, schema: { hide: true } }, async (_req, reply) => {
    const mails = await latest();
    const linkify = (text: string) => escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
    const items = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.created_at)}</p><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('');
    return reply.type('text/html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Ultimate Co-founder</title>
<style>body{font-family:system-ui,sans-serif;background:#0b1020;color:#e5e7eb;max-width:760px;margin:32px auto;padding:0 16px}article{background:#111827;border-radius:10px;padding:16px;margin:12px 0}h2{font-size:16px;margin:0}.meta{color:#9ca3af;font-size:12px}pre{white-space:pre-wrap;font:inherit}a{color:#a78bfa}</style></head>
<body><h1>Dev mailbox</h1><p>Mail the server would have sent (no SMTP_URL set). Newest first.</p>${items || '<p>No mail yet.</p>'}</body></html>`);
  });
};
