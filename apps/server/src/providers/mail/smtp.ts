import nodemailer from 'nodemailer';
import type { Mailer } from './index';

export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    mode: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async verify() {
      await transport.verify();
    },
  };
}
