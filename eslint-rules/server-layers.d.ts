// Types for the rule's test (tests/build/server-layers.test.ts); the rule itself is plain JS for ESLint.
import type { Rule } from 'eslint';

export const SERVER_DOMAINS: string[];
export const serverLayers: Rule.RuleModule;
