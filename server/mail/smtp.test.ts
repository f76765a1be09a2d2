// The SMTP transport (SMTP_URL) against a minimal SMTP server on loopback.
import { once } from 'node:events';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './mailer.js';

/** Accepts one mail and keeps the envelope and the raw message. */
async function startSmtpServer() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let newline: number;
      while ((newline = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else {
            current.data += `${line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 test\r\n');
        else if (command === 'MAIL') {
          current.from = line;
          socket.write('250 ok\r\n');
        } else if (command === 'RCPT') {
          current.to.push(line);
          socket.write('250 ok\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 go\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('SMTP mailer', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('sends the message with text and HTML parts from MAIL_FROM', async () => {
    const smtp = await startSmtpServer();
    close = smtp.close;
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      from: '"Creator Portal" <no-reply@creator-portal.example>',
    });
    await mailer.send({
      to: 'someone@example.com',
      subject: 'Verify',
      text: 'plain body http://x/email-auth/abc',
      html: '<p>html body</p>',
      devLogLink: 'http://x/email-auth/abc',
    });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toContain('no-reply@creator-portal.example');
    expect(mail!.to.join()).toContain('someone@example.com');
    expect(mail!.data).toContain('Subject: Verify');
    expect(mail!.data).toContain('text/plain');
    expect(mail!.data).toContain('text/html');
    expect(mail!.data).toContain('plain body');
    expect(mail!.data).toContain('<p>html body</p>');
  });

  it('rejects when the server cannot be reached (the route then answers 502)', async () => {
    const mailer = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'a@example.com' });
    await expect(
      mailer.send({ to: 'b@example.com', subject: 's', text: 't', html: '<p>t</p>' }),
    ).rejects.toThrow();
  });
});
