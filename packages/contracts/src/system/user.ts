import { z } from 'zod';
import { type FieldDef, fieldInputSchema } from '../platform/entity.ts';
import type { ValidationKey } from '../messages.ts';
import { SysUser } from './entities.ts';
import { AVATAR_DATA_URL, EMAIL_PATTERN, PROFILE_LIMITS } from './profile.ts';

/**
 * The user screens' calls (spec §2 "User edit/create", §3 "User detail", §5 "User form", §7 "Users"): the body of
 * `POST/PUT /zhwy/api/system/cscpUserDetails` and the detail `cscpUserDetailsByUserId` answers. Field rules come
 * from the SysUser definition (lengths, required, the mobile pattern, emoji stripped), so the list, the form and the
 * server agree.
 */

/** The refusals of the user calls: catalogue keys (platform/messages.ts), answered in the caller's language. */
export const USER_MESSAGES = {
  usernameTaken: 'userNameTaken',
  currentPasswordWrong: 'userPasswordWrong',
  currentPasswordWrongLeft: 'userPasswordWrongLeft',
  selfDelete: 'userSelfDelete',
  selfDisable: 'userSelfDisable',
  lastAdmin: 'userLastAdmin',
  departmentMissing: 'userDepartmentMissing',
  roleMissing: 'userRoleMissing',
  areaMissing: 'userAreaMissing',
  postMissing: 'userPostMissing',
} as const satisfies Record<string, ValidationKey>;

const f = SysUser.fields;
/** A text or enum field's input schema, typed as the string it yields. */
const str = (field: FieldDef) => fieldInputSchema(field) as z.ZodType<string>;
/** A comma list of ids (`1,2,3`) or an array of ids, as a sorted list without repeats. */
const ID_LIST = /^[1-9]\d{0,15}(,[1-9]\d{0,15})*$/;
const idList = (required: boolean, max = 1000) =>
  z
    .union([z.string(), z.array(z.union([z.number(), z.string()]))], { error: (issue) => (issue.input == null ? 'required' : 'invalid') })
    .transform((value, ctx) => {
      const text = Array.isArray(value) ? value.map(String).join(',') : value.trim();
      if (text === '') {
        if (required) ctx.addIssue({ code: 'custom', message: 'required', input: value });
        return [];
      }
      if (!ID_LIST.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'invalid', input: value });
        return z.NEVER;
      }
      const ids = text.split(',').map(Number);
      if (ids.length > max || !ids.every(Number.isSafeInteger)) {
        ctx.addIssue({ code: 'custom', message: 'invalid', input: value });
        return z.NEVER;
      }
      return ids;
    });
/** Free text as the other writes take it (trimmed, emoji stripped), optional: absent or empty clears it. */
const optional = (schema: z.ZodType<string>) => schema.nullish();
/** 1/0 (also as text or a boolean, as a checkbox may send it). */
const flag = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], { error: 'enum' })
  .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0));
/** The post's id; empty means none. */
const optionalId = z
  .union([z.number(), z.string()], { error: 'positiveId' })
  .transform((value, ctx) => {
    if (value === '') return null;
    const id = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN;
    if (Number.isSafeInteger(id) && id > 0) return id;
    ctx.addIssue({ code: 'custom', message: 'positiveId', input: value });
    return z.NEVER;
  })
  .nullish();

/** The writable part of the spec's cscpUserDetailDTO. Unknown keys are dropped (the client sends the read-only ones back). */
export const UserDetailFields = z.object({
  username: str(f.username),
  familyName: optional(str(f.familyName)),
  name: str(f.name),
  sex: str(f.sex),
  mobile: str(f.mobile),
  isContact: flag.nullish(),
  userNo: optional(str(f.userNo)),
  post: optionalId,
  email: optional(str(f.email).refine((v) => v === '' || EMAIL_PATTERN.test(v), { error: 'email' })),
  /** Avatar: the cropped square's data URL (≤ 256000 characters), or empty to remove it. */
  imgPath: z
    .string({ error: 'invalid' })
    .max(PROFILE_LIMITS.avatar, { error: 'max' })
    .refine((v) => v === '' || AVATAR_DATA_URL.test(v), { error: 'image' })
    .nullish(),
  discTitle: optional(str(f.discTitle)),
  discDetail: optional(str(f.discDetail)),
  /** The department's path from the top (the cascader's value), comma joined; the last id is the department. */
  departmentIds: idList(true, 20),
  /** Role ids (comma joined or an array); `roleIds` is the same under the spec's other name. */
  roles: idList(true).optional(),
  roleIds: idList(true).optional(),
  /** Communities of the user's data scope (comma joined or an array). */
  areaIds: idList(true),
});

/** What both writes check after parsing: roles under either name. */
const withRoles = <T extends z.ZodType<{ roles?: number[]; roleIds?: number[] }>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    if (value.roles === undefined && value.roleIds === undefined) ctx.addIssue({ code: 'custom', path: ['roles'], message: 'required' });
  });

/** `POST cscpUserDetails`: a new user; `password` optional (the initial password: generated when absent, AES/RSA in transport). */
export const UserCreateBody = withRoles(UserDetailFields.extend({ password: z.string().max(2000, { error: 'max' }).nullish() }));
export type UserCreateBody = z.infer<typeof UserCreateBody>;

/**
 * `PUT cscpUserDetails`: the user (`id` or `userId`), the detail fields, flat or under `cscpUserDetailDTO`, and the
 * caller's own current password (`currentUserPwd`, required) plus an optional `newPassword` for the user, both
 * AES/RSA-encrypted as at the login.
 */
export const UserUpdateBody = z.preprocess(
  (raw) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    const { cscpUserDetailDTO: dto, ...rest } = raw as Record<string, unknown>;
    return dto !== null && typeof dto === 'object' && !Array.isArray(dto) ? { ...(dto as object), ...rest } : rest;
  },
  withRoles(
    UserDetailFields.extend({
      id: z.union([z.number(), z.string()]).optional(),
      userId: z.union([z.number(), z.string()]).optional(),
      currentUserPwd: z.string({ error: 'required' }).min(1, { error: 'required' }).max(2000, { error: 'max' }),
      newPassword: z.string().max(2000, { error: 'max' }).nullish(),
    }),
  ).superRefine((value, ctx) => {
    const id = value.id ?? value.userId;
    if (id === undefined || !/^[1-9]\d{0,15}$/.test(String(id))) ctx.addIssue({ code: 'custom', path: ['id'], message: id === undefined ? 'required' : 'positiveId' });
  }),
);
export type UserUpdateBody = z.infer<typeof UserUpdateBody>;

/** The spec's user detail, as `cscpUserDetailsByUserId` answers it. */
export const UserDetail = z.object({
  id: z.number(),
  userId: z.number(),
  username: z.string(),
  familyName: z.string().nullable(),
  name: z.string().nullable(),
  sex: z.string().nullable(),
  mobile: z.string().nullable(),
  isContact: z.number(),
  userNo: z.string().nullable(),
  post: z.number().nullable(),
  poster: z.string().nullable(),
  email: z.string().nullable(),
  imgPath: z.string().nullable(),
  discTitle: z.string().nullable(),
  discDetail: z.string().nullable(),
  departmentId: z.number().nullable(),
  departmentIds: z.string().nullable(),
  departmentName: z.string().nullable(),
  roles: z.string(),
  roleIds: z.string(),
  roleNames: z.array(z.string()),
  areaIds: z.string(),
  status: z.string(),
  lastLogin: z.string().nullable(),
  registerTime: z.string().nullable(),
});
export type UserDetail = z.infer<typeof UserDetail>;

/** A user as the option lists (`queryAllList`) give it: the label shows family name, name, username and mobile (§3). */
export const UserOption = z.object({ userId: z.number(), username: z.string(), familyName: z.string().nullable(), name: z.string().nullable(), mobile: z.string().nullable() });
export type UserOption = z.infer<typeof UserOption>;

/** A community as the user form's options give it. */
export const AreaOption = z.object({ id: z.number(), areaName: z.string(), areaCode: z.string().nullable().optional() });
export type AreaOption = z.infer<typeof AreaOption>;

export const userOptionLabel = (u: Pick<UserOption, 'username' | 'familyName' | 'name' | 'mobile'>): string => {
  const fullName = `${u.familyName ?? ''}${u.name ?? ''}`;
  return [fullName || null, u.username, u.mobile].filter(Boolean).join(' · ');
};
