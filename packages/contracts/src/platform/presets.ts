import type { FieldDef } from './entity.ts';
import { datetime, ref, textarea } from './fields.ts';

/**
 * Presets for the fields that recur across definitions, so each is written once: the row's community (the unit of
 * the data scope), the creation time, the remark. Each takes the field builder's options, which win over the
 * preset's (`communityRef({ readOnly: true, required: undefined })`), and keeps their literal types like the
 * builders do.
 */
type Options = Omit<FieldDef, 'kind' | 'label'>;
type NoOptions = Record<never, never>;
/** The preset's options with the caller's over them. */
type Over<D, O> = Omit<D, keyof O> & O;

const COMMUNITY = { required: true, search: 'equals' } as const;
/** 所属小区: the community a row belongs to (`areaId`), required and filtered by equality; usually the entity's scope. */
export const communityRef = <const O extends Options = NoOptions>(options: O = {} as O) =>
  ref('base.community', '所属小区', { ...COMMUNITY, ...options } as Over<typeof COMMUNITY, O>);

const CREATED = { readOnly: true, sortable: true } as const;
/** 创建时间 (or the entity's word for it: 登记时间, 申请时间): kept by the server, sortable (lists sort by it). */
export const createTime = <const O extends Options = NoOptions>(label = '创建时间', options: O = {} as O) =>
  datetime(label, { ...CREATED, ...options } as Over<typeof CREATED, O>);

/** 备注: free text of at most `max` characters, shown in the form and the detail, not as a column. */
export const remark = <const O extends Options = NoOptions>(max: 200 | 500 = 500, options: O = {} as O) => textarea('备注', max, options);
