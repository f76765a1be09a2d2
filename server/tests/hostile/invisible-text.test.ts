// Hostile probes of names and titles (issue 20, item 5): a title of only a zero-width space and a
// right-to-left override was taken and showed as blank, and a file named `clip\u202Egpj.mp4` showed
// as "clipmp4.jpg". Every file field refuses format characters (400 FILE_NAME_INVALID with the
// field), every title and one-line name a person types refuses bidi controls and a text that shows
// nothing (400 with the field's own code), and nothing is kept after a refusal.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../contract/error-codes.js';
import type { SubmissionDetail } from '../../../contract/submissions.js';
import { createTopic } from '../../competitions/competition-admin.js';
import { originalNameProblem } from '../../files/stored-files.js';
import { approveSubmission } from '../../submissions/submission-pipeline.js';
import { createTextPdf } from '../../seed/tiny-pdf.js';
import { creditedGroup } from '../assets-fixtures.js';
import { topicInput } from '../competition-fixtures.js';
import { multipartBody, type Part } from '../multipart.js';
import { createTestApp, errorBody, insertUser, loginToken, type TestApp } from '../test-app.js';

/** Names that show as something else or as nothing: RLO, an isolate, ZWSP, BOM, a joiner. */
const HIDDEN_NAMES = {
  work: 'clip\u202Egpj.mp4',
  thumbnail: 'thumb\u2067gnp.png',
  projectFile: 'files\u202Eexe.zip',
  attachment: '\uFEFFstatement.pdf',
  document1: 'id\u202Efdp.exe',
  guardianConsent: 'consent\u200B.pdf',
} as const;

/** Titles and names with nothing to see, or that turn the text around. */
const UNSEEN_TEXTS = ['\u200B\u202E', '\u200B', '\u3164', '\u2800', 'my \u202Eloop', 'a \u2066b\u2069'];

const media = (name: string) => readFile(path.join(import.meta.dirname, '../../../tests/media', name));
const pdf = Buffer.from(createTextPdf('ID', [{ text: 'identity' }]));

let t: TestApp;
let dir: string;
let creator: { uuid: string; token: string };
let videoTopic: string;
let clip5: Buffer;
let thumb: Buffer;
let zip: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-invisible-'));
  t = await createTestApp({ privateFilesDir: dir });
  const uuid = await insertUser(t.database, { userId: 'names@example.com', password: 'Right!pass1' });
  creator = { uuid, token: await loginToken(t.app, 'names@example.com', 'Right!pass1') };
  videoTopic = await createTopic(t.database.db, topicInput({ topic: 'Five seconds', timeLimit: 'f5s' }));
  [clip5, thumb, zip] = await Promise.all([
    media('clip-5s.mp4'),
    media('thumb-720x405.png'),
    media('project.zip'),
  ]);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

function send(method: 'POST' | 'PUT', url: string, parts: Part[], headers: Record<string, string> = {}) {
  const { body, contentType } = multipartBody(parts);
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${creator.token}`, 'content-type': contentType, ...headers },
    payload: body,
  });
}

async function expectRefused(response: Awaited<ReturnType<typeof send>>, code: string, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(errorBody(response).errorCode).toBe(code);
  expect(response.json<{ field?: string }>().field).toBe(field);
}

const storedFileCount = async () =>
  (await readdir(dir)).filter((name) => name !== 'tmp' && name !== 'uploads').length;

function entryParts(
  texts: { title?: string; description?: string } = {},
  names: Partial<Record<string, string>> = {},
) {
  return [
    { name: 'topicUuid', value: videoTopic },
    { name: 'title', value: texts.title ?? 'My loop' },
    { name: 'description', value: texts.description ?? 'A box opens.' },
    { name: 'thumbnail', fileName: names['thumbnail'] ?? 'thumb.png', content: thumb, type: 'image/png' },
    { name: 'work', fileName: names['work'] ?? 'loop.mp4', content: clip5, type: 'video/mp4' },
  ];
}

describe('hostile: entries', () => {
  it('refuses a work or a thumbnail whose name holds a format character, and keeps nothing', async () => {
    const before = await storedFileCount();
    for (const field of ['work', 'thumbnail'] as const) {
      const response = await send(
        'POST',
        '/api/submission/',
        entryParts({}, { [field]: HIDDEN_NAMES[field] }),
      );
      await expectRefused(response, ErrorCode.FileNameInvalid, field);
    }
    expect(await storedFileCount()).toBe(before);
  });

  it('refuses a title that shows nothing or turns around, and a description with a bidi control', async () => {
    for (const title of UNSEEN_TEXTS) {
      const response = await send('POST', '/api/submission/', entryParts({ title }));
      await expectRefused(response, ErrorCode.TitleInvalid, 'title');
    }
    for (const description of ['\u200B', 'line one\n\u202Eenil owt', 'a \u2068b\u2069']) {
      const response = await send('POST', '/api/submission/', entryParts({ description }));
      await expectRefused(response, ErrorCode.DescriptionInvalid, 'description');
    }
  });

  it('keeps a zero-width joiner inside an emoji, and refuses a project file named to read as another', async () => {
    const family = '가족 👨\u200D👩\u200D👧';
    const entered = await send(
      'POST',
      '/api/submission/',
      entryParts({ title: family, description: family }),
    );
    expect(entered.statusCode, entered.body).toBe(201);
    const entry = entered.json<{ data: SubmissionDetail }>().data;
    expect(entry).toMatchObject({ title: family, description: family });
    await approveSubmission(t.database.db, entry.uuid, new Date());
    const response = await send('POST', `/api/submission/project-file/${entry.uuid}`, [
      { name: 'projectFile', fileName: HIDDEN_NAMES.projectFile, content: zip, type: 'application/zip' },
    ]);
    await expectRefused(response, ErrorCode.FileNameInvalid, 'projectFile');
  });
});

describe('hostile: inquiries', () => {
  const valid = { category: 'payout', title: 'When is my payout?', content: 'I asked on Monday.' };
  const inquiryParts = (texts: Partial<typeof valid>, attachmentName?: string): Part[] => [
    ...Object.entries({ ...valid, ...texts }).map(([name, value]) => ({ name, value })),
    ...(attachmentName ? [{ name: 'attachment', fileName: attachmentName, content: pdf }] : []),
  ];

  it('refuses a title or a content that shows nothing or turns around', async () => {
    for (const title of UNSEEN_TEXTS) {
      await expectRefused(
        await send('POST', '/api/inquiries', inquiryParts({ title })),
        ErrorCode.InquiryTitleInvalid,
        'title',
      );
    }
    for (const content of ['\u200B\u200B', 'pay me \u202E00001']) {
      await expectRefused(
        await send('POST', '/api/inquiries', inquiryParts({ content })),
        ErrorCode.InquiryContentInvalid,
        'content',
      );
    }
  });

  it('refuses an attachment whose name holds a format character, when written and when edited', async () => {
    await expectRefused(
      await send('POST', '/api/inquiries', inquiryParts({}, HIDDEN_NAMES.attachment)),
      ErrorCode.FileNameInvalid,
      'attachment',
    );
    const written = await send('POST', '/api/inquiries', inquiryParts({}));
    expect(written.statusCode, written.body).toBe(201);
    const uuid = written.json<{ data: { uuid: string } }>().data.uuid;
    await expectRefused(
      await send('PUT', `/api/inquiries/${uuid}`, inquiryParts({}, 'notes\u202Efdp.zip')),
      ErrorCode.FileNameInvalid,
      'attachment',
    );
    await expectRefused(
      await send('PUT', `/api/inquiries/${uuid}`, inquiryParts({ title: '\u200B' })),
      ErrorCode.InquiryTitleInvalid,
      'title',
    );
  });
});

describe('hostile: withdrawal requests', () => {
  const minorTexts = { dateOfBirth: '2012-01-01', guardianName: 'Parent', guardianPhone: '010-1234-5678' };
  function withdrawalParts(texts: Record<string, string>, files: Part[]): Part[] {
    const all = {
      amount: '10000',
      accountHolder: 'Hong Gildong',
      bankName: 'Kookmin',
      accountNumber: '123-456-789012',
      payeeType: 'individual',
      vatRegistered: 'false',
      dateOfBirth: '1990-05-01',
      ...texts,
    };
    return [...Object.entries(all).map(([name, value]) => ({ name, value })), ...files];
  }
  const withdraw = (texts: Record<string, string>, files: Part[]) =>
    send('POST', '/api/assets/withdrawal-request', withdrawalParts(texts, files), {
      'idempotency-key': `key-${Math.random().toString(36).slice(2)}`,
    });
  const document = (name = 'id.pdf'): Part => ({ name: 'document1', fileName: name, content: pdf });

  beforeAll(async () => {
    await creditedGroup(t.database.db, { owners: [creator.uuid], counts: [100], reward: 100_000 });
  });

  it('refuses a holder, a bank or a guardian name that shows nothing or turns around', async () => {
    for (const accountHolder of UNSEEN_TEXTS) {
      await expectRefused(
        await withdraw({ accountHolder }, [document()]),
        ErrorCode.WithdrawalHolderInvalid,
        'accountHolder',
      );
    }
    await expectRefused(
      await withdraw({ bankName: 'Kook\u202Enim' }, [document()]),
      ErrorCode.WithdrawalBankInvalid,
      'bankName',
    );
    await expectRefused(
      await withdraw({ ...minorTexts, guardianName: '\u3164' }, [document()]),
      ErrorCode.WithdrawalGuardianRequired,
      'guardianName',
    );
  });

  it('refuses a document or a consent form whose name holds a format character, and keeps nothing', async () => {
    const before = await storedFileCount();
    await expectRefused(
      await withdraw({}, [document(HIDDEN_NAMES.document1)]),
      ErrorCode.FileNameInvalid,
      'document1',
    );
    await expectRefused(
      await withdraw(minorTexts, [
        document(),
        { name: 'guardianConsent', fileName: HIDDEN_NAMES.guardianConsent, content: pdf },
      ]),
      ErrorCode.FileNameInvalid,
      'guardianConsent',
    );
    expect(await storedFileCount()).toBe(before);
  });
});

describe('hostile: files the operator publishes', () => {
  it('refuses a notice attachment name with a format character, as the uploads do', () => {
    expect(originalNameProblem('notice\u202Efdp.exe')).toMatch(/invisible or direction-changing/);
    expect(originalNameProblem('\u3164')).toMatch(/no visible character/);
    expect(originalNameProblem('공지 안내.pdf')).toBeNull();
  });
});
