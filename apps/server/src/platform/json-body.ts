import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { pacer } from './pace.ts';

/** Deeper than this, a JSON body is refused: no call of the spec nests past a few levels. */
export const MAX_JSON_DEPTH = 32;

/** From this size a JSON array body is parsed element by element with turns of the event loop between (issue 21). */
export const SLICED_JSON_FROM = 64 * 1024;
/** Characters scanned per turn: a few milliseconds of work. */
const SCAN_SLICE = 128 * 1024;

/**
 * The nesting depth of a JSON text, counted without parsing it, stopping as soon as it passes `limit`: a body of
 * a million `[` costs 33 steps, not a parse that stalls the event loop. Brackets inside strings do not count.
 */
export const jsonDepthExceeds = (text: string, limit = MAX_JSON_DEPTH): boolean => {
  const scan = depthScanner(limit);
  return scan(text, 0, text.length) === 'tooDeep';
};

const isJsonSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

/**
 * The depth count of jsonDepthExceeds as a scanner that can stop and resume (`scan(text, from, to)` over
 * consecutive ranges), noting where a top-level array's elements end: the commas at depth 1 and the bracket that
 * closes depth 1.
 */
const depthScanner = (limit: number) => {
  let depth = 0;
  let inString = false;
  let skip = false;
  const ends: number[] = [];
  const scan = (text: string, from: number, to: number): 'tooDeep' | undefined => {
    for (let i = from; i < to; i++) {
      if (skip) {
        skip = false;
        continue;
      }
      const c = text.charCodeAt(i);
      if (inString) {
        if (c === 0x5c) skip = true; // backslash: skip the escaped character
        else if (c === 0x22) inString = false;
      } else if (c === 0x22) inString = true;
      else if (c === 0x5b || c === 0x7b) {
        if (++depth > limit) return 'tooDeep';
      } else if (c === 0x5d || c === 0x7d) {
        if (depth === 1) ends.push(i);
        depth--;
      } else if (c === 0x2c && depth === 1) ends.push(i);
    }
    return undefined;
  };
  return Object.assign(scan, { ends });
};

export type Parse = (request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) => void;

/**
 * A large top-level array parsed an element at a time by `parse` (Fastify's own, prototype poisoning refused), the
 * depth checked on the way, with a turn of the event loop every few milliseconds: one JSON.parse of a 700 KB batch
 * body plus its depth scan held the loop for tens of milliseconds (issue 21). Answers `undefined` for anything but a
 * clean `[e1, e2, …]` (an element that does not parse, text after the array, an empty list): the caller then parses
 * the whole text as before, so every refusal is the one it always was.
 */
export const parseArrayInSlices = async (request: FastifyRequest, text: string, parse: Parse): Promise<{ tooDeep: true } | { value: unknown[] } | undefined> => {
  let open = 0;
  while (isJsonSpace(text.charCodeAt(open))) open++;
  if (text.charCodeAt(open) !== 0x5b) return undefined;
  const tick = pacer();
  const scan = depthScanner(MAX_JSON_DEPTH);
  for (let from = 0; from < text.length; from += SCAN_SLICE) {
    if (scan(text, from, Math.min(text.length, from + SCAN_SLICE)) === 'tooDeep') return { tooDeep: true };
    await tick();
  }
  const { ends } = scan;
  // Commas at depth 1, then the bracket closing the array, then only JSON whitespace: `[e1, …, en]` and nothing else.
  const close = ends.length - 1;
  if (close < 0 || text.charCodeAt(ends[close]) !== 0x5d) return undefined;
  for (let i = 0; i < close; i++) if (text.charCodeAt(ends[i]) !== 0x2c) return undefined;
  for (let i = ends[close] + 1; i < text.length; i++) if (!isJsonSpace(text.charCodeAt(i))) return undefined;
  const value: unknown[] = [];
  let start = open + 1;
  for (const [n, end] of ends.entries()) {
    let failed = false;
    parse(request, text.slice(start, end), (error, item) => {
      if (error) failed = true;
      else value.push(item);
    });
    if (failed) return undefined;
    start = end + 1;
    if (n % 256 === 255) await tick();
  }
  return { value };
};

/**
 * JSON bodies of every route: Fastify's own parser (prototype poisoning refused) behind a depth check that runs
 * before the parse; a large array body in slices (parseArrayInSlices).
 */
export const registerJsonBodyParser = (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error') as Parse;
  const whole = (request: FastifyRequest, text: string, done: (error: Error | null, value?: unknown) => void) => {
    if (jsonDepthExceeds(text)) {
      done(new AppError(400, 'jsonTooDeep'), undefined);
      return;
    }
    parse(request, text, done);
  };
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.length < SLICED_JSON_FROM) {
      whole(request, text, done);
      return;
    }
    parseArrayInSlices(request, text, parse).then(
      (sliced) => {
        if (sliced === undefined) whole(request, text, done);
        else if ('tooDeep' in sliced) done(new AppError(400, 'jsonTooDeep'), undefined);
        else done(null, sliced.value);
      },
      (error: Error) => done(error, undefined),
    );
  });
};
