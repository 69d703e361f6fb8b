import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PACED_ITEMS_FROM, pacedValidatorCompiler } from './paced-validation.ts';

type Result = { error?: unknown; value?: unknown };

/** The library's answer and ours for the same body: ours in slices (a promise), theirs in one parse. */
const both = async (schema: z.ZodType, body: unknown[]) => {
  const route = { schema, method: 'POST', url: '/x', httpPart: 'body' };
  const theirs = (validatorCompiler(route) as (data: unknown) => Result)(structuredClone(body));
  const data = structuredClone(body);
  const answer = (pacedValidatorCompiler(route) as (data: unknown) => unknown)(data);
  expect(answer).toBeInstanceOf(Promise);
  const ours: Result = await (answer as Promise<void>).then(
    () => ({ value: data }),
    (error: { validation: unknown }) => ({ error: error.validation }),
  );
  return { theirs, ours };
};

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ roomNo: `R${i}`, floor: (i % 18) + 1 }));
const ListBody = z.array(z.record(z.string(), z.unknown()), { error: 'required' }).min(1, { error: 'required' });

describe('pacedValidatorCompiler: a long list body checked in slices answers as one parse would', () => {
  it('passes a valid list, the parsed items written back into the body', async () => {
    const { theirs, ours } = await both(ListBody, rows(PACED_ITEMS_FROM + 500));
    expect(theirs.error).toBeUndefined();
    expect(ours).toEqual({ value: theirs.value });
    // Items the schema changes (a default filled in, an unknown key stripped) come back changed.
    const Item = z.object({ roomNo: z.string(), floor: z.number(), state: z.string().default('空置') });
    const changed = await both(z.array(Item), rows(PACED_ITEMS_FROM));
    expect(changed.ours).toEqual({ value: changed.theirs.value });
    expect((changed.ours.value as Record<string, unknown>[])[7]).toEqual({ roomNo: 'R7', floor: 8, state: '空置' });
  });

  it('refuses with the same entries (paths, codes, messages) for a bad item, a list too long, a refinement', async () => {
    const bad = rows(PACED_ITEMS_FROM + 500) as unknown[];
    bad[1234] = 'not a row';
    bad[1400] = 7;
    const item = await both(ListBody, bad);
    expect(item.theirs.error).toBeDefined();
    expect(item.ours).toEqual({ error: item.theirs.error });

    const tooLong = await both(ListBody.max(PACED_ITEMS_FROM), rows(PACED_ITEMS_FROM + 1));
    expect(tooLong.theirs.error).toBeDefined();
    expect(tooLong.ours).toEqual({ error: tooLong.theirs.error });

    const Item = z.object({ roomNo: z.string(), floor: z.number().max(10) });
    const itemsAndList = await both(z.array(Item).refine((list) => list.length % 2 === 0, { message: 'even' }), rows(PACED_ITEMS_FROM + 1));
    expect(itemsAndList.theirs.error).toBeDefined();
    expect(itemsAndList.ours).toEqual({ error: itemsAndList.theirs.error });
    const refined = await both(z.array(z.object({ roomNo: z.string(), floor: z.number() })).refine((list) => list.length % 2 === 0, { message: 'even' }), rows(PACED_ITEMS_FROM + 1));
    expect(refined.theirs.error).toBeDefined();
    expect(refined.ours).toEqual({ error: refined.theirs.error });
  });

  it('leaves short lists, other schemas and other parts of the request to the one parse', () => {
    const route = (schema: z.ZodType, httpPart = 'body') => pacedValidatorCompiler({ schema, method: 'POST', url: '/x', httpPart }) as (data: unknown) => unknown;
    expect(route(ListBody)(rows(10))).not.toBeInstanceOf(Promise);
    expect(route(z.object({ ids: z.array(z.number()) }))({ ids: [] })).not.toBeInstanceOf(Promise);
    expect(route(z.array(z.string()), 'querystring')(Array.from({ length: PACED_ITEMS_FROM }, () => 'a'))).not.toBeInstanceOf(Promise);
  });

  it('through Fastify: a refusal reaches the error handler as the synchronous one does', async () => {
    const app = Fastify();
    app.setValidatorCompiler(pacedValidatorCompiler);
    const seen: unknown[] = [];
    app.setErrorHandler((error: { validation?: unknown; validationContext?: string; statusCode?: number }, _request, reply) => {
      seen.push({ validation: error.validation, context: error.validationContext, status: error.statusCode });
      return reply.status(422).send({ ok: false });
    });
    app.post('/x', { schema: { body: ListBody } }, async (request) => ({ n: (request.body as unknown[]).length }));
    const bad = rows(PACED_ITEMS_FROM) as unknown[];
    bad[999] = 'x';
    for (const payload of [bad, bad.slice(0, 10).concat(['x'])]) expect((await app.inject({ method: 'POST', url: '/x', payload })).statusCode).toBe(422);
    const [long, short] = seen as { validation: { instancePath: string }[]; context: string; status: number }[];
    expect(long).toMatchObject({ context: 'body', status: 400 });
    expect(short).toMatchObject({ context: 'body', status: 400 });
    expect(long.validation.map((v) => v.instancePath)).toEqual(['/999']);
    expect({ ...long.validation[0], instancePath: '/10', schemaPath: '#/10/invalid_type' }).toEqual(short.validation[0]);
    expect((await app.inject({ method: 'POST', url: '/x', payload: rows(PACED_ITEMS_FROM) })).json()).toEqual({ n: PACED_ITEMS_FROM });
    await app.close();
  });
});
