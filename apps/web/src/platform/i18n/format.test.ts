import { describe, expect, it } from 'vitest';
import { midSentence } from './format.ts';

describe('midSentence', () => {
  it('lower-cases an ordinary capitalised word', () => {
    expect(midSentence('Code')).toBe('code');
    expect(midSentence('Dictionary code')).toBe('dictionary code');
  });

  it('keeps acronyms, single letters and caseless scripts', () => {
    expect(midSentence('IP address')).toBe('IP address');
    expect(midSentence('URL')).toBe('URL');
    expect(midSentence('A')).toBe('A');
    expect(midSentence('字典编码')).toBe('字典编码');
    expect(midSentence('')).toBe('');
  });
});
