import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Every response is checked against its route's schema (the contract: nothing undeclared leaves the server). zod's
// check copies the whole answer to return it (a list page: every row), ~5 % of a log search's server CPU (issue 23).
// For schemas of plain data the copy would be the answer itself, so a check that reads it without copying decides:
// when it passes the answer is written as it is; otherwise (an undeclared key, a wrong type, a schema it does not
// know) zod checks, strips and refuses exactly as before.

/** true when zod's encode of `value` would return an equal value (the same keys, the same primitives). */
type Check = (value: unknown) => boolean;

/** The def keys a schema of each kind has when it carries no checks, formats, coercion or defaults. */
const PLAIN_DEF: Record<string, readonly string[]> = {
  string: ['type'],
  number: ['type', 'checks'],
  boolean: ['type'],
  null: ['type'],
  unknown: ['type'],
  any: ['type'],
  object: ['type', 'shape'],
  array: ['type', 'element'],
  nullable: ['type', 'innerType'],
  optional: ['type', 'innerType'],
  enum: ['type', 'entries'],
  literal: ['type', 'values'],
  union: ['type', 'options'],
  record: ['type', 'keyType', 'valueType'],
};

const isPlainDef = (def: Record<string, unknown>): boolean => {
  const keys = PLAIN_DEF[def.type as string];
  if (!keys) return false;
  for (const key of Object.keys(def)) if (!keys.includes(key)) return false;
  return !(def.checks as unknown[] | undefined)?.length;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** An object literal's (a getter, a class's or a prototype's key is zod's to read, not this check's). */
const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** The non-copying check of a plain-data schema, or null when the schema is not one (zod then checks every answer). */
export const plainCheckOf = (schema: z.ZodType): Check | null => checkOf(schema, new Map());

/**
 * `made` holds the checks made so far, and `undefined` for a schema being made: a schema that contains itself (a tree's
 * children) reads its own check when it runs, and a part of one that ends up without a check answers false (zod's turn).
 */
const checkOf = (schema: z.ZodType, made: Map<z.ZodType, Check | null | undefined>): Check | null => {
  if (made.has(schema)) {
    const done = made.get(schema);
    return done !== undefined ? done : (value) => made.get(schema)?.(value) ?? false;
  }
  made.set(schema, undefined);
  const check = makeCheck(schema, made);
  made.set(schema, check);
  return check;
};

const makeCheck = (schema: z.ZodType, made: Map<z.ZodType, Check | null | undefined>): Check | null => {
  const partOf = (part: z.ZodType) => checkOf(part, made);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  if (!isPlainDef(def)) return null;
  const inner = (key: 'innerType' | 'element' | 'valueType') => partOf(def[key] as z.ZodType);
  switch (def.type) {
    case 'string':
      return (value) => typeof value === 'string';
    case 'number':
      return (value) => typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'null':
      return (value) => value === null;
    case 'unknown':
    case 'any':
      return () => true;
    case 'nullable': {
      const check = inner('innerType');
      return check && ((value) => value === null || check(value));
    }
    case 'optional': {
      const check = inner('innerType');
      return check && ((value) => value === undefined || check(value));
    }
    case 'array': {
      const check = inner('element');
      return (
        check &&
        ((value) => {
          if (!Array.isArray(value)) return false;
          for (let i = 0; i < value.length; i++) if (!check(value[i])) return false;
          return true;
        })
      );
    }
    case 'enum':
    case 'literal': {
      // zod's own set of the accepted values (a TypeScript enum's reverse names are not among them).
      const values = (schema._zod as { values?: Set<unknown> }).values;
      return values instanceof Set ? (value) => values.has(value) : null;
    }
    case 'union': {
      const checks = (def.options as z.ZodType[]).map(partOf);
      if (checks.some((check) => check === null)) return null;
      return (value) => checks.some((check) => check!(value));
    }
    case 'record': {
      // Any text as a key (an enum of keys would make zod ask for each of them).
      const key = def.keyType as z.ZodType;
      const check = inner('valueType');
      if (key._zod.def.type !== 'string' || !isPlainDef(key._zod.def as unknown as Record<string, unknown>) || !check) return null;
      return (value) => {
        if (!isRecord(value) || !isPlainObject(value)) return false;
        for (const name in value) if (!check(value[name])) return false;
        return true;
      };
    }
    case 'object': {
      const entries = Object.entries(def.shape as Record<string, z.ZodType>).map(([key, field]) => [key, partOf(field)] as const);
      if (entries.some(([, check]) => check === null)) return null;
      const known = new Set(entries.map(([key]) => key));
      return (value) => {
        if (!isRecord(value) || !isPlainObject(value)) return false;
        for (const [key, check] of entries) if (!check!(value[key])) return false;
        // An undeclared key: zod strips it.
        for (const key in value) if (!known.has(key)) return false;
        return true;
      };
    }
    default:
      return null;
  }
};

/**
 * The app's serializer compiler: fastify-type-provider-zod's (zod's encode, then JSON.stringify), with the plain-data
 * check in front of it where the route's schema allows one.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const checked = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  const schema = route.schema instanceof z.ZodType ? route.schema : null;
  const plain = schema && plainCheckOf(schema);
  if (!plain) return checked;
  return (data) => (plain(data) ? JSON.stringify(data) : checked(data));
};
