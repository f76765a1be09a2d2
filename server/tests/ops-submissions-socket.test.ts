// The review commands through the ops socket (issue 9, issue 12 §3): what `npm run ops` does while
// the server runs on its embedded database. approve, return and list-submissions run in the server's
// process, on its database, with its mail transport: the creator is mailed in the language they
// entered in, with a link to the entry on PUBLIC_URL; a command that lost the race is refused with
// the entry's real state and exit code 1.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { privateFiles, submissions } from '../db/schema.js';
import { runOpsThroughServer } from '../ops/socket-client.js';
import { opsSocketPath } from '../ops/socket-protocol.js';
import { startOpsSocket, type OpsSocket } from '../ops/socket-server.js';
import { createTopic } from '../competitions/competition-admin.js';
import { topicInput } from './competition-fixtures.js';
import { createMemoryMailer } from './doubles.js';
import { insertUser } from './test-app.js';

let base: string;
let dataDir: string;
let database: DatabaseHandle;
let opsSocket: OpsSocket;
let userUuid: string;
let topicUuid: string;
const mailer = createMemoryMailer();
const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'ops-entries-'));
  dataDir = path.join(base, 'data');
  await mkdir(dataDir);
  database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') });
  await runMigrations(database);
  userUuid = await insertUser(database, { userId: 'socket-maker@example.com', password: 'Right!pass1' });
  topicUuid = await createTopic(database.db, topicInput());
  opsSocket = await startOpsSocket({
    dataDir,
    handle: database,
    publicFilesDir: path.join(dataDir, 'files', 'public'),
    timeZone: 'Asia/Seoul',
    log: silent,
    mail: { mailer, publicUrl: 'https://portal.example', supportEmail: 'help@portal.example' },
  });
});
afterAll(async () => {
  await opsSocket.close();
  await database.close();
  await rm(base, { recursive: true, force: true });
});

async function ops(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOpsThroughServer(opsSocketPath(dataDir), argv, {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** An entry under review, as the upload leaves it (files registered; their bytes do not matter here). */
async function entryUnderReview(title: string, language: 'ko' | 'en'): Promise<string> {
  const files = await database.db
    .insert(privateFiles)
    .values(
      ['mp4', 'png'].map((ext) => ({
        ownerUuid: userUuid,
        storedName: `${crypto.randomUUID().replace(/-/g, '')}.${ext}`,
        originalName: `work.${ext}`,
        size: 1,
        mime: ext === 'mp4' ? 'video/mp4' : 'image/png',
      })),
    )
    .returning({ uuid: privateFiles.uuid });
  const [row] = await database.db
    .insert(submissions)
    .values({
      userUuid,
      topicUuid,
      title,
      description: '',
      tType: 'video',
      language,
      workFileUuid: files[0]!.uuid,
      thumbnailFileUuid: files[1]!.uuid,
    })
    .returning({ uuid: submissions.uuid });
  return row!.uuid;
}

describe('review commands through the ops socket', () => {
  it('approves in the server and mails the creator in Korean with the entry link', async () => {
    const uuid = await entryUnderReview('소켓 승인', 'ko');
    const listed = await ops('list-submissions', '--state', 'reviewing', '--json');
    expect(listed.code).toBe(0);
    expect((JSON.parse(listed.out) as { uuid: string }[]).map((row) => row.uuid)).toContain(uuid);

    const approved = await ops('approve', '--uuid', uuid);
    expect(approved).toMatchObject({ code: 0, out: `approved ${uuid}` });
    expect(approved.err).toContain('mailed socket-maker@example.com (ko)');
    const mail = mailer.sent.at(-1)!;
    expect(mail.to).toBe('socket-maker@example.com');
    expect(mail.subject).toBe('[크리에이터 포털] 출품작 "소켓 승인"이(가) 승인되었습니다');
    expect(mail.text).toContain(`https://portal.example/submission-detail/${uuid}`);
    expect(mail.text).toContain('help@portal.example');

    // Returning it now loses: the entry is approved already.
    const late = await ops('return', '--uuid', uuid, '--reason', 'Too late.');
    expect(late.code).toBe(1);
    expect(late.err).toContain('approved');
    expect(mailer.sent.at(-1)).toBe(mail);
  });

  it('returns in the server and mails the reason in English', async () => {
    const uuid = await entryUnderReview('Socket return', 'en');
    const returned = await ops('return', '--uuid', uuid, '--reason', 'The music is not licensed.');
    expect(returned.code).toBe(0);
    const mail = mailer.sent.at(-1)!;
    expect(mail.subject).toBe('[Creator Portal] Your entry "Socket return" was returned');
    expect(mail.text).toContain('The music is not licensed.');
    expect(mail.text).toContain(`https://portal.example/submission-detail/${uuid}`);
    expect((await ops('show-submission', '--uuid', uuid)).out).toContain(
      'returned: The music is not licensed.',
    );
  });

  it('refuses an unknown entry and a missing reason without mailing', async () => {
    const before = mailer.sent.length;
    expect((await ops('approve', '--uuid', crypto.randomUUID())).code).toBe(1);
    expect((await ops('return', '--uuid', crypto.randomUUID())).code).toBe(2);
    expect(mailer.sent.length).toBe(before);
  });
});
