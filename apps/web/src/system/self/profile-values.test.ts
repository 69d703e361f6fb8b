import { describe, expect, it } from 'vitest';
import { isDirty } from './profile-values.ts';

const saved = { familyName: '张', name: '三', mobile: '', email: 'a@b.cn', imgPath: '', discTitle: '', discDetail: '' };

describe('isDirty', () => {
  it('is false for the saved values, blank and missing alike, surrounding spaces ignored', () => {
    expect(isDirty(saved, { ...saved })).toBe(false);
    expect(isDirty(saved, { familyName: ' 张 ', name: '三', email: 'a@b.cn' })).toBe(false);
  });

  it('is true for any changed field, the avatar included', () => {
    expect(isDirty(saved, { ...saved, name: '四' })).toBe(true);
    expect(isDirty(saved, { ...saved, imgPath: 'data:image/png;base64,AAAA' })).toBe(true);
    expect(isDirty({ ...saved, imgPath: 'data:x' }, { ...saved, imgPath: '' })).toBe(true);
  });
});
