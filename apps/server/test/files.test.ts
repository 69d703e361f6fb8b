import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, DEMO, SECOND, authed, loginToken, useTestApp } from './helpers/app.ts';

const t = useTestApp({ UPLOAD_MAX_MB: '1' });
let token = '';
let secondToken = '';

beforeAll(async () => {
  token = await loginToken(t.app, { username: 'admin', password: ADMIN_PASSWORD });
  secondToken = await loginToken(t.app, { host: SECOND, username: 'admin', password: ADMIN_PASSWORD });
});

/** A real 1×1 PNG, built from its chunks. */
const png = (): Buffer => {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 0xff, 0x80, 0x00]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const upload = (content: Buffer, filename: string, type: string, { auth = token, host = DEMO, field = 'upload' } = {}) => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(content)], { type }), filename);
  return t.app.inject({ method: 'POST', url: '/api/ctyun/ctYunUpload', headers: authed(auth, host), payload: form });
};

describe('POST /api/ctyun/ctYunUpload and the stored file', () => {
  let url = '';

  it('stores a PNG and answers its url', async () => {
    const image = png();
    const res = await upload(image, '../../etc/头像.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.url).toMatch(/^\/api\/ctyun\/files\/[\w-]{22}\.png$/);
    expect(body).toMatchObject({ name: '头像.png', size: image.length, contentType: 'image/png' });
    url = body.url;
    // Stored under DATA_DIR/files/<tenant id>/ with the random name, never the client's.
    const [tenant] = await t.sql<{ id: number }>(`SELECT id FROM tenant WHERE code = 'demo'`);
    const stored = path.join(t.dataDir, 'files', String(tenant.id), path.basename(url));
    expect(fs.readFileSync(stored).equals(image)).toBe(true);
  });

  it('serves it with the right content type on its own tenant host, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: { host: DEMO } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(png())).toBe(true);
  });

  it("is not found through another tenant's host", async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: { host: SECOND } });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: '/api/ctyun/files/..%2F..%2Fetc%2Fpasswd', headers: { host: DEMO } })).statusCode).toBe(404);
  });

  it('getOosAuth?path= answers the link and the limits for a file of the tenant', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/ctyun/getOosAuth?path=${encodeURIComponent(url)}`, headers: authed(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ url, maxSize: 1024 * 1024 });
    expect(res.json().data.allowedTypes).toContain('image/png');
    const other = await t.app.inject({ method: 'GET', url: `/api/ctyun/getOosAuth?path=${encodeURIComponent(url)}`, headers: authed(secondToken, SECOND) });
    expect(other.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/ctyun/getOosAuth', headers: authed(token) })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: `/api/ctyun/getOosAuth?path=${encodeURIComponent(url)}`, headers: { host: DEMO } })).statusCode).toBe(401);
  });

  it('refuses an executable or a text file with 415, whatever its name says', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const asExe = await upload(exe, 'setup.exe', 'application/octet-stream');
    expect(asExe.statusCode).toBe(415);
    const disguised = await upload(exe, 'photo.png', 'image/png');
    expect(disguised.statusCode).toBe(415);
    const text = await upload(Buffer.from('hello, world\n'), 'notes.txt', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json().msg).toBeTruthy();
    const [{ n }] = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM sys_file');
    expect(n).toBe(1);
  });

  it('refuses a file over UPLOAD_MAX_MB with 413 and keeps nothing', async () => {
    const big = Buffer.concat([png(), Buffer.alloc(1024 * 1024 + 10, 1)]);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBeTruthy();
    const [tenant] = await t.sql<{ id: number }>(`SELECT id FROM tenant WHERE code = 'demo'`);
    expect(fs.readdirSync(path.join(t.dataDir, 'files', String(tenant.id)))).toHaveLength(1);
  });

  it('refuses a body that is not multipart, or a file in another field', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/ctyun/ctYunUpload', headers: authed(token), payload: { upload: 'x' } });
    expect(json.statusCode).toBe(415);
    const wrongField = await upload(png(), 'a.png', 'image/png', { field: 'file' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().fields).toHaveProperty('upload');
  });
});
