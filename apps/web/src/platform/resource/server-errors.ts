import { HttpError } from '../http/errors.ts';

export type FormFieldError = { name: string; errors: string[] };

/**
 * The field errors of a refused save (`fields` of a 400/409/422 answer) for antd's `form.setFields`: only those
 * naming a field the form shows, so nothing lands on a field that is not there.
 */
export const serverFieldErrors = (error: unknown, formFields: Iterable<string>): FormFieldError[] => {
  if (!(error instanceof HttpError)) return [];
  const known = new Set(formFields);
  return Object.entries(error.fields)
    .filter(([field]) => known.has(field))
    .map(([name, text]) => ({ name, errors: [text] }));
};
