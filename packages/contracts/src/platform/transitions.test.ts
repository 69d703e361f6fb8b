import { describe, expect, it } from 'vitest';
import { Article, LOG_UNMASK, OperationLog, RESIDENT_UNMASK, Resident, SysUser } from '../index.ts';
import { defineEntity } from './entity.ts';
import { defineDict, enumOf, text } from './fields.ts';
import { readsInClear } from './personal-data.ts';
import { assignee, reason, transition, transitionBodySchema, transitionsOf } from './transitions.ts';

const STATE = defineDict('fixture_state', '状态', { '0': '待审核', '1': '通过', '2': '驳回' });
const entityWith = (calls: ReturnType<typeof transition>[], fields: Record<string, object> = {}) =>
  defineEntity({
    module: 'fixture',
    name: 'audit',
    title: '审核',
    permission: 'fixture:audit',
    paths: { list: '/api/fixture/audit' },
    calls,
    fields: { status: enumOf(STATE, '状态', { readOnly: true, default: '0' }), ...(fields as Record<string, never>) },
    defaultSort: { field: 'status', order: 'asc' },
    softDelete: false,
  });
const audit = (fields: Parameters<typeof transition>[2]['fields']) => transition('audit', '审核', { path: '/api/fixture/audit/audit', field: 'status', from: ['0'], to: ['1', '2'], fields });

describe('transitions with fields', () => {
  it('a body takes the outcome, the remark and the fields; a field requiredTo an outcome is required for it alone', () => {
    const call = audit({ reason: reason('驳回原因', { requiredTo: ['2'] }), handlerId: assignee() });
    const schema = transitionBodySchema(entityWith([call]), call);
    expect(schema.safeParse({ status: '1' }).success).toBe(true);
    const refused = schema.safeParse({ status: '2', reason: '  ' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['reason', 'required']]);
    expect(schema.safeParse({ status: '2', reason: '材料不全', handlerId: 7, remark: '请补交' }).data).toEqual({ status: '2', reason: '材料不全', handlerId: 7, remark: '请补交' });
    expect(schema.safeParse({ status: '2', reason: 'x'.repeat(201) }).error?.issues[0].path).toEqual(['reason']);
    expect(schema.safeParse({ status: '1', handlerId: 'abc' }).error?.issues[0].path).toEqual(['handlerId']);
  });

  it('refuses, when the entity is defined, fields a transition cannot carry', () => {
    expect(() => entityWith([audit({ remark: reason() })])).toThrow(/may not be named remark/);
    expect(() => entityWith([audit({ reason: reason('原因', { requiredTo: ['3'] }) })])).toThrow(/cannot reach: 3/);
    expect(() => entityWith([audit({ handlerId: assignee() })], { handlerId: text('处理人', 20) })).toThrow(/another kind/);
    const unnamed = { ...audit({ reason: reason() }), name: undefined };
    expect(() => entityWith([unnamed as never])).toThrow(/needs a name/);
    expect(transitionsOf(entityWith([audit({ handlerId: assignee() })], { handlerId: assignee() }))).toHaveLength(1);
  });

  it("the article's review asks a rejection for its reason", () => {
    const verify = transitionsOf(Article).find((call) => call.name === 'verify')!;
    const schema = transitionBodySchema(Article, verify);
    expect(schema.safeParse({ status: '4' }).success).toBe(false);
    expect(schema.safeParse({ status: '4', reason: '标题有误' }).success).toBe(true);
    expect(schema.safeParse({ status: '1' }).success).toBe(true);
  });
});

describe('who reads personal data in clear: one rule', () => {
  const holding = (...codes: string[]) => new Set(codes);
  it("an unmask code's holders read in clear in every read of an entity without maskedReads (the users)", () => {
    expect(readsInClear(SysUser, holding(SysUser.unmask!))).toBe(true);
    expect(readsInClear(SysUser, holding('system:user:list'))).toBe(false);
    expect(readsInClear(SysUser, holding(SysUser.unmask!), 'export')).toBe(false);
  });

  it('a maskedReads entity is masked in the reads for everyone; its unmask call is for the code', () => {
    expect(readsInClear(Resident, holding(RESIDENT_UNMASK))).toBe(false);
    expect(readsInClear(Resident, holding(RESIDENT_UNMASK), 'unmask')).toBe(true);
    expect(readsInClear(Resident, holding('base:resident:list'), 'unmask')).toBe(false);
    expect(readsInClear({ maskedReads: false }, holding(RESIDENT_UNMASK))).toBe(false);
  });

  it("the logs are unmasked by the residents' code", () => {
    expect(LOG_UNMASK).toBe(RESIDENT_UNMASK);
    expect(readsInClear(OperationLog, holding(RESIDENT_UNMASK), 'unmask')).toBe(true);
  });
});
