// The operators (admin): the list, invitations, a role change, disabling and enabling.
import type { InviteOperatorBody, InvitedOperator, OperatorListItem } from '../../../contract/operator';
import type { OperatorRole } from '../../../contract/operator-rules';
import { operatorApi } from './client';
import { operatorApiPaths } from './paths';

/** GET /operator/api/operators */
export function listOperators(signal?: AbortSignal) {
  return operatorApi.get<{ lists: OperatorListItem[] }>(operatorApiPaths.operators, { signal });
}

/** POST /operator/api/operators: the new operator and the one-time setup link to hand over. */
export function inviteOperator(body: InviteOperatorBody) {
  return operatorApi.post<InvitedOperator>(operatorApiPaths.operators, body);
}

/** PATCH /operator/api/operators/{uuid} {role} */
export function changeOperatorRole(uuid: string, role: OperatorRole) {
  return operatorApi.patch<OperatorListItem>(operatorApiPaths.operator(uuid), { role });
}

/** PATCH /operator/api/operators/{uuid} {disabled}: disabling ends the operator's sessions. */
export function setOperatorDisabled(uuid: string, disabled: boolean) {
  return operatorApi.patch<OperatorListItem>(operatorApiPaths.operator(uuid), { disabled });
}

/** POST /operator/api/operators/{uuid}/setup-link: a new one-time link; the operator's password, second factor and codes are reset. */
export function resetSetupLink(uuid: string) {
  return operatorApi.post<InvitedOperator>(operatorApiPaths.setupLink(uuid));
}
