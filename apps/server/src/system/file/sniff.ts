import fs from 'node:fs';

/**
 * Content types accepted for upload, recognised from the bytes: a file's name and declared type are never trusted.
 * Office files are containers, so the container's own table of contents says what they are: an Office Open XML file
 * (docx/xlsx/pptx) is a ZIP with `[Content_Types].xml` and its part folder; a legacy one (doc/xls/ppt) is an OLE
 * compound file with its main stream at the root.
 */
export type Sniffed = { contentType: string; ext: string };

/** Reads up to `length` bytes at `position` (fewer at the end of the file). */
export type ReadAt = (position: number, length: number) => Promise<Buffer>;

const TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  doc: 'application/msword',
  ppt: 'application/vnd.ms-powerpoint',
} as const;
type Ext = keyof typeof TYPES;

/** What an upload may be; everything else recognised (zip, pptx, ppt) is still refused. */
export const ALLOWED_TYPES = [
  TYPES.png, TYPES.jpg, TYPES.gif, TYPES.webp, TYPES.pdf, TYPES.xlsx, TYPES.docx, TYPES.xls, TYPES.doc,
] as const;
const allowed: ReadonlySet<string> = new Set(ALLOWED_TYPES);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);

/** Reads exactly `length` bytes, or throws: a container whose table of contents points outside the file is no file of ours. */
const readExactly = async (read: ReadAt, position: number, length: number) => {
  const buf = await read(position, length);
  if (buf.length < length) throw new RangeError('truncated container');
  return buf;
};

/** The entry names of a ZIP archive, from its central directory (ZIP64 is not read: null). */
export const zipEntryNames = async (read: ReadAt, size: number): Promise<string[] | null> => {
  try {
    // The end-of-central-directory record: 22 bytes plus a comment of up to 65535, at the very end.
    const tailStart = Math.max(0, size - 22 - 0xffff);
    const tail = await readExactly(read, tailStart, size - tailStart);
    let eocd = -1;
    for (let i = tail.length - 22; i >= 0 && eocd < 0; i--) if (tail.readUInt32LE(i) === 0x06054b50) eocd = i;
    if (eocd < 0) return null;
    const count = tail.readUInt16LE(eocd + 10);
    const dirSize = tail.readUInt32LE(eocd + 12);
    const dirOffset = tail.readUInt32LE(eocd + 16);
    if (count === 0xffff || dirOffset === 0xffffffff || dirOffset + dirSize > tailStart + eocd) return null;
    // Central directory file headers: 46 fixed bytes, then the name, an extra field and a comment.
    const dir = await readExactly(read, dirOffset, dirSize);
    const names: string[] = [];
    for (let at = 0; names.length < count; ) {
      if (dir.readUInt32LE(at) !== 0x02014b50) return null;
      const nameLength = dir.readUInt16LE(at + 28);
      if (at + 46 + nameLength > dir.length) return null;
      names.push(dir.toString('utf8', at + 46, at + 46 + nameLength));
      at += 46 + nameLength + dir.readUInt16LE(at + 30) + dir.readUInt16LE(at + 32);
    }
    return names;
  } catch {
    return null;
  }
};

/** Sector ids above 0xfffffffa are markers: end of chain, free, FAT or DIFAT sector. */
const isSector = (n: number) => n <= 0xfffffffa;

/** The names of the entries directly under the root storage of an OLE compound file (MS-CFB); null if unreadable. */
export const oleRootNames = async (read: ReadAt, size: number): Promise<string[] | null> => {
  try {
    const header = await readExactly(read, 0, 512);
    if (!startsWith(header, OLE)) return null;
    const shift = header.readUInt16LE(30);
    if (shift !== 9 && shift !== 12) return null;
    const sectorSize = 1 << shift;
    const perSector = sectorSize / 4;
    const sectorCount = Math.ceil(size / sectorSize); // bounds every chain walk: a looping chain is a broken file
    const sector = (n: number) => readExactly(read, (n + 1) * sectorSize, sectorSize);

    // Where the sectors of the allocation table (FAT) are: 109 in the header, the rest in the DIFAT chain.
    const fatSectors: number[] = [];
    for (let i = 0; i < 109; i++) fatSectors.push(header.readUInt32LE(76 + 4 * i));
    for (let n = header.readUInt32LE(68), hops = 0; isSector(n); hops++) {
      if (hops >= sectorCount) return null;
      const difat = await sector(n);
      for (let i = 0; i < perSector - 1; i++) fatSectors.push(difat.readUInt32LE(4 * i));
      n = difat.readUInt32LE(sectorSize - 4); // the next DIFAT sector
    }
    const fat = new Map<number, Buffer>();
    const next = async (n: number) => {
      const at = fatSectors[Math.floor(n / perSector)];
      if (at === undefined || !isSector(at)) throw new RangeError('sector outside the allocation table');
      if (!fat.has(at)) fat.set(at, await sector(at));
      return fat.get(at)!.readUInt32LE(4 * (n % perSector));
    };

    // The directory: a chain of sectors of 128-byte entries; entry 0 is the root storage.
    const chunks: Buffer[] = [];
    for (let n = header.readUInt32LE(48); isSector(n); n = await next(n)) {
      if (chunks.length >= sectorCount) return null;
      chunks.push(await sector(n));
    }
    const dir = Buffer.concat(chunks);
    const entries = dir.length / 128;
    if (entries === 0 || dir[66] !== 5) return null;
    // The root's children are a tree linked by their left (68) and right (72) sibling ids; its first child is at 76.
    const names: string[] = [];
    const seen = new Set<number>();
    for (const pending = [dir.readUInt32LE(76)]; pending.length > 0; ) {
      const id = pending.pop()!;
      if (id >= entries || seen.has(id)) continue;
      seen.add(id);
      const entry = dir.subarray(id * 128, id * 128 + 128);
      const nameBytes = Math.min(entry.readUInt16LE(64), 64); // UTF-16LE, counting its terminating NUL
      names.push(entry.toString('utf16le', 0, Math.max(0, nameBytes - 2)));
      pending.push(entry.readUInt32LE(68), entry.readUInt32LE(72));
    }
    return names;
  } catch {
    return null;
  }
};

/** An Office Open XML file by its parts; a ZIP without them is just a ZIP. */
const ooxml = (names: string[]): Ext => {
  const lower = names.map((name) => name.toLowerCase());
  if (!lower.includes('[content_types].xml')) return 'zip';
  if (lower.some((name) => name.startsWith('word/'))) return 'docx';
  if (lower.some((name) => name.startsWith('xl/'))) return 'xlsx';
  if (lower.some((name) => name.startsWith('ppt/'))) return 'pptx';
  return 'zip';
};

/** A legacy Office file by its main stream; other compound files (msi, msg…) are not recognised. */
const legacyOffice = (names: string[]): Ext | null => {
  if (names.includes('WordDocument')) return 'doc';
  if (names.includes('Workbook') || names.includes('Book')) return 'xls';
  if (names.includes('PowerPoint Document')) return 'ppt';
  return null;
};

/** The types whose first bytes say it all (images, PDF). */
const byHead = (head: Buffer): Ext | null => {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  return null;
};

const allowedType = (ext: Ext | null): Sniffed | null => (ext && allowed.has(TYPES[ext]) ? { contentType: TYPES[ext], ext } : null);

/**
 * The allowed type proved by the first bytes alone: images and PDF (enough for an avatar). An Office file cannot be
 * told from its head, so containers answer null here: uploads use sniffContent. The name is not used.
 */
export const sniff = (head: Buffer, _declaredName?: string): Sniffed | null => allowedType(byHead(head));

/** What a whole file is, allowed or not; null if not recognised. */
const detect = async (read: ReadAt, size: number): Promise<Ext | null> => {
  const head = await read(0, 16);
  if (startsWith(head, ZIP)) {
    const names = await zipEntryNames(read, size);
    return names ? ooxml(names) : null;
  }
  if (startsWith(head, OLE)) {
    const names = await oleRootNames(read, size);
    return names ? legacyOffice(names) : null;
  }
  return byHead(head);
};

/** The allowed type a whole file is; null for anything else, including a recognised type that is not allowed (zip, pptx…). */
export const sniffContent = async (read: ReadAt, size: number): Promise<Sniffed | null> => allowedType(await detect(read, size));

/** sniffContent() on a file on disk, reading only the parts it needs. */
export const sniffFile = async (filePath: string): Promise<Sniffed | null> => {
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    return await sniffContent(async (position, length) => {
      const buf = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
      const { bytesRead } = await handle.read(buf, 0, buf.length, position);
      return buf.subarray(0, bytesRead);
    }, size);
  } finally {
    await handle.close();
  }
};
