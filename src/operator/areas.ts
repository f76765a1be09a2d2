// The console's areas that have screens, in the navigation's order, and where each one lives.
import { roleMayUse, type OperatorArea, type OperatorRole } from '../../contract/operator-rules';
import { OPERATOR_BASE, operatorPaths } from './paths';

export interface ConsoleArea {
  area: OperatorArea;
  to: string;
  /** Only the exact path is the current page (the dashboard is the console's root). */
  end?: boolean;
  /** Other paths of the area (the free libraries are in `content`, beside the notices). */
  also?: readonly string[];
}

export const CONSOLE_AREAS: readonly ConsoleArea[] = [
  { area: 'dashboard', to: operatorPaths.dashboard, end: true },
  { area: 'entries', to: operatorPaths.entries() },
  { area: 'competitions', to: operatorPaths.topics() },
  { area: 'money', to: operatorPaths.withdrawals() },
  { area: 'inquiries', to: operatorPaths.inquiries() },
  { area: 'content', to: operatorPaths.notices(), also: [`${OPERATOR_BASE}/library`] },
  { area: 'creators', to: operatorPaths.creators() },
  { area: 'operators', to: operatorPaths.operators },
  { area: 'audit', to: operatorPaths.audit() },
];

/** The areas a role sees in the navigation (contract/operator-rules.ts ROLE_AREAS). */
export function areasFor(role: OperatorRole): ConsoleArea[] {
  return CONSOLE_AREAS.filter(({ area }) => roleMayUse(role, area));
}
