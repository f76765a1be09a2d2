// The audit log (admin): what every operator did, newest first, paged and filtered.
import type { Page } from '../../../contract/envelope';
import type { AuditLine } from '../../../contract/operator';
import { operatorApi } from './client';
import { operatorPaths } from '../../../contract/operator-paths';

export interface AuditLinesQuery {
  page: number;
  size: number;
  /** One operator's lines (uuid). */
  operator?: string;
  action?: string;
  subjectType?: string;
  subjectId?: string;
}

/** GET /operator/api/audit?page&size&action&subjectType&subjectId */
export function getAuditLines(query: AuditLinesQuery, signal?: AbortSignal) {
  return operatorApi.get<Page<AuditLine>>(operatorPaths.audit, { params: { ...query }, signal });
}
