import { LoginLog, OperationLog, envelope, pageSchema, rowSchema } from '@zhwy/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { labelsSchema } from './labels.ts';
import { plainCheckOf, responseSerializerCompiler } from './response-writer.ts';

const serializerOf = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never) as (data: unknown) => string;

const row = z.object({ id: z.number(), name: z.string().nullable(), note: z.string().optional(), kind: z.enum(['a', 'b']), on: z.boolean(), extra: z.unknown() });
const page = envelope(pageSchema(row));

describe('the plain-data response check', () => {
  it('passes an answer zod would return unchanged, and writes it as zod would', () => {
    const answers = [
      { code: 200, msg: 'ok', data: { data: [{ id: 1, name: '张三', kind: 'a', on: true, extra: { any: [1] } }], recordsTotal: 1 } },
      { code: 200, msg: 'ok', data: { data: [{ id: 2, name: null, note: 'n', kind: 'b', on: false, extra: null }], recordsTotal: 9 } },
      { code: 200, msg: 'ok', data: { data: [], recordsTotal: 0 } },
    ];
    const check = plainCheckOf(page)!;
    for (const answer of answers) {
      expect(check(answer)).toBe(true);
      expect(JSON.parse(serializerOf(page)(answer))).toEqual(z.encode(page, answer as never));
    }
  });

  it('leaves to zod what zod would change or refuse: an undeclared key is stripped, a wrong type refused', () => {
    const check = plainCheckOf(page)!;
    const leaking = { code: 200, msg: 'ok', data: { data: [{ id: 1, name: 'x', kind: 'a', on: true, extra: 1, passwordHash: 'secret' }], recordsTotal: 1 } };
    expect(check(leaking)).toBe(false);
    expect(serializerOf(page)(leaking)).not.toContain('secret');
    for (const bad of [{ id: '1' }, { id: Number.NaN }, { id: Infinity }, { kind: 'c' }, { on: 'yes' }, { name: 3 }]) {
      const answer = { code: 200, msg: 'ok', data: { data: [{ id: 1, name: 'x', kind: 'a', on: true, extra: 1, ...bad }], recordsTotal: 1 } };
      expect(check(answer)).toBe(false);
      expect(() => serializerOf(page)(answer)).toThrow();
    }
    // A class instance or a Date where an object is declared: zod's to judge.
    expect(plainCheckOf(z.object({ a: z.number() }))!(new (class { a = 1 })())).toBe(false);
    expect(plainCheckOf(z.object({}))!(new Date())).toBe(false);
  });

  it('takes the values zod takes for an enum or a literal (a TypeScript enum: its values, not its reverse names)', () => {
    const Status = { Off: 0, On: 1, 0: 'Off', 1: 'On' } as const; // what \`enum Status { Off, On }\` compiles to
    const check = plainCheckOf(z.object({ status: z.enum(Status), kind: z.literal(['a', 1]) }))!;
    expect(check({ status: 1, kind: 'a' })).toBe(true);
    expect(check({ status: 'On', kind: 1 })).toBe(z.object({ status: z.enum(Status) }).safeParse({ status: 'On' }).success);
    expect(check({ status: 0, kind: 'b' })).toBe(false);
  });

  it('has no plain check for a schema with checks, formats, defaults, transforms or dates', () => {
    for (const schema of [z.string().max(3), z.number().int(), z.int(), z.email(), z.string().default('x'), z.string().transform((v) => v), z.date(), z.object({ a: z.string() }).strict(), z.looseObject({}), z.array(z.string()).min(1), z.object({ a: z.string().refine(() => true) }), z.record(z.enum(['a']), z.string()), z.record(z.string().max(2), z.string())]) {
      expect(plainCheckOf(schema)).toBeNull();
    }
  });

  it('covers the framework list pages (the log lists: the load of issue 23), labels included', () => {
    for (const entity of [OperationLog, LoginLog]) {
      // The row as entity-routes.ts declares it: the entity's fields, the log's timeStr, the references' labels.
      const check = plainCheckOf(pageSchema(rowSchema(entity).extend({ timeStr: z.string() }).extend({ labels: labelsSchema })));
      expect(check).not.toBeNull();
      const row = Object.fromEntries(Object.keys(rowSchema(entity).shape).map((key) => [key, key === 'id' ? 1 : null]));
      expect(check!({ data: [{ ...row, timeStr: '2026-11-21 09:30:00' }, { ...row, timeStr: '', labels: { a: '金桂苑' } }], recordsTotal: 2 })).toBe(true);
      expect(check!({ data: [{ ...row, timeStr: '', labels: { a: 1 } }], recordsTotal: 1 })).toBe(false);
    }
  });
});

describe('the plain-data check of a schema that contains itself', () => {
  type Node = { id: number; children: Node[] };
  const node: z.ZodType<Node> = z.object({ id: z.number(), get children() { return z.array(node); } });
  it('checks a tree at every depth', () => {
    const check = plainCheckOf(node)!;
    expect(check({ id: 1, children: [{ id: 2, children: [{ id: 3, children: [] }] }] })).toBe(true);
    expect(check({ id: 1, children: [{ id: 2, children: [{ id: '3', children: [] }] }] })).toBe(false);
    expect(check({ id: 1, children: [{ id: 2, children: [{ id: 3, children: [], secret: 1 }] }] })).toBe(false);
  });
});
