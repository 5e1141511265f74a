/** The server's dev mailbox (GET /dev/mail.json, newest first): how specs receive mail. */
export type OutboxMail = { to: string; subject: string; text: string; html: string; created_at: string };

export class Mailbox {
  constructor(private readonly baseURL: string) {}

  async all(): Promise<OutboxMail[]> {
    const res = await fetch(`${this.baseURL}/dev/mail.json`);
    if (!res.ok) throw new Error(`GET /dev/mail.json answered ${res.status}`);
    return (await res.json()) as OutboxMail[];
  }

  /** Polls until the newest mail to `to` (matching `subject`, created at or after `since`) arrives. */
  async waitFor(to: string, opts: { subject?: RegExp; since?: Date; timeoutMs?: number } = {}): Promise<OutboxMail> {
    const { subject, since, timeoutMs = 15_000 } = opts;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = (await this.all()).find(
        (m) =>
          m.to.toLowerCase() === to.toLowerCase() &&
          (!subject || subject.test(m.subject)) &&
          (!since || new Date(m.created_at).getTime() >= since.getTime() - 1_000),
      );
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** The mail's link to `pathname` (e.g. /verify-email), as an absolute URL. */
  static link(mail: OutboxMail, pathname: '/verify-email' | '/reset-password'): string {
    const re = new RegExp(`https?://[^\\s"'<>]+${pathname}\\?token=[A-Za-z0-9_%-]+`);
    const match = mail.text.match(re);
    if (!match) throw new Error(`no ${pathname} link in mail "${mail.subject}":\n${mail.text}`);
    return match[0];
  }

  async linkFor(to: string, pathname: '/verify-email' | '/reset-password', opts: { subject?: RegExp; since?: Date } = {}): Promise<string> {
    return Mailbox.link(await this.waitFor(to, opts), pathname);
  }
}

export const VERIFY_SUBJECT = /verify/i;
export const RESET_SUBJECT = /reset/i;
