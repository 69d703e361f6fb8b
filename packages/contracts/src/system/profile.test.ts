import { describe, expect, it } from 'vitest';
import { PROFILE_LIMITS, ProfileUpdateBody, isAvatarDataUrl } from './profile.ts';

const PNG_1PX = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const valid = { familyName: '张', name: '三' };
const issuesOf = (body: unknown) => {
  const result = ProfileUpdateBody.safeParse(body);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('ProfileUpdateBody', () => {
  it('takes the spec DTO, trims and strips emoji, drops what the profile does not change', () => {
    const parsed = ProfileUpdateBody.parse({
      ...valid,
      name: ' 三😀 ',
      mobile: '13800138000',
      email: 'a.b@example.com',
      discTitle: '物业经理',
      discDetail: '第一行\n第二行',
      imgPath: PNG_1PX,
      roles: '1,2',
      id: 99,
      username: 'someone-else',
      currentUserPwd: '',
      newPassword: '',
      sex: '1',
    });
    expect(parsed).toMatchObject({ familyName: '张', name: '三', mobile: '13800138000', discDetail: '第一行\n第二行', imgPath: PNG_1PX });
    expect(parsed).not.toHaveProperty('sex');
  });

  it('requires family name and name', () => {
    expect(issuesOf({})).toEqual({ familyName: 'required', name: 'required' });
    expect(issuesOf({ familyName: '  ', name: '😀' })).toEqual({ familyName: 'required', name: 'required' });
  });

  it('leaves absent optional fields out and accepts null or empty to clear them', () => {
    expect(ProfileUpdateBody.parse(valid)).toEqual(valid);
    expect(ProfileUpdateBody.parse({ ...valid, mobile: null, email: '', imgPath: '' })).toEqual({ ...valid, mobile: null, email: '', imgPath: '' });
  });

  it.each([
    ['13800138000', true],
    ['19912345678', true],
    ['12800138000', false],
    ['1380013800', false],
    ['138****8000', false],
    ['+8613800138000', false],
  ])('mobile %s → %s', (mobile, ok) => {
    expect(issuesOf({ ...valid, mobile })).toEqual(ok ? {} : { mobile: 'mobile' });
  });

  it.each([
    ['user@example.com', true],
    ['a.b-c@mail.example.cn', true],
    ['user@', false],
    ['user@host', false],
    ['a b@example.com', false],
  ])('email %s → %s', (email, ok) => {
    expect(issuesOf({ ...valid, email })).toEqual(ok ? {} : { email: 'email' });
  });

  it('limits the description to 200 characters', () => {
    expect(issuesOf({ ...valid, discDetail: '字'.repeat(PROFILE_LIMITS.discDetail) })).toEqual({});
    expect(issuesOf({ ...valid, discDetail: '字'.repeat(PROFILE_LIMITS.discDetail + 1) })).toEqual({ discDetail: 'max' });
  });

  it('accepts only PNG, JPEG or GIF data URLs of at most 256000 characters as the avatar', () => {
    const head = 'data:image/png;base64,';
    const largest = `${head}${'A'.repeat(Math.floor((PROFILE_LIMITS.avatar - head.length) / 4) * 4)}`;
    expect(isAvatarDataUrl(largest)).toBe(true);
    expect(issuesOf({ ...valid, imgPath: largest })).toEqual({});
    expect(issuesOf({ ...valid, imgPath: `${largest}AAAA` })).toEqual({ imgPath: 'max' });
    for (const imgPath of [
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'data:image/webp;base64,UklGRg==',
      'data:image/png,notbase64',
      'data:image/png;base64,abc',
      'https://example.com/a.png',
      'javascript:alert(1)',
    ]) {
      expect(issuesOf({ ...valid, imgPath }), imgPath).toEqual({ imgPath: 'image' });
    }
  });

  it('refuses a new password: it changes through cscpUserPassword only', () => {
    expect(issuesOf({ ...valid, newPassword: 'Better#Pass2025' })).toEqual({ newPassword: 'passwordElsewhere' });
    expect(issuesOf({ ...valid, newPassword: null })).toEqual({});
  });
});
