import { z } from 'zod';
import { childInputShape, childRowShape } from './children.ts';
import { type EntityDef, type FieldDef, placesOf, platformNamesOf } from './entity.ts';
import { ID_LIST, PATTERN_CHECKS, idSchema, isIsoDate, isSiteFiles, parseDecimal } from './field-values.ts';
import { MASKED_DATE, stripSpecial } from './validators.ts';

/** The zod schemas derived from a definition: one field's input, a create or update body, a row, a page of rows. */

/** The zod schema of one field as a client submits it (messages are keys, translated by the error mapper). */
export const fieldInputSchema = (field: FieldDef): z.ZodType => {
  switch (field.kind) {
    case 'int': {
      let schema = z.coerce.number({ error: 'integer' }).int({ error: 'integer' });
      if (field.min !== undefined) schema = schema.min(field.min, { error: 'minValue' });
      if (field.max !== undefined) schema = schema.max(field.max, { error: 'maxValue' });
      // Null is no number (the coercion would make it 0): refused as required, as a missing value is. An optional
      // field's null never gets here (nullish).
      return z.preprocess((value, ctx) => {
        if (value !== null && value !== undefined) return value;
        ctx.addIssue({ code: 'custom', message: 'required', input: value });
        return z.NEVER;
      }, schema);
    }
    case 'enum':
      return z.enum((field.values ?? []) as [string, ...string[]], { error: (issue) => (issue.input == null ? 'required' : 'enum') });
    case 'datetime':
      return z.coerce.date({ error: 'invalid' });
    case 'date':
      // A masked date (1985-**-**) sent back as read keeps the stored one (the server's unmaskWrites).
      return z.string({ error: (issue) => (issue.input == null ? 'required' : 'invalid') }).refine((v) => isIsoDate(v) || (field.mask !== undefined && MASKED_DATE.test(v)), { error: 'invalid' });
    case 'money':
    case 'decimal': {
      let schema = hundredthsInputSchema(placesOf(field) === 4 ? 'decimal4' : field.kind, placesOf(field));
      if (field.min !== undefined) schema = schema.refine((cents) => cents >= field.min!, { error: 'minValue' });
      if (field.max !== undefined) schema = schema.refine((cents) => cents <= field.max!, { error: 'maxValue' });
      return schema;
    }
    case 'ref':
      return idSchema;
    case 'richText': {
      // HTML as written: the special-symbol stripping of plain text would mangle it; the server sanitises it instead.
      let html = z.string({ error: (issue) => (issue.input == null ? 'required' : 'invalid') }).max(field.max ?? 65_535, { error: 'max' });
      if (field.required) html = html.min(1, { error: 'required' });
      return html;
    }
    case 'refs':
      return z
        .string({ error: (issue) => (issue.input == null ? 'required' : 'invalid') })
        .trim()
        .max(field.max ?? 255, { error: 'max' })
        .refine((v) => v === '' || ID_LIST.test(v), { error: 'invalid' })
        .refine((v) => !field.required || v !== '', { error: 'required' });
    default: {
      let inner = z.string().max(field.max ?? 255, { error: 'max' });
      if (field.required) inner = inner.min(1, { error: 'required' });
      const text = z.string({ error: (issue) => (issue.input == null ? 'required' : 'invalid') }).trim().transform(stripSpecial).pipe(inner);
      const pattern = field.pattern;
      if (field.kind === 'image') return text.refine((v) => v === '' || isSiteFiles(v), { error: 'image' });
      if (!pattern) return text;
      return text.refine((v) => v === '' || PATTERN_CHECKS[pattern](v), { error: pattern });
    }
  }
};

type Shape = Record<string, z.ZodType>;

const writableFields = (entity: EntityDef): [string, FieldDef][] =>
  Object.entries(entity.fields).filter(([, f]) => !f.readOnly);

/**
 * Body of a create call: every writable field; unknown keys are refused. A required field with a default may be left
 * out: the body then has the default (the stored value, as the column's default), so the hooks see what is written;
 * sent empty (null, '') it is still refused as required.
 */
export const createSchema = (entity: EntityDef) => {
  const shape: Shape = {};
  for (const [name, field] of writableFields(entity)) {
    const base = fieldInputSchema(field);
    shape[name] = !field.required ? base.nullish() : field.default === undefined ? base : base.default(field.default as never);
  }
  Object.assign(shape, childInputShape(entity, 'create', { create: createSchema, update: updateSchema }));
  return z.object(shape).strict();
};

const hundredthsInputSchema = (message: 'money' | 'decimal' | 'decimal4', places: 2 | 4) =>
  z
    .union([z.string(), z.number()], { error: (issue) => (issue.input == null ? 'required' : message) })
    .transform((value, ctx) => {
      const cents = parseDecimal(value, places);
      if (cents !== null) return cents;
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    });

/** Body of an update call: the id plus any writable fields. */
export const updateSchema = (entity: EntityDef) => {
  const shape: Shape = { id: idSchema };
  for (const [name, field] of writableFields(entity)) {
    const base = fieldInputSchema(field);
    shape[name] = field.required ? base.optional() : base.nullish();
  }
  Object.assign(shape, childInputShape(entity, 'update', { create: createSchema, update: updateSchema }));
  return z.object(shape).strict();
};

/** A row as the API returns it: id plus every field (datetimes as ISO strings, money as `"12.30"`, dates `YYYY-MM-DD`). */
export const rowSchema = (entity: EntityDef) => {
  const shape: Shape = { id: z.number() };
  for (const [name, field] of Object.entries(entity.fields)) {
    shape[name] = field.kind === 'int' || field.kind === 'ref' ? z.number().nullable() : z.string().nullable();
  }
  for (const [, name, kind] of platformNamesOf(entity)) shape[name] = kind === 'int' ? z.number().nullable() : z.string().nullable();
  Object.assign(shape, childRowShape(entity, rowSchema));
  return z.object(shape);
};

export const pageSchema = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), recordsTotal: z.number() });
