import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppError } from './errors.ts';
import { nulPath, registerNulGuard } from './nul-guard.ts';

/** The walk as it was before paths were built lazily (issue 21): the reference for which path is named. */
const eagerNulPath = (value: unknown): string | null => {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\0')) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, path ? `${path}.${i}` : String(i)]));
    } else if (current !== null && typeof current === 'object' && Object.getPrototypeOf(current) === Object.prototype) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\0')) return path;
        stack.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
};

describe('nulPath', () => {
  it('names the same path as the eager walk, whichever of several NULs it meets first', () => {
    const values: unknown[] = [
      'a\0b',
      'clean',
      { a: 'x', b: ['y', { c: 'z\0' }] },
      { a: '\0', b: '\0' },
      [['\0'], ['ok', '\0']],
      { 'k\0': 1, other: { deep: 'x\0' } },
      { outer: { 'k\0': 1 } },
      Array.from({ length: 3000 }, (_, i) => ({ roomNo: i === 1500 || i === 2100 ? 'R\0' : `R${i}` })),
      { list: [], n: 1, t: true, nil: null, date: new Date(0) },
    ];
    for (const value of values) expect(nulPath(value)).toBe(eagerNulPath(value));
    expect(nulPath({ a: 'x', b: ['y', { c: 'z\0' }] })).toBe('b.1.c');
    expect(nulPath({ outer: { 'k\0': 1 } })).toBe('outer');
  });

  it('refuses a long body naming the field, after walking it with turns of the event loop', async () => {
    const app = Fastify();
    registerNulGuard(app);
    let reached = false;
    app.post('/x', async () => {
      reached = true;
      return {};
    });
    const fields: unknown[] = [];
    app.setErrorHandler((error: AppError, _request, reply) => {
      fields.push(error.extra.fields);
      return reply.status(error.statusCode).send({});
    });
    const payload = Array.from({ length: 5000 }, (_, i) => ({ roomNo: i === 4321 ? 'R\0' : `R${i}`, floor: 1 }));
    expect((await app.inject({ method: 'POST', url: '/x', payload })).statusCode).toBe(422);
    expect(fields).toEqual([{ '4321.roomNo': expect.any(String) }]);
    expect(reached).toBe(false);
    await app.close();
  });
});
