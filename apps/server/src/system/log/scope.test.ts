import * as contracts from '@zhwy/contracts';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_KEYS } from './scope.ts';

describe('COMMUNITY_KEYS', () => {
  it("holds every entity's community field, so that a logged write naming a community is found by its key", () => {
    const fields = Object.values(contracts).flatMap((value) => {
      const field = (value as { scope?: { field?: string }; fields?: object } | null)?.scope?.field;
      return value && typeof value === 'object' && 'fields' in value && field && field !== 'id' ? [field] : [];
    });
    expect(fields.length).toBeGreaterThan(10);
    for (const field of new Set(fields)) expect(COMMUNITY_KEYS, field).toContain(field);
  });
});
