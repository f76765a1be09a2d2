// The operator console's API (/operator/api, contract/operator.ts). Requests need an operator's
// token (403 otherwise, like the server); decisions change the entry until the test ends
// (resetOperatorHandlersState). Error paths are reached by data: see the fixtures.
import { http, HttpResponse } from 'msw';
import { ErrorCode } from '../../../contract/error-codes';
import type { Envelope } from '../../../contract/envelope';
import {
  answerBodySchema,
  commentBodySchema,
  creatorQuerySchema,
  inquiryConsoleQuerySchema,
  payBodySchema,
  rejectBodySchema,
  transferBatchBodySchema,
  withdrawalListQuerySchema,
  type CreatorDetail,
  type OperatorInquiry,
  type OperatorWithdrawal,
  inviteOperatorBodySchema,
  operatorLoginBodySchema,
  operatorPaths,
  returnBodySchema,
  setupBodySchema,
  submissionListQuerySchema,
  type OperatorListItem,
  type OperatorSubmissionDetail,
} from '../../../contract/operator';
import { fail, ok } from '../envelope';
import { entriesWaitingForAGroup, resetCompetitionHandlersState } from './operator-competitions';
import { guarded, invalid, notFound, paged, queryOf, signedIn } from './operator-guard';
import {
  adminOperator,
  contestedInquiry,
  contestedWithdrawal,
  dashboard,
  inquiryItemOf,
  operatorCreators,
  operatorInquiries,
  operatorWithdrawals,
  WITHDRAWAL_ACCOUNT_NUMBER,
  OPERATOR_CODE,
  OPERATOR_PASSWORD,
  OPERATOR_RECOVERY_CODE,
  operatorEntries,
  operatorList,
  operatorTokenOf,
  recoveryCodes,
  reviewerOperator,
  setupInfo,
} from '../fixtures/operator';

/** An email that the login answers 429 for, whatever was typed. */
export const THROTTLED_OPERATOR_EMAIL = 'throttled@example.test';

let entries = new Map<string, OperatorSubmissionDetail>();
let operators: OperatorListItem[] = [];
let nextComment = 1;
let withdrawals: OperatorWithdrawal[] = [];
let inquiries: OperatorInquiry[] = [];
let creators: CreatorDetail[] = [];

export function resetOperatorHandlersState(): void {
  entries = new Map(operatorEntries.map((entry) => [entry.uuid, structuredClone(entry)]));
  operators = structuredClone(operatorList);
  nextComment = 1;
  withdrawals = structuredClone(operatorWithdrawals);
  inquiries = structuredClone(operatorInquiries);
  creators = structuredClone(operatorCreators);
  resetCompetitionHandlersState();
}
resetOperatorHandlersState();

function entryOr404(uuid: string) {
  return entries.get(uuid) ?? null;
}

function summaryOf(entry: OperatorSubmissionDetail) {
  const { uuid, title, topic, tType, state, conversion, creatorEmail, creatorName, submittedAt } = entry;
  return { uuid, title, topic, tType, state, conversion, creatorEmail, creatorName, submittedAt };
}

export const operatorHandlers = [
  http.get(`*/operator/api/auth/setup/:code`, ({ params }) => {
    if (params.code === 'used-code') return fail(404, ErrorCode.OperatorSetupInvalid, 'Unknown link.');
    if (params.code === 'old-code') return fail(410, ErrorCode.OperatorSetupExpired, 'Expired.');
    return ok(setupInfo);
  }),
  http.post(`*/operator/api/auth/setup/:code`, async ({ request }) => {
    const body = setupBodySchema.safeParse(await request.json());
    if (!body.success) return fail(400, ErrorCode.ValidationFailed, 'Invalid.');
    if (body.data.code !== OPERATOR_CODE) return fail(400, ErrorCode.OperatorCodeInvalid, 'Wrong code.');
    return ok({ recoveryCodes });
  }),
  http.post(`*${operatorPaths.login}`, async ({ request }) => {
    const body = operatorLoginBodySchema.safeParse(await request.json());
    if (!body.success) return fail(400, ErrorCode.ValidationFailed, 'Invalid.');
    const { email, password, code } = body.data;
    if (email === THROTTLED_OPERATOR_EMAIL) {
      return HttpResponse.json<Envelope<unknown>>(
        { status: 429, data: null, errorCode: ErrorCode.RateLimited, message: 'Slow down.', retryAfter: 30 },
        { status: 429 },
      );
    }
    const operator = signedIn.find((candidate) => candidate.email === email);
    const recovery = code === OPERATOR_RECOVERY_CODE;
    if (!operator || password !== OPERATOR_PASSWORD || (code !== OPERATOR_CODE && !recovery)) {
      return fail(401, ErrorCode.OperatorLoginFailed, 'Login failed.');
    }
    return ok({
      token: operatorTokenOf(operator),
      operator,
      expiresAt: '2999-01-01T00:00:00.000Z',
      idleMinutes: 30,
      recoveryCodesLeft: recovery ? 9 : 10,
    });
  }),
  http.post(`*${operatorPaths.logout}`, () => ok(null)),
  http.get(
    `*${operatorPaths.me}`,
    guarded(({ operator }) => ok(operator)),
  ),
  http.get(
    `*${operatorPaths.dashboard}`,
    guarded(() => ok(dashboard)),
  ),
  http.get(
    `*${operatorPaths.submissions}`,
    guarded(({ request }) => {
      const query = submissionListQuerySchema.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return fail(400, ErrorCode.ValidationFailed, 'Invalid.');
      const { page, size, state, q, topic } = query.data;
      // Converted entries waiting for a group belong to the jobs and groups handlers.
      if (state === 'to-schedule') return ok(paged(entriesWaitingForAGroup(topic), page, size));
      const matching = [...entries.values()].filter((entry) => {
        const shown = entry.conversion === 'failed' ? 'conversion-failed' : entry.state;
        const text = `${entry.title} ${entry.creatorEmail} ${entry.creatorName} ${entry.uuid}`.toLowerCase();
        return (!state || shown === state) && (!q || text.includes(q.toLowerCase()));
      });
      return ok({
        lists: matching.slice((page - 1) * size, page * size).map(summaryOf),
        totalCount: matching.length,
        page,
        size,
      });
    }),
  ),
  http.get(
    `*/operator/api/submissions/:uuid`,
    guarded<{ uuid: string }>(({ params }) => {
      const entry = entryOr404(params.uuid);
      return entry ? ok(entry) : notFound();
    }),
  ),
  http.post(
    `*/operator/api/submissions/:uuid/approve`,
    guarded<{ uuid: string }>(({ params }) => {
      const entry = entryOr404(params.uuid);
      if (!entry) return notFound();
      if (entry.state !== 'reviewing') return fail(409, ErrorCode.SubmissionStateConflict, 'Decided.');
      entries.set(entry.uuid, { ...entry, state: 'approved', reviewedAt: new Date().toISOString() });
      return ok({ uuid: entry.uuid, state: 'approved' });
    }),
  ),
  http.post(
    `*/operator/api/submissions/:uuid/return`,
    guarded<{ uuid: string }>(async ({ params, request }) => {
      const entry = entryOr404(params.uuid);
      if (!entry) return notFound();
      const body = returnBodySchema.safeParse(await request.json());
      if (!body.success) return fail(400, ErrorCode.ValidationFailed, 'Invalid.');
      if (entry.state !== 'reviewing') return fail(409, ErrorCode.SubmissionStateConflict, 'Decided.');
      entries.set(entry.uuid, { ...entry, state: 'returned', returnReason: body.data.reason });
      return ok({ uuid: entry.uuid, state: 'returned' });
    }),
  ),
  http.post(
    `*/operator/api/submissions/:uuid/retry-conversion`,
    guarded<{ uuid: string }>(({ params }) => {
      const entry = entryOr404(params.uuid);
      if (!entry) return notFound();
      entries.set(entry.uuid, { ...entry, conversion: 'queued', conversionError: null });
      return ok({ uuid: entry.uuid });
    }),
  ),
  http.post(
    `*/operator/api/submissions/:uuid/comments`,
    guarded<{ uuid: string }>(async ({ params, request }) => {
      const entry = entryOr404(params.uuid);
      if (!entry) return notFound();
      const body = commentBodySchema.safeParse(await request.json());
      if (!body.success) return fail(400, ErrorCode.ValidationFailed, 'Invalid.');
      const comment = {
        uuid: `c1000000-0000-4000-8000-${String(nextComment++).padStart(12, '0')}`,
        atMs: body.data.atMs,
        body: body.data.body,
        createdAt: new Date().toISOString(),
      };
      entries.set(entry.uuid, { ...entry, comments: [...entry.comments, comment] });
      return ok(comment);
    }),
  ),
  http.delete(
    `*/operator/api/submissions/:uuid/comments/:commentUuid`,
    guarded<{ uuid: string; commentUuid: string }>(({ params }) => {
      const entry = entryOr404(params.uuid);
      if (!entry?.comments.some((comment) => comment.uuid === params.commentUuid)) {
        return fail(404, ErrorCode.ReviewCommentNotFound, 'No such comment.');
      }
      entries.set(entry.uuid, {
        ...entry,
        comments: entry.comments.filter((comment) => comment.uuid !== params.commentUuid),
      });
      return ok({ uuid: params.commentUuid });
    }),
  ),
  http.get(
    `*${operatorPaths.operators}`,
    guarded(() => ok({ lists: operators }), true),
  ),
  http.post(
    `*${operatorPaths.operators}`,
    guarded(async ({ request }) => {
      const body = inviteOperatorBodySchema.safeParse(await request.json());
      if (!body.success) return fail(400, ErrorCode.ValidationFailed, 'Invalid.');
      if (operators.some((operator) => operator.email === body.data.email)) {
        return fail(409, ErrorCode.OperatorEmailTaken, 'Taken.');
      }
      const operator: OperatorListItem = {
        uuid: `0b000000-0000-4000-8000-${String(operators.length).padStart(12, '0')}`,
        ...body.data,
        state: 'invited',
        createdAt: new Date().toISOString(),
        lastSeenAt: null,
      };
      operators = [...operators, operator];
      return ok({
        operator,
        setupUrl: 'https://console.example.test/operator/setup/new-code',
        expiresAt: '2026-03-05T00:00:00Z',
      });
    }, true),
  ),
  http.patch(
    `*/operator/api/operators/:uuid`,
    guarded<{ uuid: string }>(async ({ params, request }) => {
      const body = (await request.json()) as { role?: OperatorListItem['role']; disabled?: boolean };
      const found = operators.find((operator) => operator.uuid === params.uuid);
      if (!found) return notFound();
      const changed: OperatorListItem = {
        ...found,
        ...(body.role ? { role: body.role } : {}),
        ...(body.disabled === undefined ? {} : { state: body.disabled ? 'disabled' : 'active' }),
      };
      operators = operators.map((operator) => (operator.uuid === found.uuid ? changed : operator));
      return ok(changed);
    }, true),
  ),
  http.get(
    `*${operatorPaths.audit}`,
    guarded(({ request }) => {
      const params = new URL(request.url).searchParams;
      const lines = [
        {
          id: 2,
          at: '2026-03-02T03:00:00Z',
          operatorUuid: adminOperator.uuid,
          actor: adminOperator.email,
          action: 'operator.update',
          subjectType: 'operator',
          subjectId: reviewerOperator.uuid,
          before: { role: 'support', name: 'Rae Viewer' },
          after: { role: 'reviewer', name: 'Rae Viewer' },
        },
        {
          id: 1,
          at: '2026-03-01T03:00:00Z',
          operatorUuid: reviewerOperator.uuid,
          actor: reviewerOperator.email,
          action: 'submission.approve',
          subjectType: 'submission',
          subjectId: operatorEntries[0]?.uuid ?? '',
          before: { state: 'reviewing' },
          after: { state: 'approved' },
        },
      ].filter(
        (line) =>
          (!params.get('action') || line.action === params.get('action')) &&
          (!params.get('subjectType') || line.subjectType === params.get('subjectType')) &&
          (!params.get('subjectId') || line.subjectId === params.get('subjectId')),
      );
      return ok({
        lists: lines,
        totalCount: lines.length,
        page: Number(params.get('page') ?? 1),
        size: Number(params.get('size') ?? 20),
      });
    }, true),
  ),
  ...moneyHandlers(),
];

/** Withdrawals (finance): the contested request answers 409 to pay and reject. */
function moneyHandlers() {
  const waitingOr = (uuid: string) => {
    const found = withdrawals.find((request) => request.uuid === uuid);
    if (!found) return notFound();
    if (found.uuid === contestedWithdrawal.uuid || found.state !== 'requested') {
      return fail(409, ErrorCode.WithdrawalStateConflict, 'Settled.');
    }
    return found;
  };
  const settle = (uuid: string, change: Partial<OperatorWithdrawal>) => {
    withdrawals = withdrawals.map((request) => (request.uuid === uuid ? { ...request, ...change } : request));
  };
  return [
    http.get(
      `*${operatorPaths.withdrawals}`,
      guarded(({ request }) => {
        const query = withdrawalListQuerySchema.safeParse(queryOf(request));
        if (!query.success) return invalid();
        const { page, size, state } = query.data;
        return ok(
          paged(
            withdrawals.filter((row) => !state || row.state === state),
            page,
            size,
          ),
        );
      }, 'money'),
    ),
    http.post(
      `*${operatorPaths.withdrawalsCsv}`,
      guarded(async ({ request }) => {
        const body = transferBatchBodySchema.safeParse(await request.json());
        if (!body.success) return invalid();
        const csv = `uuid,account\n${body.data.uuids.map((uuid) => `${uuid},${WITHDRAWAL_ACCOUNT_NUMBER}`).join('\n')}\n`;
        return new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      }, 'money'),
    ),
    http.post(
      `*/operator/api/withdrawals/:uuid/account-number`,
      guarded<{ uuid: string }>(({ params }) => {
        const found = withdrawals.find((request) => request.uuid === params.uuid);
        return found ? ok({ accountNumber: WITHDRAWAL_ACCOUNT_NUMBER }) : notFound();
      }, 'money'),
    ),
    http.post(
      `*/operator/api/withdrawals/:uuid/pay`,
      guarded<{ uuid: string }>(async ({ params, request }) => {
        const body = payBodySchema.safeParse(await request.json());
        if (!body.success) return invalid();
        const found = waitingOr(params.uuid);
        if (found instanceof Response) return found;
        settle(found.uuid, { state: 'paid', paidDate: body.data.paidDate ?? '2026-03-02' });
        return ok({ uuid: found.uuid, state: 'paid' });
      }, 'money'),
    ),
    http.post(
      `*/operator/api/withdrawals/:uuid/reject`,
      guarded<{ uuid: string }>(async ({ params, request }) => {
        const body = rejectBodySchema.safeParse(await request.json());
        if (!body.success) return invalid();
        const found = waitingOr(params.uuid);
        if (found instanceof Response) return found;
        settle(found.uuid, {
          state: 'rejected',
          rejectedAt: new Date().toISOString(),
          rejectionReason: body.data.reason,
        });
        return ok({ uuid: found.uuid, state: 'rejected' });
      }, 'money'),
    ),
  ];
}

/** Inquiries and creators (support): the contested inquiry answers 409. */
function supportHandlers() {
  return [
    http.get(
      `*${operatorPaths.inquiries}`,
      guarded(({ request }) => {
        const query = inquiryConsoleQuerySchema.safeParse(queryOf(request));
        if (!query.success) return invalid();
        const { page, size, state } = query.data;
        const rows = inquiries
          .filter((inquiry) => !state || inquiry.state === state)
          .sort((a, b) => Number(a.state !== 'unanswered') - Number(b.state !== 'unanswered'));
        return ok(paged(rows.map(inquiryItemOf), page, size));
      }, 'inquiries'),
    ),
    http.get(
      `*/operator/api/inquiries/:uuid`,
      guarded<{ uuid: string }>(({ params }) => {
        const found = inquiries.find((inquiry) => inquiry.uuid === params.uuid);
        return found ? ok(found) : notFound();
      }, 'inquiries'),
    ),
    http.post(
      `*/operator/api/inquiries/:uuid/answer`,
      guarded<{ uuid: string }>(async ({ params, request }) => {
        const body = answerBodySchema.safeParse(await request.json());
        if (!body.success) return invalid();
        const found = inquiries.find((inquiry) => inquiry.uuid === params.uuid);
        if (!found) return notFound();
        if (found.uuid === contestedInquiry.uuid || found.state !== 'unanswered') {
          return fail(409, ErrorCode.InquiryStateConflict, 'Answered.');
        }
        // The server's sanitizer, roughly: scripts go; nothing left is a 400.
        const answer = body.data.answer.replace(/<script[\s\S]*?<\/script>/gi, '').trim();
        if (!answer) return invalid();
        const answered = {
          ...found,
          state: 'answered' as const,
          answer,
          answeredAt: new Date().toISOString(),
        };
        inquiries = inquiries.map((inquiry) => (inquiry.uuid === found.uuid ? answered : inquiry));
        return ok({ uuid: found.uuid, state: 'answered', answer });
      }, 'inquiries'),
    ),
    http.get(
      `*${operatorPaths.creators}`,
      guarded(({ request }) => {
        const query = creatorQuerySchema.safeParse(queryOf(request));
        if (!query.success) return invalid();
        const { page, size, q } = query.data;
        const rows = creators
          .map(({ account }) => {
            const { uuid, email, name, status, createdAt } = account;
            return { uuid, email, name, status, createdAt };
          })
          .filter(
            (row) => !q || `${row.email} ${row.name} ${row.uuid}`.toLowerCase().includes(q.toLowerCase()),
          );
        return ok(paged(rows, page, size));
      }, 'creators'),
    ),
    http.get(
      `*/operator/api/creators/:uuid`,
      guarded<{ uuid: string }>(({ params }) => {
        const found = creators.find((creator) => creator.account.uuid === params.uuid);
        return found ? ok(found) : notFound();
      }, 'creators'),
    ),
    ...(['suspend', 'unsuspend'] as const).map((action) =>
      http.post(
        `*/operator/api/creators/:uuid/${action}`,
        guarded<{ uuid: string }>(({ params }) => {
          const found = creators.find((creator) => creator.account.uuid === params.uuid);
          if (!found) return notFound();
          const from = action === 'suspend' ? 'active' : 'suspended';
          if (found.account.status !== from) return fail(409, ErrorCode.AccountStateConflict, 'State.');
          const status = action === 'suspend' ? ('suspended' as const) : ('active' as const);
          creators = creators.map((creator) =>
            creator === found ? { ...creator, account: { ...creator.account, status } } : creator,
          );
          return ok({ uuid: found.account.uuid, status });
        }, 'creators'),
      ),
    ),
  ];
}

/**
 * The support area's handlers, registered before the creator's (tests/msw/server.ts): the
 * creator's `*\/api/inquiries` would otherwise answer /operator/api/inquiries too.
 */
export const operatorSupportHandlers = supportHandlers();
