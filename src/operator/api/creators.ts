// The creators (support): search, one creator with their entries, inquiries and ledger, suspend
// and let back in.
import type { Page } from '../../../contract/envelope';
import type {
  CreatorDetail,
  CreatorItem,
  CreatorQuery,
  ErasureCounts,
  ErasurePreview,
} from '../../../contract/operator';
import { operatorPaths } from '../../../contract/operator-paths';
import { operatorApi } from './client';

/** GET /operator/api/creators?page&size&q */
export function listCreators(query: CreatorQuery, signal?: AbortSignal) {
  return operatorApi.get<Page<CreatorItem>>(operatorPaths.creators, { params: { ...query }, signal });
}

/** GET /operator/api/creators/{uuid} */
export function getCreator(uuid: string, signal?: AbortSignal) {
  return operatorApi.get<CreatorDetail>(operatorPaths.creator(uuid), { signal });
}

/** POST …/suspend: the creator's login answers E002 and every session ends at once. */
export function suspendCreator(uuid: string) {
  return operatorApi.post<{ uuid: string; status: string }>(operatorPaths.suspendCreator(uuid));
}

/** POST …/unsuspend */
export function unsuspendCreator(uuid: string) {
  return operatorApi.post<{ uuid: string; status: string }>(operatorPaths.unsuspendCreator(uuid));
}

/** GET …/erasure: what erasing the account would erase and keep, or why it is refused now. */
export function getErasurePreview(uuid: string, signal?: AbortSignal) {
  return operatorApi.get<ErasurePreview>(operatorPaths.creatorErasure(uuid), { signal });
}

/** POST …/erase {email, language}: the operator retypes the login email; the owner gets the final mail. */
export function eraseCreator(uuid: string, email: string, language?: 'ko' | 'en') {
  return operatorApi.post<{ uuid: string; leftAt: string; counts: ErasureCounts }>(
    operatorPaths.eraseCreator(uuid),
    language ? { email, language } : { email },
  );
}
