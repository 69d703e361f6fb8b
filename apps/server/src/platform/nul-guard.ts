import { VALIDATION_MESSAGES, pickLocale } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import { validationFailed } from './errors.ts';

/**
 * The path of the first string or object key holding U+0000 in `value` (`''` for the value itself), or null. Walks with its
 * own stack: a body nested thousands deep is checked without recursion.
 */
export const nulPath = (value: unknown): string | null => {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\0')) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, path ? `${path}.${i}` : String(i)]));
    } else if (current !== null && typeof current === 'object' && Object.getPrototypeOf(current) === Object.prototype) {
      for (const [key, item] of Object.entries(current)) {
        // A key with U+0000 cannot be named as a field either: its path stops at the object that holds it.
        if (key.includes('\0')) return path;
        stack.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
};

/**
 * PostgreSQL text cannot hold U+0000. A parameter, query value or body string carrying one is refused before
 * validation as invalid input naming its field (422), instead of failing in the database as a 500.
 */
export const registerNulGuard = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const path = nulPath({ ...(request.params as object), ...(request.query as object) }) ?? nulPath(request.body);
    if (path === null) return;
    throw validationFailed({ [path || '_']: VALIDATION_MESSAGES[pickLocale(request.headers['accept-language'])].invalid });
  });
};
