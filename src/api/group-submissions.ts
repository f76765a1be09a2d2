// The creator's works in groups (spec §7 "Groups"): their ranking rows, the group an entry
// competes in, and that group's ranking table. Every call resolves with the envelope.
import type { Page } from '../../contract/envelope';
import { apiPaths } from '../../contract/paths';
import type { MyGroupSubmission, RankingRow } from '../../contract/submissions';
import type { GroupStateValue } from '../../contract/topic-rules';
import { api } from './client';

export interface MyGroupSubmissionsQuery {
  page: number;
  size: number;
  /** 2 waiting, 3 competing, 4 completed; undefined = all. */
  groupState?: GroupStateValue;
}

/** GET /api/group-submission: the caller's works in groups. */
export function getMyGroupSubmissions(query: MyGroupSubmissionsQuery, signal?: AbortSignal) {
  return api.get<Page<MyGroupSubmission>>(apiPaths.myGroupSubmissions, { params: { ...query }, signal });
}

/** GET /api/group-submission/belong-to-group/{id}: the group of the caller's entry `submissionUuid`. */
export function getGroupOfSubmission(submissionUuid: string, signal?: AbortSignal) {
  return api.get<MyGroupSubmission>(apiPaths.belongToGroup(submissionUuid), { signal });
}

/** GET /api/group-submission/{id}: the ranking table of a group the caller has a work in. */
export function getGroupRanking(groupUuid: string, page: number, size: number, signal?: AbortSignal) {
  return api.get<Page<RankingRow>>(apiPaths.groupRanking(groupUuid), { params: { page, size }, signal });
}
