import { describe, expect, it } from 'vitest';
import { CHINESE_PATTERN, idCardBirthday, idCardCheckChar, idCardSex, isIdCard, isLandline, isMobile, isPlate, maskValue, stripSpecial } from './validators.ts';

describe('mobile numbers', () => {
  it.each(['13800138000', '19912345678', '15000000000', '138****8000', '1381234****'])('accepts %s', (v) => {
    expect(isMobile(v)).toBe(true);
  });
  it.each(['12800138000', '10012345678', '1380013800', '138001380001', '23800138000', '1380013800a', '', '+8613800138000'])('refuses %s', (v) => {
    expect(isMobile(v)).toBe(false);
  });
});

describe('landline numbers', () => {
  it.each(['010-12345678', '0755-1234567', '07551234567', '1234567', '12345678', '021-1234567'])('accepts %s', (v) => {
    expect(isLandline(v)).toBe(true);
  });
  it.each(['123456', '123456789', '10-12345678', '010-123456', '0755-123456789', 'abc-1234567', ''])('refuses %s', (v) => {
    expect(isLandline(v)).toBe(false);
  });
});

describe('ID card numbers (GB 11643-1999)', () => {
  it('computes the check character', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('44052418800101001')).toBe('4');
  });

  it.each(['11010519491231002X', '11010519491231002x', '440524188001010014', ' 440524188001010014 '])('accepts the valid 18-digit %s', (v) => {
    expect(isIdCard(v)).toBe(true);
  });

  it.each([
    ['bad check digit', '110105194912310021'],
    ['bad check digit', '440524188001010015'],
    ['X where a digit belongs', '44052418800101001X'],
    ['no such date', '11010519490230002X'],
    ['month 13', '110105194913310021'],
    ['17 digits', '44052418800101001'],
    ['19 digits', '4405241880010100140'],
    ['letters', '44052418800101001A'],
  ])('refuses %s: %s', (_, v) => {
    expect(isIdCard(v)).toBe(false);
  });

  it('accepts 15-digit numbers with a real date (19yy) and refuses bad dates', () => {
    expect(isIdCard('110105491231002')).toBe(true);
    expect(isIdCard('440524800101001')).toBe(true);
    expect(isIdCard('110105491331002')).toBe(false);
    expect(isIdCard('110105490230002')).toBe(false);
    expect(isIdCard('11010549123100')).toBe(false);
  });

  it('accepts the masked display form', () => {
    expect(isIdCard('110105********002X')).toBe(true);
    expect(isIdCard('440524********0014')).toBe(true);
    expect(isIdCard('******************')).toBe(false);
  });
});

describe('stripSpecial', () => {
  it('removes emoji, flags, keycap and skin-tone debris', () => {
    expect(stripSpecial('物业😀费')).toBe('物业费');
    expect(stripSpecial('好👍🏻的')).toBe('好的');
    expect(stripSpecial('中国🇨🇳')).toBe('中国');
    expect(stripSpecial('家👨‍👩‍👧人')).toBe('家人');
    expect(stripSpecial('第1️⃣名')).toBe('第1名');
    expect(stripSpecial('❤️')).toBe('');
  });

  it('removes injection helpers and control characters', () => {
    expect(stripSpecial('<script>alert(1)</script>')).toBe('scriptalert(1)/script');
    expect(stripSpecial('a`b$c^d|e~f{g}h\\i')).toBe('abcdefghi');
    expect(stripSpecial('x\u0000y\u0007z\u001fw\u007f')).toBe('xyzw');
  });

  it('keeps ordinary text, Chinese punctuation, newlines and tabs', () => {
    const text = '张三（业主），3号楼-2单元_101室。联系：138-0013-8000、备注!?@#%&*+=\n第二行\t制表';
    expect(stripSpecial(text)).toBe(text);
    expect(stripSpecial('')).toBe('');
  });
});

describe('CHINESE_PATTERN', () => {
  it('tells route names with Chinese characters', () => {
    expect(CHINESE_PATTERN.test('system-dict')).toBe(false);
    expect(CHINESE_PATTERN.test('系统')).toBe(true);
    expect(CHINESE_PATTERN.test('dict字典')).toBe(true);
  });
});

describe('isPlate', () => {
  it('accepts mainland plates, new-energy plates (D/F first for small cars, last for large) and the masked form', () => {
    for (const plate of ['京A12345', '粤B1234学', '沪C2345警', '京AD12345', '浙AFX1234', '京A12345D', '苏E99999F', '京A***45', '浙A****45', '京a12345']) {
      expect(isPlate(plate), plate).toBe(true);
    }
  });

  it('refuses a wrong province, I or O as the letter, wrong lengths and new-energy letters in the wrong place', () => {
    for (const plate of ['XA12345', '京I12345', '京O12345', '京A1234', '京A1234567', '京AX12345', '京A1234D5', '京A**45', '']) {
      expect(isPlate(plate), plate).toBe(false);
    }
  });
});

describe('maskValue plate', () => {
  it('keeps the province, the letter and the last two, for each plate of a list', () => {
    expect(maskValue('plate', '京A12345')).toBe('京A***45');
    expect(maskValue('plate', '京AD12345')).toBe('京A****45');
    expect(maskValue('plate', '京A12345,沪B88888')).toBe('京A***45,沪B***88');
    // Masking twice changes nothing: exports mask rows a masked list already answered.
    expect(maskValue('plate', maskValue('plate', '京A12345'))).toBe('京A***45');
  });
});

describe('maskValue email', () => {
  it('keeps the first character of the local part and the domain', () => {
    expect(maskValue('email', 'zhang.san@example.com')).toBe('z********@example.com');
    expect(maskValue('email', 'a@b.cn')).toBe('*@b.cn');
    expect(maskValue('email', 'no-at-sign')).toBe('n*********');
  });
});

describe('what an ID number tells', () => {
  it('gives the birthday and sex of a valid number, nothing of a masked or invalid one', () => {
    expect(idCardBirthday('11010519491231002X')).toBe('1949-12-31');
    expect(idCardSex('11010519491231002X')).toBe('2');
    expect(idCardBirthday('110105491231001')).toBe('1949-12-31');
    expect(idCardSex('110105491231001')).toBe('1');
    expect(idCardBirthday('110105********002X')).toBeNull();
    expect(idCardSex('110105194912310021')).toBeNull();
  });
});
