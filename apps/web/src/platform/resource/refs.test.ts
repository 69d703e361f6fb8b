import { Banner } from '@zhwy/contracts';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { fieldRules, toSubmitBody } from './derive.ts';
import { idsOfRefs, refsOfIds } from './refs.ts';

describe('a comma list of references (refs)', () => {
  it('is the ids of a multiple select, and back the API\'s comma list', () => {
    expect(idsOfRefs('3,7')).toEqual([3, 7]);
    expect(idsOfRefs(' 3 , 7 ,')).toEqual([3, 7]);
    expect(idsOfRefs('')).toEqual([]);
    expect(idsOfRefs(undefined)).toEqual([]);
    expect(idsOfRefs(null)).toEqual([]);
    expect(idsOfRefs(12)).toEqual([12]);
    expect(idsOfRefs('3,x,7')).toEqual([3, 7]);
    expect(refsOfIds([3, 7])).toBe('3,7');
    expect(refsOfIds([])).toBeUndefined();
  });

  it('is required as a choice, within its length, and sent as the list', () => {
    const rules = fieldRules(Banner.fields.community, (key, params) => (params ? `${key}:${JSON.stringify(params)}` : key)) as RuleObject[];
    expect(rules[0]).toMatchObject({ required: true, message: 'requiredSelect' });
    expect(rules.find((rule) => rule.max !== undefined)).toMatchObject({ type: 'string', max: 100, message: 'max:{"max":100}' });
    expect(toSubmitBody(Banner, { community: refsOfIds([3, 7]) }).community).toBe('3,7');
  });
});
