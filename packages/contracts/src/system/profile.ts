import { z } from 'zod';
import { stripSpecial } from '../platform/validators.ts';

/**
 * The personal profile (个人中心, spec: access-and-administration §2 "Personal profile page", §5 "Profile",
 * §7 "Profile and password", §9). Limits shared by the server's validation and the web form.
 */
export const PROFILE_LIMITS = {
  familyName: 50,
  name: 50,
  mobile: 11,
  email: 100,
  discTitle: 100,
  /** Personal description: max 200 characters (spec §9). */
  discDetail: 200,
  /** Cropped avatar data: max 256000 characters, about 250K (spec §9). */
  avatar: 256_000,
} as const;

/** Image types the avatar dialog accepts (spec §2: png, jpeg, gif, jpg); the crop is stored as one of the first three. */
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const AVATAR_ACCEPT = '.png,.jpeg,.jpg,.gif,image/png,image/jpeg,image/gif';
/** Square crop, zoom in and out by 0.1 (spec §9). */
export const AVATAR_ZOOM = { min: 1, max: 3, step: 0.1 } as const;

/** The avatar as stored: a base64 data URL of a PNG, JPEG or GIF. */
export const AVATAR_DATA_URL = /^data:image\/(png|jpeg|gif);base64,((?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?)$/;

/** A mobile number as saved on the profile: starts with 1, second digit 3–9, 11 digits (no masked stars). */
export const PROFILE_MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const isAvatarDataUrl = (value: string): boolean => value.length <= PROFILE_LIMITS.avatar && AVATAR_DATA_URL.test(value);

/** Free text as the forms send it: trimmed, emoji and special symbols removed, then checked (messages are validation keys). */
const text = (max: number, required: boolean) => {
  let inner = z.string().max(max, { error: 'max' });
  if (required) inner = inner.min(1, { error: 'required' });
  return z
    .string({ error: (issue) => (issue.input == null ? 'required' : 'invalid') })
    .trim()
    .transform(stripSpecial)
    .pipe(inner);
};

/** Optional text: absent keeps the stored value; null or empty clears it. */
const optionalText = (max: number, check?: { pattern: RegExp; key: 'mobile' | 'email' }) => {
  const base = check ? text(max, false).refine((v) => v === '' || check.pattern.test(v), { error: check.key }) : text(max, false);
  return base.nullish();
};

/**
 * Body of `PUT /zhwy/api/system/edit/cscpUserDetails`: the spec's cscpUserDetailDTO, flat, as the profile page
 * sends it. It always concerns the logged-in user: `id`, `userId`, `username` and `roles`/`roleIds` are accepted
 * and ignored (roles are read-only on the profile), as are the times. `newPassword` must be empty: the password
 * changes through `PUT cscpUserPassword` only. Other unknown keys are dropped.
 */
export const ProfileUpdateBody = z.object({
  familyName: text(PROFILE_LIMITS.familyName, true),
  name: text(PROFILE_LIMITS.name, true),
  mobile: optionalText(PROFILE_LIMITS.mobile, { pattern: PROFILE_MOBILE_PATTERN, key: 'mobile' }),
  email: optionalText(PROFILE_LIMITS.email, { pattern: EMAIL_PATTERN, key: 'email' }),
  /** Avatar: a data URL of the cropped square image (≤ 256000 characters), or empty/null to remove it. */
  imgPath: z
    .string({ error: 'invalid' })
    .max(PROFILE_LIMITS.avatar, { error: 'max' })
    .refine((v) => v === '' || AVATAR_DATA_URL.test(v), { error: 'image' })
    .nullish(),
  discTitle: optionalText(PROFILE_LIMITS.discTitle),
  discDetail: optionalText(PROFILE_LIMITS.discDetail),
  /** Ignored: the profile's roles are read-only (the spec's client sends them as a comma string). */
  roles: z.unknown().optional(),
  roleIds: z.unknown().optional(),
  /** Ignored: the profile is always the logged-in user's own. */
  id: z.unknown().optional(),
  userId: z.unknown().optional(),
  username: z.unknown().optional(),
  /** Ignored on the profile (the spec's client sends it; no password is asked here). */
  currentUserPwd: z.unknown().optional(),
  /** Must be empty: the password changes through `PUT cscpUserPassword`. */
  newPassword: z
    .string({ error: 'passwordElsewhere' })
    .max(0, { error: 'passwordElsewhere' })
    .nullish(),
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBody>;
