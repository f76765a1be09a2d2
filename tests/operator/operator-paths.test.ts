// The console's zod-free copy of the API paths and lists (src/operator/api/paths.ts) stays the
// contract's (contract/operator.ts), which the browser cannot import without carrying zod.
import { describe, expect, it } from 'vitest';
import * as contract from '../../contract/operator';
import { OPERATOR_SUBMISSION_FILTERS, operatorApiPaths, QUEUE_KEYS } from '../../src/operator/api/paths';

describe("the console's API paths", () => {
  it("are the contract's paths (those the console calls)", () => {
    expect(Object.keys(operatorApiPaths).length).toBeGreaterThan(10);
    for (const [name, ours] of Object.entries(operatorApiPaths)) {
      const path = contract.operatorPaths[name as keyof typeof contract.operatorPaths];
      expect(path, `contract/operator.ts has no path "${name}"`).toBeDefined();
      if (typeof path === 'string') expect(ours, name).toBe(path);
      else {
        const call = (build: unknown) => (build as (...args: string[]) => string)('a b', 'c/d');
        expect(call(ours), name).toBe(call(path));
      }
    }
  });

  it('name the same queues and filters', () => {
    expect(QUEUE_KEYS).toEqual(contract.QUEUE_KEYS);
    expect(OPERATOR_SUBMISSION_FILTERS).toEqual(contract.OPERATOR_SUBMISSION_FILTERS);
  });
});
