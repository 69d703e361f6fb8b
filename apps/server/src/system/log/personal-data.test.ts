import { maskValue } from '@zhwy/contracts';
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

  it('answers what the full walk answered, for texts with and without anything to mask (the shortcuts change nothing)', () => {
    // The walk as it was before the shortcuts: every JSON text parsed, walked and written again; every text searched.
    const NAME = /^(family_?name|name|real_?name|nick_?name|contacts?|link_?man|owner_?name|person_?name|full_?name)$/i;
    const numbers = (t: string) =>
      t.replace(/(?<![\dXx])\d{17}[\dXx](?![\dXx])/g, (v) => maskValue('idCard', v)).replace(/(?<!\d)1[3-9]\d{9}(?!\d)/g, (v) => maskValue('mobile', v));
    const deep = (value: unknown, key = ''): unknown => {
      if (typeof value === 'string') return NAME.test(key) && value !== '' ? maskValue('name', value) : numbers(value);
      if (Array.isArray(value)) return value.map((v) => deep(v));
      if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deep(v, k)]));
      return value;
    };
    const reference = (text: string) => {
      if (text.startsWith('{') || text.startsWith('[')) {
        try {
          return JSON.stringify(deep(JSON.parse(text)));
        } catch {
          // not JSON
        }
      }
      return numbers(text);
    };
    const texts = [
      '{"query":{},"body":{"dictCode":"house_type_12","dictName":"房屋类型12","status":"0"}}',
      '{ "query" : {}, "body" : {"id": 1.50, "remark": "调整排序"} }', // not in JSON.stringify's form: written again
      '{"query":{},"body":{"ownerName":"业主123","area":"89.50"}}',
      '{"query":{},"body":{"Name":"王小明"}}',
      '{"query":{},"body":{"n\\u0061me":"王小明"}}', // an escaped name key
      '{"query":{},"body":{"note":"call 1\\u00338123480001"}}', // an escaped digit
      '{"query":{},"body":{"mobile":"13812348000","list":[{"realName":"李四"},"11010519491231002X"]}}',
      '[1,2,{"contact":"赵六"}]',
      '{"query":{},"body":{"ts":1700000000000,"n":12345678901}}',
      '退出登录',
      '手机 13812348000',
      '{broken 13812348000',
      '{"unterminated": "abc',
    ];
    for (const text of texts) {
      const masked = maskLogText(text)!;
      const json = (t: string) => {
        try {
          return { parsed: JSON.parse(t) as unknown };
        } catch {
          return null;
        }
      };
      // A JSON text reads as the walk's (its form may stay as stored when nothing in it was masked); any other is the walk's.
      if (json(text)) expect(json(masked), text).toEqual(json(reference(text)));
      else expect(masked, text).toBe(reference(text));
    }
  });

  it('answers a text with nothing to mask as stored, not written again', () => {
    for (const text of ['{ "query" : {}, "body" : {"id": 1.50, "remark": "调整排序"} }', '{"query":{},"body":{"dictCode":"house_type_12"}}', '退出登录']) expect(maskLogText(text)).toBe(text);
    expect(maskLogText('{ "body" : {"mobile": "13812348000"} }')).toBe('{"body":{"mobile":"138****8000"}}');
  });
});
