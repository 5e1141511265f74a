import type { MailMessage } from '../../providers/mail';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(title: string, intro: string, action: string, link: string, outro: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#0b1020;color:#e5e7eb;padding:24px">
<div style="max-width:520px;margin:auto;background:#111827;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#7c3aed;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:12px;color:#9ca3af">${escapeHtml(outro)}<br>${escapeHtml(link)}</p>
</div></body></html>`;
}

export function verificationMail(to: string, name: string, link: string, signupCredits: number): MailMessage {
  const intro = `Hi ${name}, welcome to Ultimate Co-founder! Confirm your email address to activate your account and receive ${signupCredits} free credits.`;
  const outro = 'This link is valid for 24 hours. If you did not create an account, ignore this email.';
  return {
    to,
    subject: 'Verify your Ultimate Co-founder account',
    text: `${intro}\n\nVerify your email: ${link}\n\n${outro}`,
    html: layout('Verify your email', intro, 'Verify Email', link, outro),
  };
}

export function resetMail(to: string, name: string, link: string): MailMessage {
  const intro = `Hi ${name}, we received a request to reset your Ultimate Co-founder password.`;
  const outro =
    'This link is valid for 1 hour and can be used once. Resetting your password signs you out on every device and revokes all your API keys. If you did not ask for it, ignore this email; your password stays the same.';
  return {
    to,
    subject: 'Reset your Ultimate Co-founder password',
    text: `${intro}\n\nReset your password: ${link}\n\n${outro}`,
    html: layout('Reset your password', intro, 'Reset Password', link, outro),
  };
}

export function signInLinkMail(to: string, name: string, link: string): MailMessage {
  const intro = `Hi ${name}, here is the one-time link you asked for to sign in to Ultimate Co-founder without your password. Your account had many failed sign-in attempts, so password sign-in is slowed down for a while.`;
  const outro = 'This link is valid for 15 minutes and can be used once. If you did not ask for it, ignore this email: nobody can use it without access to your inbox. Consider changing your password.';
  return {
    to,
    subject: 'Your Ultimate Co-founder sign-in link',
    text: `${intro}\n\nSign in: ${link}\n\n${outro}`,
    html: layout('Sign in to Ultimate Co-founder', intro, 'Sign In', link, outro),
  };
}
