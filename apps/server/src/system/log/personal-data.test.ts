import { describe, expect, it } from 'vitest';
import { maskLogText, maskNumbers } from './personal-data.ts';

describe('maskLogText', () => {
  it('masks mobile and ID card numbers anywhere, keeping the parts the spec shows', () => {
    expect(maskNumbers('手机 13812348000，身份证 11010519491231002X')).toBe('手机 138****8000，身份证 110105********002X');
    // Longer digit runs are not phone numbers (an order number, a timestamp).
    expect(maskNumbers('order 2138123480001 at 1700000000000')).toBe('order 2138123480001 at 1700000000000');
  });

  it('masks the values of name keys in JSON parameters, not the account name', () => {
    const text = JSON.stringify({ query: {}, body: { username: 'zhangsan', familyName: '张', name: '三丰', mobile: '13900001111', nested: { realName: '李四' } } });
    expect(JSON.parse(maskLogText(text)!)).toEqual({
      query: {},
      body: { username: 'zhangsan', familyName: '*', name: '三*', mobile: '139****1111', nested: { realName: '李*' } },
    });
  });

  it('leaves empty values and text that is not JSON readable', () => {
    expect(maskLogText(null)).toBeNull();
    expect(maskLogText('')).toBe('');
    expect(maskLogText('{broken 13812348000')).toBe('{broken 138****8000');
  });
});
