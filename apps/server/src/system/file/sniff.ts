/** Content types accepted for upload, recognised by their first bytes: a file's name and declared type are never trusted. */
export type Sniffed = { contentType: string; ext: string };

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);

export const ALLOWED_TYPES = [
  'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel', 'application/msword',
] as const;

/** Recognises the allowed types from the head of the file; null for anything else. */
export const sniff = (head: Buffer, declaredName: string): Sniffed | null => {
  const name = declaredName.toLowerCase();
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: 'image/png', ext: 'png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', ext: 'jpg' };
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return { contentType: 'image/gif', ext: 'gif' };
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return { contentType: 'image/webp', ext: 'webp' };
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { contentType: 'application/pdf', ext: 'pdf' };
  // Office files are containers: the bytes say "zip" or "OLE"; the name only picks between the allowed kinds.
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    if (name.endsWith('.xlsx')) return { contentType: ALLOWED_TYPES[5], ext: 'xlsx' };
    if (name.endsWith('.docx')) return { contentType: ALLOWED_TYPES[6], ext: 'docx' };
    return null;
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    if (name.endsWith('.xls')) return { contentType: ALLOWED_TYPES[7], ext: 'xls' };
    if (name.endsWith('.doc')) return { contentType: ALLOWED_TYPES[8], ext: 'doc' };
    return null;
  }
  return null;
};
