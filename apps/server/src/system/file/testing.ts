import zlib from 'node:zlib';

/**
 * Test fixtures (used by sniff.test.ts and test/files.test.ts only): small but real container files, written
 * byte by byte so the sniffing is tested against the formats themselves, not against another library.
 */

/** A ZIP archive of stored (uncompressed) entries: local headers, central directory, end record. */
export const zipOf = (entries: Record<string, string>): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const fileName = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/** The skeleton of an Office Open XML package: `[Content_Types].xml`, `_rels/` and the main part. */
export const ooxmlOf = (mainPart: 'word/document.xml' | 'xl/workbook.xml' | 'ppt/presentation.xml'): Buffer =>
  zipOf({ '[Content_Types].xml': CONTENT_TYPES, '_rels/.rels': '<Relationships/>', [mainPart]: '<x/>' });

export type OleEntry = { name: string; type: 'storage' | 'stream'; child?: number; left?: number; right?: number };

/**
 * An OLE compound file (MS-CFB version 3, 512-byte sectors): header, one FAT sector, then the directory (entry 0 is
 * the root, whose child is entry `rootChild`). Entries are 0-based after the root, so `child: 1` is entries[0].
 * Streams are empty: only the directory matters to the sniffing.
 */
export const oleOf = (entries: OleEntry[], rootChild = 1): Buffer => {
  const NONE = 0xffffffff;
  const END = 0xfffffffe;
  const all = [{ name: 'Root Entry', type: 5, child: rootChild }, ...entries.map((e) => ({ ...e, type: e.type === 'storage' ? 1 : 2 }))];
  const dirSectors = Math.ceil(all.length / 4);
  const header = Buffer.alloc(512);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version
  header.writeUInt16LE(0xfffe, 28); // byte order
  header.writeUInt16LE(9, 30); // sector shift: 512
  header.writeUInt16LE(6, 32); // mini sector shift: 64
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeUInt32LE(END, 60); // no mini FAT
  header.writeUInt32LE(END, 68); // no DIFAT sectors
  header.fill(0xff, 76);
  header.writeUInt32LE(0, 76); // the FAT is sector 0
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0 is the FAT itself
  for (let n = 1; n <= dirSectors; n++) fat.writeUInt32LE(n < dirSectors ? n + 1 : END, 4 * n);
  const directory = Buffer.alloc(dirSectors * 512);
  for (let i = 0; i < dirSectors * 4; i++) {
    const at = i * 128;
    const entry = all[i];
    directory.writeUInt32LE(entry?.left ?? NONE, at + 68);
    directory.writeUInt32LE(entry?.right ?? NONE, at + 72);
    directory.writeUInt32LE(entry?.child ?? NONE, at + 76);
    if (!entry) continue;
    directory.write(entry.name, at, 'utf16le');
    directory.writeUInt16LE((entry.name.length + 1) * 2, at + 64);
    directory[at + 66] = entry.type;
    directory[at + 67] = 1; // black
    directory.writeUInt32LE(END, at + 116); // no data
  }
  return Buffer.concat([header, fat, directory]);
};
