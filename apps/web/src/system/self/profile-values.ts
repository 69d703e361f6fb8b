import type { CurrentUser } from '@zhwy/contracts';

/** The profile form's values. */
export type ProfileValues = {
  familyName: string;
  name: string;
  mobile: string;
  email: string;
  imgPath: string;
  discTitle: string;
  discDetail: string;
};

export const FIELDS: (keyof ProfileValues)[] = ['familyName', 'name', 'mobile', 'email', 'imgPath', 'discTitle', 'discDetail'];

/** Whether the form holds anything the saved profile does not (blank and missing alike, surrounding spaces ignored). */
export const isDirty = (saved: ProfileValues, current: Partial<ProfileValues>): boolean =>
  FIELDS.some((name) => String(current[name] ?? '').trim() !== String(saved[name] ?? '').trim());

export const valuesOf = (user: CurrentUser): ProfileValues => ({
  familyName: user.familyName ?? '',
  name: user.name ?? '',
  mobile: user.mobile ?? '',
  email: user.email ?? '',
  imgPath: user.imgPath ?? '',
  discTitle: user.discTitle ?? '',
  discDetail: user.discDetail ?? '',
});
