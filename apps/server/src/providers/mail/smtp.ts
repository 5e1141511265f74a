import type { Transporter } from 'nodemailer';
import type { Mailer } from './index';

export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  // nodemailer loads with the first message or check, not at start-up.
  let transport: Promise<Transporter> | undefined;
  const connect = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  return {
    mode: 'smtp',
    async send(message) {
      await (await connect()).sendMail({ from, ...message });
    },
    async verify() {
      await (await connect()).verify();
    },
  };
}
