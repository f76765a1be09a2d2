// Hostile probes of the message limits (issue 13, item 9): the per-recipient cap protects a mailbox
// and a phone from floods, but must not let anyone silence them. Asked from one address, the
// attacker's requests use up only that address's budget for the recipient; across addresses a
// short window and a daily ceiling apply. And a production server without SMTP does not put
// verification links in its log (item 10).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskMailer } from '../../mail/mailer.js';
import { createTestApp, errorBody, insertUser, type TestApp } from '../test-app.js';

// Long enough for ten resets (each hashes a temporary password with scrypt, 150-250 ms on a
// 2-core machine) to fall inside one window: at 1.5 s the window passed before the eleventh.
const BURST_WINDOW_MS = 6_000;

describe('hostile: nobody can silence a recipient’s mail or texts', () => {
  let t: TestApp;
  let address = 0;
  const nextAddress = () => `198.51.100.${(address += 1)}`;

  beforeAll(async () => {
    t = await createTestApp({
      accountRateLimits: {
        perAddress: { max: 1_000, timeWindowMs: 60_000 },
        perRecipient: { max: 5, timeWindowMs: 60 * 60_000 },
        perRecipientBurst: { max: 10, timeWindowMs: BURST_WINDOW_MS },
        perRecipientDaily: { max: 14, timeWindowMs: 24 * 60 * 60_000 },
      },
    });
    for (const userId of ['victim@example.com', 'flooded@example.com']) {
      await insertUser(t.database, { userId, password: 'Right!pass1' });
    }
  });
  afterAll(() => t.close());

  const reset = (userId: string, remoteAddress: string): InjectOptions => ({
    method: 'POST',
    url: '/p/api/users/password',
    payload: { userId },
    remoteAddress,
  });
  const phoneCode = (hpNumber: string, remoteAddress: string): InjectOptions => ({
    method: 'GET',
    url: `/p/api/users/auth-hpnumber?hpNumber=${hpNumber}`,
    remoteAddress,
  });
  const status = async (options: InjectOptions) => (await t.app.inject(options)).statusCode;

  it.each([
    ['password reset', reset, 'victim@example.com'],
    ['phone code', phoneCode, '01077770001'],
  ] as const)(
    '%s: five requests from one address block that address only',
    async (_name, request, recipient) => {
      const attacker = nextAddress();
      for (let i = 0; i < 5; i += 1) expect(await status(request(recipient, attacker))).toBe(200);
      const refused = await t.app.inject(request(recipient, attacker));
      expect(refused.statusCode).toBe(429);
      expect(errorBody(refused)).toMatchObject({ errorCode: 'RATE_LIMITED', retryAfter: expect.any(Number) });
      // Refused calls do not count against the recipient: the owner, elsewhere, still gets through.
      for (let i = 0; i < 20; i += 1) await t.app.inject(request(recipient, attacker));
      expect(await status(request(recipient, nextAddress()))).toBe(200);
    },
  );

  it('many addresses: a short window, then a daily ceiling', async () => {
    const to = 'flooded@example.com';
    const before = t.mailer.sent.filter((mail) => mail.to === to).length;
    // Ten from ten addresses within the short window, then 429 for everyone.
    for (let i = 0; i < 10; i += 1) expect(await status(reset(to, nextAddress()))).toBe(200);
    expect(await status(reset(to, nextAddress()))).toBe(429);
    // The window passes: mail flows again, until the daily ceiling (14).
    await new Promise((resolve) => setTimeout(resolve, BURST_WINDOW_MS + 200));
    for (let i = 0; i < 4; i += 1) expect(await status(reset(to, nextAddress()))).toBe(200);
    const ceiling = await t.app.inject(reset(to, nextAddress()));
    expect(ceiling.statusCode).toBe(429);
    expect(Number(ceiling.headers['retry-after'])).toBeGreaterThan(60 * 60);
    // The mails go out after the answer: closing the app waits for them.
    await t.app.close();
    expect(t.mailer.sent.filter((mail) => mail.to === to).length - before).toBe(14);
  });
});

describe('hostile: the disk mailbox in production keeps links out of the log', () => {
  it('writes the mail but logs only its file name', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-mailbox-'));
    try {
      const lines: string[] = [];
      const log = {
        info: (obj: unknown, msg: string) => void lines.push(`${JSON.stringify(obj)} ${msg}`),
      } as unknown as FastifyBaseLogger;
      const link = 'http://portal.test/email-auth/secret-code-123';
      const message = { to: 'a@example.com', subject: 'Verify', text: link, html: link, devLogLink: link };

      await createDiskMailer(dir, undefined, { logLinks: false }).send(message, log);
      expect(lines).toHaveLength(1);
      expect(lines.join('\n')).not.toContain('secret-code-123');
      expect(lines[0]).toContain('mailboxFile');
      const [file] = await readdir(dir);
      expect(await readFile(path.join(dir, file!), 'utf8')).toContain('secret-code-123');

      // Development keeps the convenience.
      await createDiskMailer(dir).send(message, log);
      expect(lines[1]).toContain('secret-code-123');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
