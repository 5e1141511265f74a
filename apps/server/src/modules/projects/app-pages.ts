import { APP_REPORT_REASONS, type AppReportReason } from '@uc/contract';

/**
 * The few pages the apps origin writes itself: the footer every deployed page carries, the
 * report form it links to, and the page of an app an admin took down. Only the slug (a-z, 0-9,
 * "-", checked by the route) and configured origins are interpolated: a project's name or text
 * never appears here, so a report page cannot be dressed up by the app it reports.
 */

export const reportPath = (slug: string) => `/apps/_report/${slug}`;

const FOOTER_STYLE =
  'position:fixed;right:8px;bottom:8px;z-index:2147483647;margin:0;padding:4px 10px;border-radius:999px;background:rgba(15,23,42,.88);color:#e2e8f0;font:12px/1.5 system-ui,-apple-system,sans-serif;box-shadow:0 1px 4px rgba(0,0,0,.3)';
const LINK_STYLE = 'color:#c4b5fd;text-decoration:underline';

/** "Built with Ultimate Co-founder · Report", added to every HTML page of a deployed app as it is served. */
export function footerHtml(slug: string, productOrigin: string): string {
  return (
    `<aside data-uc-footer="" style="${FOOTER_STYLE}">Built with <a href="${productOrigin}/" style="${LINK_STYLE}">Ultimate Co-founder</a>` +
    ` · <a href="${reportPath(slug)}" style="${LINK_STYLE}">Report</a></aside>`
  );
}

/** Inserts the footer before the last `</body>` (or at the end of a page without one). */
export function withFooter(html: string, footer: string): string {
  const at = html.toLowerCase().lastIndexOf('</body>');
  return at === -1 ? html + footer : html.slice(0, at) + footer + html.slice(at);
}

/** Headers of the pages below: no script at all, styles inline, the form posts only to this origin. */
export const PLAIN_PAGE_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title>
<style>body{font:16px/1.5 system-ui,-apple-system,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#0f172a}label{display:block;margin:1rem 0 .25rem;font-weight:600}select,textarea{width:100%;font:inherit;padding:.5rem;box-sizing:border-box}button{margin-top:1rem;font:inherit;padding:.5rem 1rem;background:#6d28d9;color:#fff;border:0;border-radius:6px;cursor:pointer}small{color:#475569}</style>
</head><body>${body}</body></html>`;
}

const REASON_LABELS: Record<AppReportReason, string> = {
  phishing: 'Phishing: it asks for passwords or payment details',
  malware: 'Malware or a harmful download',
  spam: 'Spam or a scam',
  illegal: 'Illegal content',
  other: 'Something else',
};

export function reportFormPage(slug: string, productOrigin: string): string {
  const options = APP_REPORT_REASONS.map((r) => `<option value="${r}">${REASON_LABELS[r]}</option>`).join('');
  return page(
    'Report an app',
    `<h1>Report this app</h1>
<p>This app at <code>/apps/${slug}/</code> was made by a user of <a href="${productOrigin}/">Ultimate Co-founder</a>, not by us. Tell our team what is wrong with it; we review every report and take down apps that break the rules.</p>
<form method="post" action="${reportPath(slug)}">
<label for="reason">What is wrong?</label><select id="reason" name="reason" required>${options}</select>
<label for="details">Details <small>(optional)</small></label><textarea id="details" name="details" rows="5" maxlength="2000"></textarea>
<button type="submit">Send report</button>
</form>`,
  );
}

export const reportSentPage = (slug: string) =>
  page('Report sent', `<h1>Thank you</h1><p>Your report about <code>/apps/${slug}/</code> reached our team. You do not need to do anything else.</p>`);

export const takenDownPage = () =>
  page('App unavailable', '<h1>This app is no longer available</h1><p>It was taken down by the Ultimate Co-founder team after a review.</p>');

/** After a visitor's form post (POST /apps/{slug}/submit): the slug is checked against SLUG before this. */
export const submissionSentPage = (slug: string) =>
  page('Sent', `<h1>Thanks, it was sent</h1><p>The team behind this app received your message.</p><p><a href="/apps/${slug}/">Back to the app</a></p>`);
