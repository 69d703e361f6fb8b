import { z } from 'zod';
import type { CallDef, EntityDef, FieldDef } from './entity.ts';
import { fieldInputSchema } from './entity-schemas.ts';
import { ref, textarea } from './fields.ts';

/**
 * Transitions (docs/architecture.md, "Transitions and their history"): a `setField` call with `from` moves one enum
 * field of a row from those states to one of its `to` states, and each move is kept in the row's history with who
 * made it, when, the remark and the transition's own fields (a rejection's reason, a work order's assignee).
 *
 *   calls: [transition('verify', '审核', { path: `${ARTICLE}/verify`, field: 'status', from: ['3'], to: ['1', '4'],
 *     fields: { reason: reason('驳回原因', { requiredTo: ['4'] }) } })]
 *   calls: [transition('assign', '派单', { path: `${ORDER}/assign`, field: 'status', from: ['0'], to: ['1'],
 *     code: 'assign', fields: { handlerId: assignee('处理人', { required: true }) } })]
 */

/**
 * A field a transition carries beside its remark: an entity field's definition (kind, label, max, enum values, a
 * reference's target), checked as an entity field is, with `required` (always) or `requiredTo` (only for a move to
 * one of these states: a rejection's reason). Named as a field of the entity, it is also written to the row (the
 * work order's current handler, the decoration's audit remark).
 */
export type TransitionFieldDef = FieldDef & { requiredTo?: readonly string[] };

/** A transition as its definition declares it: a `setField` call with the states it starts from. */
export type TransitionCall = Extract<CallDef, { style: 'setField' }> & { from: readonly string[] };

/** The most characters of the remark every transition may carry. */
export const TRANSITION_REMARK_MAX = 500;

type TransitionSpec = Omit<TransitionCall, 'style' | 'method' | 'name' | 'title'> & { method?: 'POST' | 'PUT' };

/**
 * A named transition (a row action on the page, texts `resource.calls.<name>`): `title` is its zh_CN verb for the
 * operation log (审核 → 审核文章); POST unless `method` says otherwise; the edit code unless `code` names its own action.
 */
export const transition = (name: string, title: string, { method = 'POST', ...spec }: TransitionSpec): TransitionCall => ({ style: 'setField', method, name, title, ...spec });

type ReasonOptions = { requiredTo?: readonly string[]; required?: boolean; max?: number };
/** 原因: why the move is made (a rejection, a void), free text of at most `max` (200) characters; `requiredTo` the moves that need one. */
export const reason = (label = '原因', { max = 200, ...options }: ReasonOptions = {}): TransitionFieldDef => textarea(label, max, options);

type AssigneeOptions = Pick<TransitionFieldDef, 'required' | 'requiredTo'>;
/**
 * 处理人: the user a row is handed to, a reference to `system.user`: a user the caller may not see (beyond their
 * communities: not one of their peers) is refused (403 naming the field), as any reference outside their scope.
 */
export const assignee = (label = '处理人', options: AssigneeOptions = {}): TransitionFieldDef => ref('system.user', label, options);

/** The entity's transitions (its `setField` calls with `from`), named ones and status switches alike. */
export const transitionsOf = (entity: Pick<EntityDef, 'calls'>): TransitionCall[] =>
  (entity.calls ?? []).filter((call): call is TransitionCall => call.style === 'setField' && call.from !== undefined);

/** A transition's own fields, in definition order. */
export const transitionFieldsOf = (call: Pick<TransitionCall, 'fields'>): [string, TransitionFieldDef][] => Object.entries(call.fields ?? {});

/** Whether a move to `to` needs the field. */
export const isRequiredFor = (field: TransitionFieldDef, to: string): boolean => field.required === true || (field.requiredTo?.includes(to) ?? false);

/** The action a history row names: the call's name, else the field it sets (a status switch). */
export const transitionActionOf = (call: Pick<TransitionCall, 'name' | 'field'>): string => call.name ?? call.field;

/** The permission code a transition needs: its own action's (`<prefix>:assign`) where it names one, else the edit code. */
export const transitionCodeOf = (entity: Pick<EntityDef, 'permission'>, call: Pick<TransitionCall, 'code'>): string => `${entity.permission}:${call.code ?? 'edit'}`;

/** The fields a move to `to` lacks (`{ reason: 'required' }`): empty when none. */
export const missingTransitionFields = (call: Pick<TransitionCall, 'fields'>, to: string, values: Record<string, unknown>): Record<string, 'required'> => {
  const missing: Record<string, 'required'> = {};
  for (const [name, field] of transitionFieldsOf(call)) {
    const value = values[name];
    if (isRequiredFor(field, to) && (value === undefined || value === null || value === '')) missing[name] = 'required';
  }
  return missing;
};

/**
 * The body of a transition: the field's new value (one of `to`), the remark, the transition's fields (each as its
 * kind's input schema; a required one missing, or one `requiredTo` this move, is 422 `required` naming it), and
 * `extra` (the id where the path has none). A status switch without `from` takes the value alone.
 */
export const transitionBodySchema = (entity: EntityDef, call: Extract<CallDef, { style: 'setField' }>, extra: Record<string, z.ZodType> = {}) => {
  const field = entity.fields[call.field]!;
  const target = fieldInputSchema(call.to ? { ...field, values: call.to } : field);
  if (!call.from) return z.object({ [call.field]: target, ...extra });
  const shape: Record<string, z.ZodType> = { [call.field]: target, remark: z.string({ error: 'invalid' }).trim().max(TRANSITION_REMARK_MAX, { error: 'max' }).nullish(), ...extra };
  for (const [name, def] of transitionFieldsOf(call)) shape[name] = def.required ? fieldInputSchema(def) : fieldInputSchema({ ...def, required: false }).nullish();
  return z.object(shape).superRefine((body, ctx) => {
    const missing = missingTransitionFields(call, String(body[call.field]), body);
    for (const name of Object.keys(missing)) ctx.addIssue({ code: 'custom', path: [name], message: 'required', input: body[name] });
  });
};

/** Kinds a transition field may not have: HTML needs the form's editor and the server's sanitiser, a history line neither. */
const NOT_FOR_TRANSITIONS = new Set<FieldDef['kind']>(['richText']);

/**
 * A definition's transitions, checked when it is defined (a module that breaks one does not load): each sets an enum
 * field to values it has; its fields do not shadow the field it sets, the remark or the id, `requiredTo` names
 * states the move may reach, and a field named as the entity's has the same kind (and target).
 */
export const checkTransitions = (def: Pick<EntityDef, 'module' | 'name' | 'fields' | 'calls'>) => {
  for (const call of def.calls ?? []) {
    if (call.style !== 'setField') continue;
    const where = `${def.module}.${def.name} ${call.path}`;
    const field = def.fields[call.field];
    if (field?.kind !== 'enum') throw new Error(`${where}: setField needs an enum field, not ${call.field}`);
    const unknown = [...(call.from ?? []), ...(call.to ?? [])].filter((v) => !field.values?.includes(v));
    if (unknown.length > 0) throw new Error(`${where}: names values ${call.field} does not have: ${unknown.join(', ')}`);
    if (call.fields && !call.from) throw new Error(`${where}: only a transition (with from) carries fields`);
    // The page asks for the fields in the named transition's dialog; a status switch has none.
    if (call.fields && !call.name) throw new Error(`${where}: a transition with fields needs a name`);
    const reachable = call.to ?? field.values ?? [];
    for (const [name, extra] of transitionFieldsOf(call)) {
      if ([call.field, 'remark', 'id'].includes(name)) throw new Error(`${where}: a transition field may not be named ${name}`);
      if (NOT_FOR_TRANSITIONS.has(extra.kind)) throw new Error(`${where}: ${name} is ${extra.kind}, which a transition does not carry`);
      const stray = (extra.requiredTo ?? []).filter((to) => !reachable.includes(to));
      if (stray.length > 0) throw new Error(`${where}: ${name}.requiredTo names states the move cannot reach: ${stray.join(', ')}`);
      const own = def.fields[name];
      if (own && (own.kind !== extra.kind || own.ref !== extra.ref)) throw new Error(`${where}: ${name} is a field of the entity of another kind`);
    }
  }
};

/**
 * The transition's fields as an entity of their own (for checking references and writing JSON like an entity's
 * fields), made once per call.
 */
const asEntities = new WeakMap<object, EntityDef>();
export const transitionFieldsEntity = (entity: EntityDef, call: TransitionCall): EntityDef => {
  let made = asEntities.get(call);
  if (!made) {
    made = { ...entity, calls: [], children: undefined, platformNames: undefined, fields: Object.fromEntries(transitionFieldsOf(call)) };
    asEntities.set(call, made);
  }
  return made;
};
