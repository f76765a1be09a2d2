// What every operator console handler shares (tests/msw/handlers/operator*.ts): who is signed in
// (the fixtures' tokens), the guard of a route (403 without a session, OPERATOR_ROLE_FORBIDDEN for
// a role outside the route's area, like the server), and the envelopes and paging the handlers answer.
import type { PathParams } from 'msw';
import { ErrorCode } from '../../../contract/error-codes';
import type { OperatorInfo } from '../../../contract/operator';
import { roleMayUse, type OperatorArea } from '../../../contract/operator-rules';
import { fail } from '../envelope';
import {
  adminOperator,
  financeOperator,
  operatorTokenOf,
  reviewerOperator,
  supportOperator,
} from '../fixtures/operator';

export const signedIn = [adminOperator, reviewerOperator, financeOperator, supportOperator];

function operatorOf(request: Request): OperatorInfo | null {
  const header = request.headers.get('Authorization');
  return signedIn.find((operator) => header === `Bearer ${operatorTokenOf(operator)}`) ?? null;
}

const sessionInvalid = () => fail(403, ErrorCode.SessionInvalid, 'Your session has ended.');
export const notFound = () => fail(404, ErrorCode.NotFound, 'Not found.');
const forbidden = () => fail(403, ErrorCode.OperatorRoleForbidden, 'Not your area.');
export const invalid = () => fail(400, ErrorCode.ValidationFailed, 'Invalid.');

/** A route for signed-in operators (admins only when `adminOnly`, or the roles of an area). */
export function guarded<P extends Record<string, string> = Record<string, string>>(
  handle: (args: { request: Request; params: P; operator: OperatorInfo }) => Promise<Response> | Response,
  adminOnly: boolean | OperatorArea = false,
) {
  return ({ request, params }: { request: Request; params: PathParams }) => {
    const operator = operatorOf(request);
    if (!operator) return sessionInvalid();
    if (adminOnly === true && operator.role !== 'admin') return forbidden();
    if (typeof adminOnly === 'string' && !roleMayUse(operator.role, adminOnly)) return forbidden();
    return handle({ request, params: params as P, operator });
  };
}

export function paged<T>(rows: T[], page: number, size: number) {
  return { lists: rows.slice((page - 1) * size, page * size), totalCount: rows.length, page, size };
}

export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
