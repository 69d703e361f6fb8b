import { describe, expect, it } from 'vitest';
import { oleRootNames, sniff, sniffContent, zipEntryNames, type ReadAt } from './sniff.ts';
import { type OleEntry, ooxmlOf, oleOf, zipOf } from './testing.ts';

const head = (...bytes: number[]) => Buffer.concat([Buffer.from(bytes), Buffer.alloc(16)]).subarray(0, 16);

/** Reads from a buffer as sniffFile reads from a file. */
const readerOf = (buf: Buffer): ReadAt => async (position, length) => buf.subarray(position, position + length);
const content = (buf: Buffer) => sniffContent(readerOf(buf), buf.length);

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('sniff (the first bytes alone)', () => {
  it('recognises images and PDF by their bytes, whatever the name', () => {
    expect(sniff(head(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'x.exe')).toEqual({ contentType: 'image/png', ext: 'png' });
    expect(sniff(head(0xff, 0xd8, 0xff, 0xe0), 'a.png')).toEqual({ contentType: 'image/jpeg', ext: 'jpg' });
    expect(sniff(Buffer.from('GIF89a'), '')).toEqual({ contentType: 'image/gif', ext: 'gif' });
    expect(sniff(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'), 'a')).toEqual({ contentType: 'image/webp', ext: 'webp' });
    expect(sniff(Buffer.from('%PDF-1.7'), 'doc.txt')).toEqual({ contentType: 'application/pdf', ext: 'pdf' });
  });

  it('never takes a container for an Office file on its head and name', () => {
    expect(sniff(head(0x50, 0x4b, 0x03, 0x04), 'a.docx')).toBeNull();
    expect(sniff(head(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'a.doc')).toBeNull();
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

describe('sniffContent (the whole file)', () => {
  it('answers the same as sniff for images and PDF, and null for an empty or unknown file', async () => {
    expect(await content(Buffer.from('%PDF-1.7\n'))).toEqual({ contentType: 'application/pdf', ext: 'pdf' });
    expect(await content(Buffer.from('GIF89a'))).toEqual({ contentType: 'image/gif', ext: 'gif' });
    expect(await content(Buffer.alloc(0))).toBeNull();
    expect(await content(Buffer.from('MZ\x90\x00'))).toBeNull();
  });

  it('reads the entry names of a ZIP from its central directory', async () => {
    const zip = zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w/>', '中文/名.txt': 'x' });
    expect(await zipEntryNames(readerOf(zip), zip.length)).toEqual(['[Content_Types].xml', 'word/document.xml', '中文/名.txt']);
    // A comment after the end record, as some zip tools write.
    const commented = Buffer.concat([zip.subarray(0, -2), Buffer.from([7, 0]), Buffer.from('comment')]);
    expect(await zipEntryNames(readerOf(commented), commented.length)).toHaveLength(3);
    // Cut short, or only the first bytes of a ZIP: no directory to read.
    expect(await zipEntryNames(readerOf(zip.subarray(0, -10)), zip.length - 10)).toBeNull();
    const fake = head(0x50, 0x4b, 0x03, 0x04);
    expect(await zipEntryNames(readerOf(fake), fake.length)).toBeNull();
  });

  it('recognises docx and xlsx by [Content_Types].xml and their part folder, whatever the name', async () => {
    expect(await content(ooxmlOf('word/document.xml'))).toEqual({ contentType: DOCX, ext: 'docx' });
    expect(await content(ooxmlOf('xl/workbook.xml'))).toEqual({ contentType: XLSX, ext: 'xlsx' });
  });

  it('takes a ZIP without the Office parts for a plain zip, which is not allowed', async () => {
    expect(await content(zipOf({ 'a.txt': 'hello' }))).toBeNull();
    expect(await content(zipOf({ 'word/document.xml': '<w/>' }))).toBeNull(); // no [Content_Types].xml
    expect(await content(zipOf({ '[Content_Types].xml': '<Types/>', 'docs/word.xml': '<w/>' }))).toBeNull();
    expect(await content(zipOf({}))).toBeNull();
    expect(await content(head(0x50, 0x4b, 0x03, 0x04))).toBeNull();
  });

  it('recognises a pptx but refuses it, as presentations are not on the allowed list', async () => {
    expect(await content(ooxmlOf('ppt/presentation.xml'))).toBeNull();
  });

  it('reads the names under the root of an OLE compound file, following the directory chain and sibling tree', async () => {
    // Six entries: the directory spans two sectors, and WordDocument sits in the second one.
    const entries: OleEntry[] = [
      { name: 'Data', type: 'stream', right: 2 },
      { name: '1Table', type: 'stream', right: 3 },
      { name: 'ObjectPool', type: 'storage', child: 6, right: 4 },
      { name: '\u0001CompObj', type: 'stream', right: 5 },
      { name: 'WordDocument', type: 'stream' },
      { name: 'Workbook', type: 'stream' }, // inside ObjectPool: an embedded sheet, not the file's own kind
    ];
    const doc = oleOf(entries);
    expect((await oleRootNames(readerOf(doc), doc.length))?.sort()).toEqual(['\u0001CompObj', '1Table', 'Data', 'ObjectPool', 'WordDocument']);
    expect(await content(doc)).toEqual({ contentType: 'application/msword', ext: 'doc' });
    // Cut short inside the directory: unreadable.
    expect(await oleRootNames(readerOf(doc.subarray(0, 1100)), 1100)).toBeNull();
  });

  it('recognises xls by its Workbook (or BIFF5 Book) stream, and refuses other compound files', async () => {
    expect(await content(oleOf([{ name: 'Workbook', type: 'stream' }]))).toEqual({ contentType: 'application/vnd.ms-excel', ext: 'xls' });
    expect(await content(oleOf([{ name: 'Book', type: 'stream' }]))).toEqual({ contentType: 'application/vnd.ms-excel', ext: 'xls' });
    // PowerPoint: recognised but not allowed; an installer or a mail message: not an Office document at all.
    expect(await content(oleOf([{ name: 'PowerPoint Document', type: 'stream' }]))).toBeNull();
    expect(await content(oleOf([{ name: '\u0005SummaryInformation', type: 'stream' }]))).toBeNull();
    // A document only embedded in some other compound file is not the file's own kind.
    expect(await content(oleOf([{ name: 'Attachment', type: 'storage', child: 2 }, { name: 'WordDocument', type: 'stream' }]))).toBeNull();
    expect(await content(head(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBeNull();
  });

  it('gives up on a directory chain that loops, instead of reading forever', async () => {
    const looping = oleOf([{ name: 'WordDocument', type: 'stream' }]);
    looping.writeUInt32LE(1, 512 + 4); // FAT: directory sector 1 is followed by itself
    expect(await oleRootNames(readerOf(looping), looping.length)).toBeNull();
  });
});
