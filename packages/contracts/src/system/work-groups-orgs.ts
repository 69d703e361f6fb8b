import { z } from 'zod';
import { type FieldDef, fieldInputSchema, idSchema } from '../platform/entity.ts';
import { int, text, textarea } from '../platform/fields.ts';
import { SysWorkGroup } from './administration.ts';

/**
 * Work groups and organisations: the spec's calls beside the work-group list (which the framework serves from
 * SysWorkGroup), their bodies and limits. Paths are the spec's, under /zhwy/api/.
 */
export const WORK_GROUP_PATHS = {
  list: SysWorkGroup.paths.list,
  item: '/zhwy/api/system/cscpWorkGroups/:id',
  save: '/zhwy/api/system/cscpWorkGroups',
} as const;

/** At most this many members per group, people or groups per organisation (the pickers' 1,000 rows). */
export const MEMBERS_MAX = 1000;

/** A field's input schema with the type it parses to (fieldInputSchema answers an untyped schema). */
const textInput = (field: FieldDef) => fieldInputSchema(field) as z.ZodType<string>;
const intInput = (field: FieldDef) => fieldInputSchema(field) as z.ZodType<number>;

/** One member as the spec's userDetail carries it; what else a client echoes back (username, name) is ignored. */
const memberSchema = z.object({ userId: idSchema });

const workGroupFields = {
  groupName: textInput(SysWorkGroup.fields.groupName),
  description: textInput(SysWorkGroup.fields.description),
  orgId: intInput(SysWorkGroup.fields.orgId).nullish(),
  userDetail: z
    .array(memberSchema, { error: (issue) => (issue.input == null ? 'required' : 'invalid') })
    .min(1, { error: 'required' })
    .max(MEMBERS_MAX, { error: 'max' }),
};
/** POST `system/cscpWorkGroups`: a new group (an id, if sent, must be empty). */
export const workGroupCreateSchema = z.object({ id: z.null().optional(), ...workGroupFields }).strict();
/** PUT `system/cscpWorkGroups`: the group by id, its members replaced. */
export const workGroupUpdateSchema = z.object({ id: idSchema, ...workGroupFields }).strict();
export type WorkGroupBody = Omit<z.infer<typeof workGroupCreateSchema>, 'id'> & { id?: number | null };

/** A member of a work group as `GET cscpWorkGroups/{id}` answers it (enough to label the picker's choice). */
export const WorkGroupMember = z.object({
  userId: z.number(),
  username: z.string(),
  familyName: z.string().nullable(),
  name: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type WorkGroupMember = z.infer<typeof WorkGroupMember>;

export const ORG_PATHS = {
  all: '/zhwy/api/system/cscpOrgs/all',
  save: '/zhwy/api/system/cscpOrgs/save',
  remove: '/zhwy/api/system/cscpOrgs/delCscpOrg',
  move: '/zhwy/api/system/cscpOrgs/updateOrg',
} as const;

/** The virtual root 组织管理: id 0, not stored; top-level organisations have parentId 0. */
export const ORG_ROOT_ID = 0;
export const ORG_ORDER_MAX = 99_999;

/** The organisation's fields, with their zh_CN labels and limits (the web form derives its rules from them). */
export const ORG_FIELDS = {
  orgName: text('组织名称', 50, { required: true }),
  description: textarea('描述', 200),
  parentId: int('上级组织', { min: 0, max: Number.MAX_SAFE_INTEGER }),
  orderby: int('排序', { min: 1, max: ORG_ORDER_MAX }),
};

/** `GET cscpOrgs/all` query: whose children (0, the default: the root's). */
export const orgChildrenQuerySchema = z.object({ parentId: intInput(ORG_FIELDS.parentId).default(ORG_ROOT_ID) }).strict();

/** A node as `save` takes it: no id creates, an id updates. Keys a client echoes from `all` (hasChildren) are ignored. */
const orgNodeSchema = z.object({
  id: idSchema.nullish(),
  orgName: textInput(ORG_FIELDS.orgName),
  description: textInput(ORG_FIELDS.description).nullish(),
  parentId: intInput(ORG_FIELDS.parentId).nullish(),
  orderby: intInput(ORG_FIELDS.orderby).nullish(),
});

/** A link of the saved node; `orgId` may be left out (a new node has none yet) but must not name another node. */
const linkOrgId = z.union([idSchema, z.literal(0)]).nullish();

export const orgSaveBodySchema = z
  .object({
    cscpOrgDTOs: z.array(orgNodeSchema, { error: (issue) => (issue.input == null ? 'required' : 'invalid') }).length(1, { error: 'invalid' }),
    cscpUserOrgDTOs: z.array(z.object({ orgId: linkOrgId, userId: idSchema })).max(MEMBERS_MAX, { error: 'max' }).nullish(),
    cscpWorkGroupOrgDTOs: z.array(z.object({ orgId: linkOrgId, groupId: idSchema })).max(MEMBERS_MAX, { error: 'max' }).nullish(),
  })
  .strict();
export type OrgSaveBody = z.infer<typeof orgSaveBodySchema>;

export const orgDeleteBodySchema = z
  .object({ cscpOrgDTOs: z.array(z.object({ id: idSchema })).min(1, { error: 'required' }).max(MEMBERS_MAX, { error: 'max' }) })
  .strict();

/** One node a drag changed: where it now hangs and its place among its siblings. */
const orgMoveSchema = z.object({
  id: idSchema,
  parentId: intInput(ORG_FIELDS.parentId),
  orderby: intInput(ORG_FIELDS.orderby),
});
/** `updateOrg`: the changed nodes as an array (also accepted under `cscpOrgDTOs`, as `save` and `delCscpOrg` wrap them). */
export const orgMoveBodySchema = z.preprocess(
  (raw) => (raw !== null && typeof raw === 'object' && !Array.isArray(raw) && 'cscpOrgDTOs' in raw ? (raw as { cscpOrgDTOs: unknown }).cscpOrgDTOs : raw),
  z.array(orgMoveSchema).min(1, { error: 'required' }).max(MEMBERS_MAX, { error: 'max' }),
);
export type OrgMove = z.infer<typeof orgMoveSchema>;

export const OrgNode = z.object({
  id: z.number(),
  orgName: z.string(),
  description: z.string().nullable(),
  parentId: z.number(),
  orderby: z.number(),
  hasChildren: z.boolean(),
});
export type OrgNode = z.infer<typeof OrgNode>;

/** `GET cscpOrgs/all?parentId`: the children of parentId in order, and their people and work groups. */
export const OrgChildren = z.object({
  cscpOrgDTOs: z.array(OrgNode),
  cscpUserOrgDTOs: z.array(z.object({ orgId: z.number(), userId: z.number() })),
  cscpWorkGroupOrgDTOs: z.array(z.object({ orgId: z.number(), groupId: z.number() })),
});
export type OrgChildren = z.infer<typeof OrgChildren>;
