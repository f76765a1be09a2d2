// The profile changes of /mypage (issue 19 item 2): the name, and the login email through a link
// mailed to the new address, with a notice to the old one. On PGlite, and on PostgreSQL when
// TEST_DATABASE_URL names a server (`source /tmp/pg.env` or `eval "$(scripts/start-test-postgres.sh)"`).
// Long file: the name and email changes share one app, mailbox and clock on both databases.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/paths.js';
import type { UserData } from '../../contract/users.js';
import { emailChanges, temporaryPasswords, users } from '../db/schema.js';
import { maskEmail } from '../accounts/codes.js';
import type { MailMessage, Mailer } from '../mail/mailer.js';
import { createMemoryMailer } from './doubles.js';
import { createTestApp, errorBody, insertUser, login, type TestApp } from './test-app.js';
import { adminUrl, createThrowawayDatabase } from './throwaway-postgres.js';

const PASSWORD = 'Right!pass1';
const DAY_MS = 24 * 60 * 60 * 1000;

const databases = [
  { name: 'PGlite', url: async () => ({ url: undefined, drop: async () => {} }) },
  ...(adminUrl ? [{ name: 'PostgreSQL', url: () => createThrowawayDatabase('portal_profile') }] : []),
];

/** The memory mailer, plus recipients whose mails fail (an unreachable mailbox server for them). */
function createSelectiveMailer() {
  const memory = createMemoryMailer();
  const failingTo = new Set<string>();
  const mailer: Mailer = {
    async send(message, log) {
      if (failingTo.has(message.to)) throw new Error(`mail to ${message.to} refused (test)`);
      await memory.send(message, log);
    },
  };
  return { memory, failingTo, mailer };
}

function changeCodeIn(mail: MailMessage): string {
  const match = /\/email-change\/([\w-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no email change link in: ${mail.text}`);
  return match[1];
}

describe.each(databases)('profile changes on $name', ({ url }) => {
  let t: TestApp;
  let drop: () => Promise<void>;
  let mails: ReturnType<typeof createSelectiveMailer>;
  let n = 0;

  beforeAll(async () => {
    const database = await url();
    drop = database.drop;
    mails = createSelectiveMailer();
    t = await createTestApp({ databaseUrl: database.url, mailer: mails.mailer });
  });
  afterAll(async () => {
    await t.close();
    await drop();
  });

  const sent = () => mails.memory.sent;
  const mailsTo = (to: string) => sent().filter((mail) => mail.to === to);

  /** A new account, logged in; its email, uuid and token. */
  const newAccount = async (userName = 'Kim Creator') => {
    const userId = `profile${++n}@example.com`;
    const uuid = await insertUser(t.database, { userId, password: PASSWORD, userName });
    const response = await login(t.app, userId, PASSWORD);
    expect(response.statusCode).toBe(200);
    return { userId, uuid, token: response.json<{ data: { jwt: string } }>().data.jwt };
  };
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    token: string | null,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: path,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
  const record = async (uuid: string, token: string) => {
    const response = await call('GET', apiPaths.user(uuid), token);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: UserData }>().data;
  };
  const rename = (uuid: string, token: string | null, userName: unknown) =>
    call('PUT', apiPaths.userName(uuid), token, { userName });
  const askEmailChange = (
    uuid: string,
    token: string,
    newEmail: string,
    password = PASSWORD,
    headers: Record<string, string> = {},
  ) => call('POST', apiPaths.emailChange(uuid), token, { newEmail, password }, headers);
  const openLink = (code: string) => call('GET', apiPaths.emailChangeLink(code), null);
  const changeRows = (uuid: string) =>
    t.database.db.select().from(emailChanges).where(eq(emailChanges.userUuid, uuid));
  const loginIdOf = async (uuid: string) =>
    (await t.database.db.select({ userId: users.userId }).from(users).where(eq(users.uuid, uuid)))[0]?.userId;

  describe('the name', () => {
    it('is stored trimmed, answered as the user record, and shown by the record and the login', async () => {
      const { userId, uuid, token } = await newAccount('Old Name');
      const response = await rename(uuid, token, '  새 이름  ');
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: UserData }>().data).toMatchObject({
        uuid,
        userId,
        userName: '새 이름',
        pendingEmail: null,
      });
      expect((await record(uuid, token)).userName).toBe('새 이름');
      expect(
        (await login(t.app, userId, PASSWORD)).json<{ data: { userName: string } }>().data.userName,
      ).toBe('새 이름');
    });

    it('takes 1 to 30 characters; an empty, blank, too long, invisible or turned-around name is USER_NAME_INVALID', async () => {
      const { uuid, token } = await newAccount('Kept Name');
      expect((await rename(uuid, token, 'a'.repeat(30))).statusCode).toBe(200);
      for (const bad of ['', '   ', 'a'.repeat(31), '\u200B', '\u3164', 'name\u202Egnp.exe']) {
        const response = await rename(uuid, token, bad);
        expect(response.statusCode, JSON.stringify(bad)).toBe(400);
        expect(errorBody(response).errorCode, JSON.stringify(bad)).toBe('USER_NAME_INVALID');
      }
      const control = await rename(uuid, token, 'tab\there');
      expect(control.statusCode).toBe(400);
      expect(errorBody(control).errorCode).toBe('CONTROL_CHARACTERS');
      for (const body of [{ userName: 5 }, { userName: 'ok', extra: 1 }, {}]) {
        const response = await call('PUT', apiPaths.userName(uuid), token, body);
        expect(response.statusCode).toBe(400);
        expect(errorBody(response).errorCode).toBe('VALIDATION_FAILED');
      }
      expect((await record(uuid, token)).userName).toBe('a'.repeat(30));
    });

    it("is only your own: another account's id is 404, no session is 403", async () => {
      const me = await newAccount('Me');
      const other = await newAccount('Other');
      const response = await rename(other.uuid, me.token, 'Taken over');
      expect(response.statusCode).toBe(404);
      expect(errorBody(response).errorCode).toBe('NOT_FOUND');
      expect((await rename(me.uuid, null, 'Nobody')).statusCode).toBe(403);
      expect((await record(other.uuid, other.token)).userName).toBe('Other');
    });
  });

  describe('the email', () => {
    it('mails a link to the new address and a notice to the old; the login id changes only when the link is opened', async () => {
      const { userId, uuid, token } = await newAccount();
      const newEmail = `New.Address${n}@Example.org`;
      const lowered = newEmail.toLowerCase();
      const response = await askEmailChange(uuid, token, newEmail);
      expect(response.statusCode).toBe(200);
      const asked = response.json<{ data: UserData }>().data;
      expect(asked.userId).toBe(userId);
      expect(asked.pendingEmail?.email).toBe(lowered);
      expect(new Date(asked.pendingEmail!.expiresAt).getTime() - t.clock.now().getTime()).toBe(DAY_MS);
      expect((await record(uuid, token)).pendingEmail).toEqual(asked.pendingEmail);

      // The link to the new address (lowercased), in Korean by default.
      const [linkMail] = mailsTo(lowered);
      expect(linkMail?.subject).toBe('[크리에이터 포털] 새 이메일 주소를 확인해 주세요');
      const code = changeCodeIn(linkMail!);
      expect(linkMail!.text).toContain(`http://portal.test/email-change/${code}`);
      // The old address is told, with the new one masked and without the link.
      const [notice] = mailsTo(userId);
      expect(notice?.subject).toBe('[크리에이터 포털] 로그인 이메일 변경이 요청되었습니다');
      expect(notice!.text).toContain(maskEmail(lowered));
      expect(maskEmail(lowered)).toMatch(/^ne\*+@ex\*+\.org$/);
      expect(notice!.text).not.toContain(code);
      expect(notice!.text).not.toContain(lowered);
      expect(notice!.text).toContain('http://portal.test/mypage');
      // Only the code's hash is stored.
      const [row] = await changeRows(uuid);
      expect(row?.codeHash).not.toContain(code);

      // Nothing has changed yet.
      expect((await login(t.app, userId, PASSWORD)).statusCode).toBe(200);
      expect(errorBody(await login(t.app, lowered, PASSWORD)).errorCode).toBe('LOGIN_FAILED');

      const opened = await openLink(code);
      expect(opened.statusCode).toBe(200);
      expect(opened.json<{ data: unknown }>().data).toEqual({ userId: lowered, uuid });
      expect(await changeRows(uuid)).toEqual([]);

      // The new address logs in (in any letter case), the old one no longer does.
      expect((await login(t.app, newEmail, PASSWORD)).statusCode).toBe(200);
      expect(errorBody(await login(t.app, userId, PASSWORD)).errorCode).toBe('LOGIN_FAILED');
      // The session goes on, and its record says the new address at once.
      const after = await record(uuid, token);
      expect(after.userId).toBe(lowered);
      expect(after.pendingEmail).toBeNull();

      // A link works once.
      const again = await openLink(code);
      expect(again.statusCode).toBe(404);
      expect(errorBody(again).errorCode).toBe('EMAIL_CHANGE_INVALID');
    });

    it('writes the mails in the language of the request', async () => {
      const { userId, uuid, token } = await newAccount();
      const newEmail = `english${n}@example.com`;
      expect(
        (await askEmailChange(uuid, token, newEmail, PASSWORD, { 'accept-language': 'en' })).statusCode,
      ).toBe(200);
      expect(mailsTo(newEmail)[0]?.subject).toBe('[Creator Portal] Confirm your new email address');
      expect(mailsTo(newEmail)[0]?.text).toContain('The link works once, for 24 hours.');
      expect(mailsTo(userId)[0]?.subject).toBe(
        '[Creator Portal] A change of your login email address was asked for',
      );
    });

    it('asks for the current password: a wrong one is 400 PASSWORD_MISMATCH (never 403), and nothing is sent or kept', async () => {
      const { userId, uuid, token } = await newAccount();
      const before = sent().length;
      const response = await askEmailChange(uuid, token, `wrong${n}@example.com`, 'Wrong!pass1');
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).errorCode).toBe('PASSWORD_MISMATCH');
      expect(sent().length).toBe(before);
      expect(await changeRows(uuid)).toEqual([]);
      // The session is untouched.
      expect((await record(uuid, token)).userId).toBe(userId);
      const missing = await call('POST', apiPaths.emailChange(uuid), token, {
        newEmail: `x${n}@example.com`,
      });
      expect(errorBody(missing).errorCode).toBe('VALIDATION_FAILED');
    });

    it('refuses a bad address, the current one and one already registered, before checking the password', async () => {
      const { userId, uuid, token } = await newAccount();
      const other = await newAccount();
      const cases: Array<[string, number, string]> = [
        ['not-an-email', 400, 'EMAIL_INVALID'],
        ['name@nodot', 400, 'EMAIL_INVALID'],
        [`${'a'.repeat(95)}@x.com`, 400, 'EMAIL_INVALID'],
        [userId.toUpperCase(), 400, 'EMAIL_UNCHANGED'],
        [` ${other.userId} `, 409, 'DUPLICATE_USER_ID'],
        [other.userId.toUpperCase(), 409, 'DUPLICATE_USER_ID'],
      ];
      for (const [newEmail, status, code] of cases) {
        const response = await askEmailChange(uuid, token, newEmail, 'Wrong!pass1');
        expect(response.statusCode, newEmail).toBe(status);
        expect(errorBody(response).errorCode, newEmail).toBe(code);
      }
      expect(await changeRows(uuid)).toEqual([]);
      const notMine = await askEmailChange(other.uuid, token, `mine${n}@example.com`);
      expect(notMine.statusCode).toBe(404);
      expect(await changeRows(other.uuid)).toEqual([]);
    });

    it('mail server down: 502 DELIVERY_FAILED, no change kept, nothing changed; a change waiting before goes on waiting', async () => {
      const { userId, uuid, token } = await newAccount();
      const first = `first${n}@example.com`;
      expect((await askEmailChange(uuid, token, first)).statusCode).toBe(200);
      const firstCode = changeCodeIn(mailsTo(first)[0]!);
      const [firstRow] = await changeRows(uuid);

      const second = `second${n}@example.com`;
      mails.failingTo.add(second);
      try {
        const response = await askEmailChange(uuid, token, second);
        expect(response.statusCode).toBe(502);
        expect(errorBody(response).errorCode).toBe('DELIVERY_FAILED');
      } finally {
        mails.failingTo.delete(second);
      }
      // As before the call: the first change still waits, with its own link.
      expect(await changeRows(uuid)).toEqual([firstRow]);
      expect(mailsTo(userId)).toHaveLength(1);
      expect((await record(uuid, token)).pendingEmail?.email).toBe(first);
      expect(await loginIdOf(uuid)).toBe(userId);

      // Without a change waiting before: nothing at all is kept.
      await call('DELETE', apiPaths.emailChange(uuid), token);
      mails.failingTo.add(second);
      try {
        expect((await askEmailChange(uuid, token, second)).statusCode).toBe(502);
      } finally {
        mails.failingTo.delete(second);
      }
      expect(await changeRows(uuid)).toEqual([]);
      expect((await record(uuid, token)).pendingEmail).toBeNull();
      expect(errorBody(await openLink(firstCode)).errorCode).toBe('EMAIL_CHANGE_INVALID');
      expect(await loginIdOf(uuid)).toBe(userId);
      expect((await login(t.app, userId, PASSWORD)).statusCode).toBe(200);
    });

    it('a notice that cannot reach the old address is logged, not fatal', async () => {
      const { userId, uuid, token } = await newAccount();
      const newEmail = `noticefails${n}@example.com`;
      mails.failingTo.add(userId);
      try {
        expect((await askEmailChange(uuid, token, newEmail)).statusCode).toBe(200);
      } finally {
        mails.failingTo.delete(userId);
      }
      expect(t.logs.some((line) => line.includes('email change notice to the current address'))).toBe(true);
      expect((await openLink(changeCodeIn(mailsTo(newEmail)[0]!))).statusCode).toBe(200);
    });

    it('an expired link is 410 and changes nothing; the record no longer shows the change', async () => {
      const { userId, uuid, token } = await newAccount();
      const newEmail = `late${n}@example.com`;
      await askEmailChange(uuid, token, newEmail);
      const code = changeCodeIn(mailsTo(newEmail)[0]!);
      t.clock.advance(DAY_MS + 1000);
      try {
        const response = await openLink(code);
        expect(response.statusCode).toBe(410);
        expect(errorBody(response).errorCode).toBe('EMAIL_CHANGE_EXPIRED');
        expect((await record(uuid, token)).pendingEmail).toBeNull();
      } finally {
        t.clock.advance(-(DAY_MS + 1000));
      }
      expect(await loginIdOf(uuid)).toBe(userId);
    });

    it('an address taken in the meantime is 409 when the link is opened, and nothing changes', async () => {
      const { userId, uuid, token } = await newAccount();
      const newEmail = `contested${n}@example.com`;
      await askEmailChange(uuid, token, newEmail);
      const code = changeCodeIn(mailsTo(newEmail)[0]!);
      await insertUser(t.database, { userId: newEmail, password: PASSWORD });
      const response = await openLink(code);
      expect(response.statusCode).toBe(409);
      expect(errorBody(response).errorCode).toBe('DUPLICATE_USER_ID');
      expect(await loginIdOf(uuid)).toBe(userId);
      expect((await login(t.app, userId, PASSWORD)).statusCode).toBe(200);
    });

    it('two accounts ask for the same address: the first link opened wins, the other is 409', async () => {
      const a = await newAccount();
      const b = await newAccount();
      const newEmail = `shared${n}@example.com`;
      expect((await askEmailChange(a.uuid, a.token, newEmail)).statusCode).toBe(200);
      expect((await askEmailChange(b.uuid, b.token, newEmail)).statusCode).toBe(200);
      const [linkA, linkB] = mailsTo(newEmail).map(changeCodeIn);
      expect((await openLink(linkB!)).statusCode).toBe(200);
      expect(errorBody(await openLink(linkA!)).errorCode).toBe('DUPLICATE_USER_ID');
      expect(await loginIdOf(a.uuid)).toBe(a.userId);
      expect(await loginIdOf(b.uuid)).toBe(newEmail);
    });

    it('a new request replaces the waiting one (its link stops working); DELETE cancels', async () => {
      const { userId, uuid, token } = await newAccount();
      const first = `replaced${n}@example.com`;
      const second = `replacing${n}@example.com`;
      await askEmailChange(uuid, token, first);
      await askEmailChange(uuid, token, second);
      const firstCode = changeCodeIn(mailsTo(first)[0]!);
      const secondCode = changeCodeIn(mailsTo(second)[0]!);
      expect(errorBody(await openLink(firstCode)).errorCode).toBe('EMAIL_CHANGE_INVALID');
      expect((await record(uuid, token)).pendingEmail?.email).toBe(second);

      const cancelled = await call('DELETE', apiPaths.emailChange(uuid), token);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json<{ data: UserData }>().data).toMatchObject({ userId, pendingEmail: null });
      expect(errorBody(await openLink(secondCode)).errorCode).toBe('EMAIL_CHANGE_INVALID');
      // Cancelling again changes nothing.
      expect((await call('DELETE', apiPaths.emailChange(uuid), token)).statusCode).toBe(200);
      const other = await newAccount();
      expect((await call('DELETE', apiPaths.emailChange(other.uuid), token)).statusCode).toBe(404);
      expect(await loginIdOf(uuid)).toBe(userId);
    });

    it('a temporary password mailed to the old address stops working once the new address takes over', async () => {
      const { uuid, token } = await newAccount();
      const newEmail = `reset${n}@example.com`;
      await askEmailChange(uuid, token, newEmail);
      await t.database.db.insert(temporaryPasswords).values({
        userUuid: uuid,
        passwordHash: 'scrypt$unused',
        createdAt: t.clock.now(),
        expiresAt: new Date(t.clock.now().getTime() + 60_000),
      });
      expect((await openLink(changeCodeIn(mailsTo(newEmail)[0]!))).statusCode).toBe(200);
      expect(
        await t.database.db.select().from(temporaryPasswords).where(eq(temporaryPasswords.userUuid, uuid)),
      ).toEqual([]);
    });

    it('made-up links are 404', async () => {
      for (const code of ['nope', 'A'.repeat(43)]) {
        const response = await openLink(code);
        expect(response.statusCode).toBe(404);
        expect(errorBody(response).errorCode).toBe('EMAIL_CHANGE_INVALID');
      }
    });
  });
});

describe('profile changes: rate limits (429 with Retry-After, never 403)', () => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp({
      accountRateLimits: {
        perAddress: { max: 4, timeWindowMs: 60_000 },
        perRecipient: { max: 2, timeWindowMs: 60_000 },
        perRecipientBurst: { max: 100, timeWindowMs: 60_000 },
        perRecipientDaily: { max: 100, timeWindowMs: 60_000 },
      },
      passwordChangeLimits: {
        perAccount: { max: 2, timeWindowMs: 60_000 },
        perAddress: { max: 100, timeWindowMs: 60_000 },
      },
    });
  });
  afterAll(() => t.close());

  const newAccount = async () => {
    const userId = `limited${++n}@example.com`;
    const uuid = await insertUser(t.database, { userId, password: PASSWORD });
    const response = await login(t.app, userId, PASSWORD);
    return { userId, uuid, token: response.json<{ data: { jwt: string } }>().data.jwt };
  };
  const send = (
    method: 'PUT' | 'POST' | 'GET',
    url: string,
    token: string | null,
    body?: object,
    ip?: string,
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });

  function expectLimited(response: Awaited<ReturnType<typeof send>>) {
    expect(response.statusCode).toBe(429);
    expect(errorBody(response).errorCode).toBe('RATE_LIMITED');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('name changes: per account', async () => {
    const { uuid, token } = await newAccount();
    for (let i = 0; i < 4; i++) {
      expect(
        (await send('PUT', apiPaths.userName(uuid), token, { userName: `Name ${i}` }, '10.1.0.1')).statusCode,
      ).toBe(200);
    }
    // From another address too: the account's budget is spent.
    expectLimited(await send('PUT', apiPaths.userName(uuid), token, { userName: 'Name 5' }, '10.1.0.2'));
  });

  it('email changes: per account with the password change budget (wrong passwords count), and per recipient', async () => {
    const a = await newAccount();
    for (let i = 0; i < 2; i++) {
      const response = await send(
        'POST',
        apiPaths.emailChange(a.uuid),
        a.token,
        { newEmail: `guess${i}@example.com`, password: 'Wrong!pass1' },
        `10.2.0.${i}`,
      );
      expect(errorBody(response).errorCode).toBe('PASSWORD_MISMATCH');
    }
    expectLimited(
      await send(
        'POST',
        apiPaths.emailChange(a.uuid),
        a.token,
        { newEmail: 'guess9@example.com', password: PASSWORD },
        '10.2.0.9',
      ),
    );

    // One recipient, asked for from one address: two mails, then 429; another recipient still goes.
    const target = 'flooded@example.com';
    const askers = [await newAccount(), await newAccount(), await newAccount()];
    for (const [i, asker] of askers.entries()) {
      const response = await send(
        'POST',
        apiPaths.emailChange(asker.uuid),
        asker.token,
        { newEmail: target, password: PASSWORD },
        '10.3.0.1',
      );
      if (i < 2) expect(response.statusCode).toBe(200);
      else expectLimited(response);
    }
    expect(t.mailer.sent.filter((mail) => mail.to === target)).toHaveLength(2);
    const last = askers[2]!;
    expect(
      (
        await send(
          'POST',
          apiPaths.emailChange(last.uuid),
          last.token,
          { newEmail: 'other.target@example.com', password: PASSWORD },
          '10.3.0.1',
        )
      ).statusCode,
    ).toBe(200);
  });

  it('the link: per client address', async () => {
    for (let i = 0; i < 4; i++) {
      expect(
        (await send('GET', apiPaths.emailChangeLink(`made-up-${i}`), null, undefined, '10.4.0.1')).statusCode,
      ).toBe(404);
    }
    expectLimited(await send('GET', apiPaths.emailChangeLink('made-up-4'), null, undefined, '10.4.0.1'));
    expect(
      (await send('GET', apiPaths.emailChangeLink('made-up-5'), null, undefined, '10.4.0.2')).statusCode,
    ).toBe(404);
  });
});
