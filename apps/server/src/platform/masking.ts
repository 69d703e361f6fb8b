import { type EntityDef, type MaskKind, maskValue } from '@zhwy/contracts';
import type { Record_ } from './crud.ts';
import { validationFailed } from './errors.ts';

const cache = new WeakMap<EntityDef, (readonly [string, MaskKind])[]>();
/** The entity's personal-data fields (`mask`) and how each is masked, worked out once. */
const maskedFieldsOf = (entity: EntityDef) => {
  let fields = cache.get(entity);
  if (!fields) cache.set(entity, (fields = Object.entries(entity.fields).flatMap(([name, f]) => (f.mask ? [[name, f.mask] as const] : []))));
  return fields;
};

/** A row in its JSON form with its personal data masked in place (张**, 138****8000, 京A***45). */
export const maskRow = (entity: EntityDef, row: Record_): Record_ => {
  for (const [name, kind] of maskedFieldsOf(entity)) if (typeof row[name] === 'string' && row[name] !== '') row[name] = maskValue(kind, row[name]);
  return row;
};

/**
 * Stars are never stored: a masked value sent back as it was read (an edit form of masked data) keeps the stored one
 * (removed from `values`); any other value with stars is refused (422 `maskedValue`), on create always.
 */
export const unmaskWrites = (entity: EntityDef, values: Record_, current?: Record_) => {
  for (const [name, kind] of maskedFieldsOf(entity)) {
    const value = values[name];
    if (typeof value !== 'string' || !value.includes('*')) continue;
    if (current && typeof current[name] === 'string' && value === maskValue(kind, current[name])) delete values[name];
    else throw validationFailed({ [name]: 'maskedValue' });
  }
};
