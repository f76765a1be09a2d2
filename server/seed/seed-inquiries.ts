// The demo creator's 1:1 inquiries (issue 11): one in each state, one about an entry with a PDF
// attachment in private storage, one answered. Only once: a demo account with any inquiry is left
// alone.
import { writeFile } from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import { keepTemporary, temporaryPath, type PrivateStore } from '../files/index.js';
import { createTextPdf } from './tiny-pdf.js';
import type { Database } from '../db/client.js';
import { inquiries, privateFiles, submissions } from '../db/schema.js';
import { findDemoAccount } from './seed.js';

export async function seedDemoInquiries(
  db: Database,
  options: { store: PrivateStore; now: Date },
): Promise<number> {
  const demo = await findDemoAccount(db);
  if (!demo) return 0;
  const [existing] = await db.select({ n: count() }).from(inquiries).where(eq(inquiries.userUuid, demo.uuid));
  if ((existing?.n ?? 0) > 0) return 0;
  const [entry] = await db
    .select({ uuid: submissions.uuid })
    .from(submissions)
    .where(eq(submissions.userUuid, demo.uuid))
    .limit(1);
  const day = 24 * 60 * 60_000;
  const at = (daysAgo: number) => new Date(options.now.getTime() - daysAgo * day);

  const temporary = await temporaryPath(options.store);
  await writeFile(
    temporary,
    createTextPdf('Settlement statement', [
      { text: 'October: 243,243 won' },
      { text: 'Account: ***-****-1234' },
    ]),
  );
  const file = await keepTemporary(
    options.store,
    { path: temporary },
    {
      ownerUuid: demo.uuid,
      originalName: 'settlement-october.pdf',
      mime: 'application/pdf',
      extension: 'pdf',
    },
  );
  return db.transaction(async (tx) => {
    const [attachment] = await tx.insert(privateFiles).values(file).returning({ uuid: privateFiles.uuid });
    await tx.insert(inquiries).values([
      {
        userUuid: demo.uuid,
        category: 'payout',
        title: 'When will my October earnings be paid?',
        content: 'I asked for a withdrawal on Monday. The statement is attached.\nThank you!',
        attachmentFileUuid: attachment!.uuid,
        state: 'unanswered',
        language: 'en',
        createdAt: at(1),
        updatedAt: at(1),
      },
      {
        userUuid: demo.uuid,
        category: 'entry',
        title: '썸네일 크기를 다시 확인해 주세요',
        content: '출품작 썸네일을 720 × 405로 올렸는데 검수 결과가 궁금합니다.',
        submissionUuid: entry?.uuid ?? null,
        state: 'answered',
        language: 'ko',
        answerHtml:
          '<p>안녕하세요. 썸네일은 규격에 맞게 접수되었습니다.</p><p>검수는 영업일 기준 <strong>5일</strong> 안에 끝납니다.</p>',
        answeredAt: at(3),
        createdAt: at(4),
        updatedAt: at(4),
      },
      {
        userUuid: demo.uuid,
        category: 'account',
        title: 'Change of phone number',
        content: 'Never mind, I found it on My page.',
        state: 'deleted',
        language: 'en',
        deletedAt: at(6),
        createdAt: at(7),
        updatedAt: at(6),
      },
    ]);
    return 3;
  });
}
