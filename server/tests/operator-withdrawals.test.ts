// The operator console's withdrawals (issue 21, finance): the list with the documents and the
// account masked, the whole number only on an audited reveal, paid with a date and rejected with
// a reason through the same services as mark-paid and reject-withdrawal (the same rows, an audit
// line each), a transfer batch CSV, 409 for a request another operator settled first, and the
// finance role only.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, withdrawalRequests } from '../db/schema.js';
import { balanceMinor } from '../money/index.js';
import { call, operatorToken } from './operator-fixtures.js';
import { creditedCreator, payoutForm, postWithdrawal } from './payout-scenario.js';
import { createTestApp, errorBody, opsRunner, type TestApp } from './test-app.js';

describe('the console withdrawals', () => {
  let t: TestApp;
  let dir: string;
  let ops: ReturnType<typeof opsRunner>;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'operator-money-'));
    t = await createTestApp({ publicFilesDir: path.join(dir, 'public') });
    ops = opsRunner(t, path.join(dir, 'public'));
  });
  afterEach(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** A creator with a waiting request; answers its uuid and the creator. */
  async function waitingRequest(userId: string) {
    const creator = await creditedCreator(t.app, t.database, userId);
    const response = await postWithdrawal(t.app, creator.token, payoutForm());
    expect(response.statusCode, response.body).toBe(201);
    const rows = await t.database.db.select().from(withdrawalRequests);
    return { uuid: rows.find((one) => one.userUuid === creator.uuid)!.uuid, creator };
  }

  it('lists requests with documents, reveals the whole number once asked, and pays or rejects them', async () => {
    const finance = await operatorToken(t, ops, 'money@example.com', 'finance');
    const paid = await waitingRequest('paid@example.com');
    const refused = await waitingRequest('refused@example.com');

    const list = await call(t, 'GET', '/operator/api/withdrawals?state=requested', finance);
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json<{
      data: {
        lists: {
          uuid: string;
          accountNumberMasked: string;
          documents: { url: string }[];
          creatorEmail: string;
        }[];
      };
    }>().data.lists;
    expect(items.map((item) => item.creatorEmail)).toEqual(['paid@example.com', 'refused@example.com']);
    expect(items[0]!.accountNumberMasked).toMatch(/^\*+6789$/);
    expect(items[0]!.documents[0]!.url).toMatch(/^\/p\/api\/files\/private\//);
    // A PDF shows inside the console's page: inline, framed by the same origin only.
    const document = await t.app.inject({ method: 'GET', url: items[0]!.documents[0]!.url });
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toMatch(/^inline/);
    expect(document.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(document.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(list.body).not.toContain('110123456789');

    const revealed = await call(t, 'POST', `/operator/api/withdrawals/${paid.uuid}/account-number`, finance);
    expect(revealed.json<{ data: { accountNumber: string } }>().data.accountNumber).toBe('110123456789');

    const batch = await call(t, 'POST', '/operator/api/withdrawals/transfer-batch', finance, {
      uuids: [paid.uuid, refused.uuid],
    });
    expect(batch.statusCode).toBe(200);
    expect(batch.headers['content-type']).toContain('text/csv');
    const lines = batch.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'request,creator,accountHolder,bankCode,bankName,accountNumber,netAmount,currency,requestedAt,expectedPayoutDate',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([paid.uuid, refused.uuid]);
    expect(lines[1]).toContain(',110123456789,');

    const payment = await call(t, 'POST', `/operator/api/withdrawals/${paid.uuid}/pay`, finance, {
      paidDate: '2026-11-27',
    });
    expect(payment.json<{ data: { state: string } }>().data.state).toBe('paid');
    const again = await call(t, 'POST', `/operator/api/withdrawals/${paid.uuid}/reject`, finance, {
      reason: 'Late',
    });
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).errorCode).toBe('WITHDRAWAL_STATE_CONFLICT');
    const before = await balanceMinor(t.database.db, refused.creator.uuid);
    const rejection = await call(t, 'POST', `/operator/api/withdrawals/${refused.uuid}/reject`, finance, {
      reason: 'The holder does not match the account.',
    });
    expect(rejection.statusCode).toBe(200);
    expect(await balanceMinor(t.database.db, refused.creator.uuid)).toBe(before + 10_000);
    const unknown = await call(
      t,
      'POST',
      `/operator/api/withdrawals/${crypto.randomUUID()}/pay`,
      finance,
      {},
    );
    expect(unknown.statusCode).toBe(404);
    const badDate = await call(t, 'POST', `/operator/api/withdrawals/${refused.uuid}/pay`, finance, {
      paidDate: '27/11/2026',
    });
    expect(badDate.statusCode).toBe(400);

    const audit = await t.database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(
      audit.filter((line) => line.subjectType === 'withdrawal').map((line) => [line.action, line.subjectId]),
    ).toEqual([
      ['withdrawal.reveal-account', paid.uuid],
      ['withdrawal.export', paid.uuid],
      ['withdrawal.export', refused.uuid],
      ['withdrawal.pay', paid.uuid],
      ['withdrawal.reject', refused.uuid],
    ]);
    // Each creator had the "received" mail; they now hear of the decision too (in the background).
    await expect.poll(() => t.mailer.sent.filter((mail) => /paid|refused/.test(mail.to)).length).toBe(4);
  });

  it('pays through the command and the console with the same rows, and lets only finance and admins in', async () => {
    const finance = await operatorToken(t, ops, 'money@example.com', 'finance');
    const support = await operatorToken(t, ops, 'help@example.com', 'support');
    const byCommand = await waitingRequest('command@example.com');
    const byConsole = await waitingRequest('console@example.com');
    for (const url of ['/operator/api/withdrawals', `/operator/api/withdrawals/${byConsole.uuid}/pay`]) {
      const response = await call(
        t,
        url.endsWith('pay') ? 'POST' : 'GET',
        url,
        support,
        url.endsWith('pay') ? {} : undefined,
      );
      expect(response.statusCode, url).toBe(403);
      expect(errorBody(response).errorCode).toBe('OPERATOR_ROLE_FORBIDDEN');
    }
    expect((await ops('mark-paid', '--uuid', byCommand.uuid, '--date', '2026-11-27')).code).toBe(0);
    expect(
      (
        await call(t, 'POST', `/operator/api/withdrawals/${byConsole.uuid}/pay`, finance, {
          paidDate: '2026-11-27',
        })
      ).statusCode,
    ).toBe(200);
    const rows = await t.database.db.select().from(withdrawalRequests);
    const shape = (uuid: string) => {
      const row = rows.find((one) => one.uuid === uuid)!;
      return { state: row.state, paidDate: row.paidDate };
    };
    expect(shape(byCommand.uuid)).toEqual(shape(byConsole.uuid));
    const audit = await t.database.db.select().from(auditLog);
    const lineOf = (uuid: string) => {
      const line = audit.find((one) => one.subjectId === uuid)!;
      return { action: line.action, before: line.before, after: line.after };
    };
    expect(lineOf(byCommand.uuid)).toEqual(lineOf(byConsole.uuid));
  });
});
