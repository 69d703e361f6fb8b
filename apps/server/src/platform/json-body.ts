import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** Deeper than this, a JSON body is refused: no call of the spec nests past a few levels. */
export const MAX_JSON_DEPTH = 32;

/**
 * The nesting depth of a JSON text, counted without parsing it, stopping as soon as it passes `limit`: a body of
 * a million `[` costs 33 steps, not a parse that stalls the event loop. Brackets inside strings do not count.
 */
export const jsonDepthExceeds = (text: string, limit = MAX_JSON_DEPTH): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
};

/**
 * JSON bodies of every route: Fastify's own parser (prototype poisoning refused) behind a depth check that runs
 * before the parse.
 */
export const registerJsonBodyParser = (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string)) {
      done(new AppError(400, 'jsonTooDeep'), undefined);
      return;
    }
    parse(request, body as string, done);
  });
};
