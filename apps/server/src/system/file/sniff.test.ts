import { describe, expect, it } from 'vitest';
import { sniff } from './sniff.ts';

const head = (...bytes: number[]) => Buffer.concat([Buffer.from(bytes), Buffer.alloc(16)]).subarray(0, 16);

describe('sniff', () => {
  it('recognises the allowed types by their bytes, whatever the name', () => {
    expect(sniff(head(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'x.exe')).toEqual({ contentType: 'image/png', ext: 'png' });
    expect(sniff(head(0xff, 0xd8, 0xff, 0xe0), 'a.png')).toEqual({ contentType: 'image/jpeg', ext: 'jpg' });
    expect(sniff(Buffer.from('GIF89a'), '')).toEqual({ contentType: 'image/gif', ext: 'gif' });
    expect(sniff(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'), 'a')).toEqual({ contentType: 'image/webp', ext: 'webp' });
    expect(sniff(Buffer.from('%PDF-1.7'), 'doc.txt')).toEqual({ contentType: 'application/pdf', ext: 'pdf' });
  });

  it('lets the name choose only among the allowed Office containers', () => {
    const zip = head(0x50, 0x4b, 0x03, 0x04);
    expect(sniff(zip, '报表.XLSX')?.ext).toBe('xlsx');
    expect(sniff(zip, 'a.docx')?.ext).toBe('docx');
    expect(sniff(zip, 'a.zip')).toBeNull();
    expect(sniff(zip, 'a.jar')).toBeNull();
    const ole = head(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
    expect(sniff(ole, 'a.xls')?.ext).toBe('xls');
    expect(sniff(ole, 'a.doc')?.ext).toBe('doc');
    expect(sniff(ole, 'a.msi')).toBeNull();
  });

  it('refuses everything else', () => {
    expect(sniff(Buffer.from('MZ\x90\x00'), 'a.png')).toBeNull();
    expect(sniff(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'), 'a.svg')).toBeNull();
    expect(sniff(Buffer.from('<html>'), 'a.html')).toBeNull();
    expect(sniff(Buffer.from('hello'), 'a.txt')).toBeNull();
    expect(sniff(Buffer.from('RIFF\x00\x00\x00\x00WAVE', 'latin1'), 'a.wav')).toBeNull();
    expect(sniff(Buffer.alloc(0), 'a.png')).toBeNull();
  });
});
