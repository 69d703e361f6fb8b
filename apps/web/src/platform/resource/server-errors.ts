import type { EntityDef } from '@zhwy/contracts';
import { HttpError } from '../http/errors.ts';
import { formPathOf } from './child-rows.ts';

export type FormFieldError = { name: string | (string | number)[]; errors: string[] };

/**
 * The field errors of a refused save (`fields` of a 400/409/422 answer) for antd's `form.setFields`: only those
 * naming a field the form shows, so nothing lands on a field that is not there.
 */
export const serverFieldErrors = (error: unknown, formFields: Iterable<string>, entity?: EntityDef): FormFieldError[] => {
  if (!(error instanceof HttpError)) return [];
  const known = new Set(formFields);
  // With the entity, a child row's error (`items.2.question`) lands in its table cell.
  const place = (field: string) => (entity ? formPathOf(entity, known, field) : known.has(field) ? field : null);
  return Object.entries(error.fields).flatMap(([field, text]) => {
    const name = place(field);
    return name === null ? [] : [{ name, errors: [text] }];
  });
};
