// The operator console's API (/operator/api, contract/operator.ts). Requests need an operator's
// token (403 otherwise, like the server); decisions change the entry until the test ends
// (resetOperatorHandlersState). Error paths are reached by data: see the fixtures.
import { http, HttpResponse, type PathParams } from 'msw';
import { ErrorCode } from '../../../contract/error-codes';
import type { Envelope } from '../../../contract/envelope';
import {
  commentBodySchema,
  inviteOperatorBodySchema,
  operatorLoginBodySchema,
  operatorPaths,
  returnBodySchema,
  setupBodySchema,
  submissionListQuerySchema,
  type OperatorInfo,
  type OperatorListItem,
  type OperatorSubmissionDetail,
} from '../../../contract/operator';
import { fail, ok } from '../envelope';
import {
  adminOperator,
  dashboard,
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

export function resetOperatorHandlersState(): void {
  entries = new Map(operatorEntries.map((entry) => [entry.uuid, structuredClone(entry)]));
  operators = structuredClone(operatorList);
  nextComment = 1;
}
resetOperatorHandlersState();

const signedIn = [adminOperator, reviewerOperator];

function operatorOf(request: Request): OperatorInfo | null {
  const header = request.headers.get('Authorization');
  return signedIn.find((operator) => header === `Bearer ${operatorTokenOf(operator)}`) ?? null;
}

const sessionInvalid = () => fail(403, ErrorCode.SessionInvalid, 'Your session has ended.');
const notFound = () => fail(404, ErrorCode.NotFound, 'Not found.');
const forbidden = () => fail(403, ErrorCode.OperatorRoleForbidden, 'Not your area.');

/** A route for signed-in operators (admins only when `adminOnly`). */
function guarded<P extends Record<string, string> = Record<string, string>>(
  handle: (args: { request: Request; params: P; operator: OperatorInfo }) => Promise<Response> | Response,
  adminOnly = false,
) {
  return ({ request, params }: { request: Request; params: PathParams }) => {
    const operator = operatorOf(request);
    if (!operator) return sessionInvalid();
    if (adminOnly && operator.role !== 'admin') return forbidden();
    return handle({ request, params: params as P, operator });
  };
}

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
      const { page, size, state, q } = query.data;
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
];
