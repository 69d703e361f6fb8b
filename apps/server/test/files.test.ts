import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ooxmlOf, oleOf, zipOf } from '../src/system/file/testing.ts';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';

const t = useTestApp({ UPLOAD_MAX_MB: '1' });
let token = '';
let secondToken = '';

beforeAll(async () => {
  token = await loginReady(t.app, { username: 'admin' });
  secondToken = await loginReady(t.app, { host: SECOND, username: 'admin' });
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

  it('refuses a body that is not multipart with 415', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/ctyun/ctYunUpload', headers: authed(token), payload: { upload: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('answers a missing upload field as a validation error: 422 with fields.upload', async () => {
    const wrongField = await upload(png(), 'a.png', 'image/png', { field: 'file' });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json()).toMatchObject({ code: 422, fields: { upload: '请选择文件' } });
    expect(wrongField.json().msg).toBeTruthy();
    const textOnly = new FormData();
    textOnly.append('upload', 'not a file');
    const text = await t.app.inject({ method: 'POST', url: '/api/ctyun/ctYunUpload', headers: authed(token), payload: textOnly });
    expect(text.statusCode).toBe(422);
    expect(text.json().fields).toEqual({ upload: '请选择文件' });
    const empty = await t.app.inject({ method: 'POST', url: '/api/ctyun/ctYunUpload', headers: authed(token), payload: new FormData() });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().fields).toHaveProperty('upload');
  });
});

describe('Office documents are recognised by their contents', () => {
  const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

  it('stores a docx and an xlsx, and serves the docx back as a Word document', async () => {
    const docx = await upload(ooxmlOf('word/document.xml'), '合同.docx', 'application/octet-stream');
    expect(docx.statusCode).toBe(200);
    expect(docx.json()).toMatchObject({ name: '合同.docx', contentType: DOCX });
    expect(docx.json().url).toMatch(/\.docx$/);
    const served = await t.app.inject({ method: 'GET', url: docx.json().url, headers: { host: DEMO } });
    expect(served.headers['content-type']).toBe(DOCX);
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.rawPayload.equals(ooxmlOf('word/document.xml'))).toBe(true);
    // The contents decide, not the name.
    const xlsx = await upload(ooxmlOf('xl/workbook.xml'), 'export.bin', 'application/zip');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.json()).toMatchObject({ contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    expect(xlsx.json().url).toMatch(/\.xlsx$/);
  });

  it('refuses a plain zip named like a Word or Excel file with 415', async () => {
    for (const name of ['a.docx', 'a.xlsx', 'a.zip']) {
      const res = await upload(zipOf({ 'readme.txt': 'hello', 'word.exe': 'MZ' }), name, DOCX);
      expect(res.statusCode, name).toBe(415);
    }
    // Office parts without [Content_Types].xml are no Office package either; a pptx is not on the allowed list.
    expect((await upload(zipOf({ 'word/document.xml': '<w/>' }), 'a.docx', DOCX)).statusCode).toBe(415);
    expect((await upload(ooxmlOf('ppt/presentation.xml'), 'a.pptx', 'application/octet-stream')).statusCode).toBe(415);
  });

  it('stores legacy doc and xls by their main stream, and refuses other compound files named .doc', async () => {
    const doc = await upload(oleOf([{ name: 'WordDocument', type: 'stream' }]), '旧文档.doc', 'application/msword');
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toMatchObject({ contentType: 'application/msword' });
    const xls = await upload(oleOf([{ name: 'Workbook', type: 'stream' }]), 'a.xls', 'application/vnd.ms-excel');
    expect(xls.statusCode).toBe(200);
    expect(xls.json()).toMatchObject({ contentType: 'application/vnd.ms-excel' });
    const installer = await upload(oleOf([{ name: '\u0005SummaryInformation', type: 'stream' }]), 'setup.doc', 'application/msword');
    expect(installer.statusCode).toBe(415);
    expect((await upload(oleOf([{ name: 'PowerPoint Document', type: 'stream' }]), 'a.ppt', 'application/vnd.ms-powerpoint')).statusCode).toBe(415);
  });
});

describe('one file per request, and nothing kept from a refused upload', () => {
  const post = (form: FormData) => t.app.inject({ method: 'POST', url: '/api/ctyun/ctYunUpload', headers: authed(token), payload: form });
  const file = (content: Buffer, type: string) => new Blob([new Uint8Array(content)], { type });

  it('refuses two files in the upload field with 422, storing neither', async () => {
    const [{ n: before }] = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM sys_file');
    const form = new FormData();
    form.append('upload', file(png(), 'image/png'), 'a.png');
    form.append('upload', file(png(), 'image/png'), 'b.png');
    const res = await post(form);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 422, fields: { upload: '一次只能上传一个文件' } });
    // A second file in any other field is refused the same way.
    const other = new FormData();
    other.append('upload', file(png(), 'image/png'), 'a.png');
    other.append('extra', file(png(), 'image/png'), 'b.png');
    const res2 = await post(other);
    expect(res2.statusCode).toBe(422);
    expect(res2.json().fields).toEqual({ upload: '一次只能上传一个文件' });
    const [{ n: after }] = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM sys_file');
    expect(after).toBe(before);
  });

  it('still takes one file next to ordinary form fields', async () => {
    const form = new FormData();
    form.append('note', 'hello');
    form.append('upload', file(png(), 'image/png'), 'c.png');
    form.append('after', 'world');
    const res = await post(form);
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/\.png$/);
  });

  it('answers a refusal without stalling the connection: the next request on it is answered too', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 }); // one socket, reused by every request
    const send = async (form: FormData, auth = token, host = DEMO) => {
      const encoded = new Request(base, { method: 'POST', body: form });
      const body = Buffer.from(await encoded.arrayBuffer());
      const headers = { ...authed(auth, host), 'content-type': encoded.headers.get('content-type')!, 'content-length': body.length };
      return new Promise<number>((resolve, reject) => {
        const req = http.request(`${base}/api/ctyun/ctYunUpload`, { method: 'POST', agent, headers }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        });
        req.on('error', reject);
        req.end(body);
      });
    };
    const large = () => file(Buffer.concat([png(), Buffer.alloc(900 * 1024, 1)]), 'image/png');
    const small = () => {
      const form = new FormData();
      form.append('upload', file(png(), 'image/png'), 'next.png');
      return form;
    };
    try {
      const tooManyFields = new FormData();
      for (let i = 0; i < 11; i++) tooManyFields.append(`f${i}`, 'x');
      tooManyFields.append('upload', large(), 'a.png');
      const twoFiles = new FormData();
      twoFiles.append('upload', large(), 'a.png');
      twoFiles.append('upload', large(), 'b.png');
      const otherField = new FormData();
      otherField.append('file', large(), 'a.png');
      for (const [form, status] of [[tooManyFields, 413], [twoFiles, 422], [otherField, 422]] as const) {
        expect(await send(form)).toBe(status);
        expect(await send(small())).toBe(200);
      }
      // A failure in the middle of the body (here the tenant's folder cannot be created) leaves no body unread either.
      const [second] = await t.sql<{ id: number }>(`SELECT id FROM tenant WHERE code = 'second'`);
      const blocked = path.join(t.dataDir, 'files', String(second.id));
      fs.writeFileSync(blocked, 'not a folder');
      try {
        const form = new FormData();
        form.append('upload', large(), 'a.png');
        expect(await send(form, secondToken, SECOND)).toBe(500);
        expect(await send(small())).toBe(200);
      } finally {
        fs.rmSync(blocked);
      }
    } finally {
      agent.destroy();
    }
  });

  it('leaves on disk exactly the stored files: nothing from the 413, 415 and 422 answers', async () => {
    const form = new FormData();
    form.append('upload', file(Buffer.concat([png(), Buffer.alloc(1024 * 1024 + 10, 1)]), 'image/png'), 'big.png');
    form.append('upload', file(png(), 'image/png'), 'b.png');
    expect((await post(form)).statusCode).toBe(413);
    const [tenant] = await t.sql<{ id: number }>(`SELECT id FROM tenant WHERE code = 'demo'`);
    const rows = await t.sql<{ storage_key: string }>('SELECT storage_key FROM sys_file WHERE tenant_id = $1', [tenant.id]);
    const onDisk = fs.readdirSync(path.join(t.dataDir, 'files', String(tenant.id)));
    expect(onDisk.sort()).toEqual(rows.map((row) => row.storage_key).sort());
    expect(onDisk.some((name) => name.endsWith('.part'))).toBe(false);
  });
});
