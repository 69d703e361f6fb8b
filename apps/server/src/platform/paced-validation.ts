import { quickListQueryOf } from '@zhwy/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pacer } from './pace.ts';

/** From this many items a list body's items are checked in slices (below, one parse costs a few milliseconds). */
export const PACED_ITEMS_FROM = 1_000;

type Compiled = ReturnType<FastifySchemaCompiler<z.ZodType>>;
type Result = { error?: unknown; value?: unknown };

/** What Fastify expects of a failed asynchronous check: an Error carrying the validation entries, as a synchronous one would have them. */
const failure = (result: Result) => Object.assign(new Error('body validation failed'), { validation: result.error });

/**
 * The route schemas' validator (fastify-type-provider-zod's) with one difference: a list body of many items is checked
 * an item at a time with a turn of the event loop every few milliseconds, instead of one zod parse of the whole list
 * (10,000 rows held the loop for 30–80 ms, issue 21). The outcome is the one parse's: the list's own checks (its
 * length, refinements) then run on the parsed items through the same schema with its items taken as they are, and
 * when an item fails the whole list is parsed once as before, so a refusal names the same fields in the same order.
 */
/** Fastify keeps only pass or fail of an asynchronous check: the parsed list goes into the body's own array. */
const answer = (data: unknown[], result: Result) => {
  if (result.error) throw failure(result);
  const value = result.value as unknown[];
  data.length = value.length;
  for (let i = 0; i < value.length; i++) data[i] = value[i];
};

export const pacedValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const whole = validatorCompiler(route) as (data: unknown) => Result;
  const { schema } = route;
  // A list call's query read without zod's copy of it when it is accepted; a refused one is zod's to name, as before.
  const quick = route.httpPart === 'querystring' ? quickListQueryOf(schema) : undefined;
  if (quick) return ((data: unknown) => {
    const value = quick(data);
    return value ? { value } : whole(data);
  }) as Compiled;
  if (route.httpPart !== 'body' || !(schema instanceof z.ZodArray)) return whole as Compiled;
  const element = schema.element as z.ZodType;
  const listChecks = validatorCompiler({ ...route, schema: schema.clone({ ...schema._zod.def, element: z.any() }) }) as (data: unknown) => Result;
  const inSlices = async (data: unknown[]) => {
    const tick = pacer();
    const items: unknown[] = new Array(data.length);
    for (let i = 0; i < data.length; i++) {
      const parsed = element.safeParse(data[i]);
      if (!parsed.success) return answer(data, whole(data));
      items[i] = parsed.data;
      if (i % 64 === 63) await tick();
    }
    answer(data, listChecks(items));
  };
  const validate = (data: unknown) => (Array.isArray(data) && data.length >= PACED_ITEMS_FROM ? inSlices(data) : whole(data));
  // Fastify's type brands a promise its linter rules accept; it takes any promise (a rejection is the refusal).
  return validate as Compiled;
};
