import net from 'node:net';

const SMTP_REPLIES: Record<string, string> = {
  EHLO: '250 stand-in',
  HELO: '250 stand-in',
  DATA: '354 End data with <CR><LF>.<CR><LF>',
  QUIT: '221 Bye',
};

export type ReceivedMail = { from: string; to: string[]; data: string };

/** A minimal SMTP server on 127.0.0.1 that records what it receives (no auth, no TLS). */
export async function startSmtpStandIn(): Promise<{ port: number; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 stand-in ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let idx: number;
      while ((idx = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, idx);
        buffer = buffer.slice(idx + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '' };
            reply('250 OK queued');
          } else mail.data += (line.startsWith('..') ? line.slice(1) : line) + '\n';
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'MAIL') mail.from = line.slice(10).trim();
        if (cmd === 'RCPT') mail.to.push(line.slice(8).trim());
        if (cmd === 'DATA') inData = true;
        reply(SMTP_REPLIES[cmd] ?? '250 OK');
        if (cmd === 'QUIT') socket.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
