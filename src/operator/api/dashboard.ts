// The dashboard: each work queue with its count, what is overdue, and its oldest items.
import type { Dashboard } from '../../../contract/operator';
import { operatorApi } from './client';
import { operatorPaths } from '../../../contract/operator-paths';

/** GET /operator/api/dashboard */
export function getDashboard(signal?: AbortSignal) {
  return operatorApi.get<Dashboard>(operatorPaths.dashboard, { signal });
}
