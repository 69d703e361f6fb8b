import { Category, SysUser } from '@zhwy/contracts';
import { describe, expect, it } from 'vitest';
import { fieldOfQueryKey } from './useResourceList.ts';

describe('fieldOfQueryKey', () => {
  it('names the field a refused query key filters, so its label is shown instead of the key', () => {
    expect(fieldOfQueryKey(Category, 'parentId.equals')).toBe('parentId');
    expect(fieldOfQueryKey(Category, 'createTime.from')).toBe('createTime');
    expect(fieldOfQueryKey(SysUser, 'usernameLike')).toBe('username');
    expect(fieldOfQueryKey(Category, 'sort')).toBeNull();
    expect(fieldOfQueryKey(Category, 'page')).toBeNull();
  });
});
