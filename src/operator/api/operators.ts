// The operators (admin): the list, invitations, a role change, disabling and enabling, a new setup link.
import type { InviteOperatorBody, InvitedOperator, OperatorListItem } from '../../../contract/operator';
import type { OperatorRole } from '../../../contract/operator-rules';
import { operatorApi } from './client';
import { operatorPaths } from '../../../contract/operator-paths';

/** GET /operator/api/operators */
export function listOperators(signal?: AbortSignal) {
  return operatorApi.get<{ lists: OperatorListItem[] }>(operatorPaths.operators, { signal });
}

/** POST /operator/api/operators: the new operator and the one-time setup link to hand over. */
export function inviteOperator(body: InviteOperatorBody) {
  return operatorApi.post<InvitedOperator>(operatorPaths.operators, body);
}

/**
 * PATCH /operator/api/operators/{uuid} {role} or {disabled}: a changed role or a disabled
 * operator ends that operator's sessions.
 */
export function updateOperator(uuid: string, change: { role: OperatorRole } | { disabled: boolean }) {
  return operatorApi.patch<OperatorListItem>(operatorPaths.operator(uuid), change);
}

/** POST /operator/api/operators/{uuid}/setup-link: a new one-time link; the operator's password, second factor and codes are reset. */
export function resetSetupLink(uuid: string) {
  return operatorApi.post<InvitedOperator>(operatorPaths.setupLink(uuid));
}
