import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import { OosAuth, PERMISSIONS, UploadResult, envelope } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/context.ts';
import { AppError, notFound, validationFailed } from '../../platform/errors.ts';
import { mutate } from '../../platform/mutation.ts';
import { ok } from '../../platform/reply.ts';
import { ALLOWED_TYPES, sniffFile } from './sniff.ts';
import { pgScope } from '../../platform/scope-sql.ts';

const FILE_ROUTE = '/api/ctyun/files';
const KEY_PATTERN = /^[A-Za-z0-9_-]{22}\.[a-z]{3,4}$/;
const ONE_FILE = '一次只能上传一个文件';
/**
 * Lets the unread rest of a refused request body flow to nowhere: left in its pipe, it would stall the connection
 * and the client's next request on it would never be answered.
 */
const discardRest = (raw: IncomingMessage) => {
  if (raw.complete) return;
  raw.unpipe();
  raw.resume();
};
/** No file part named `upload`: a missing required field. */
const missingFile = () => validationFailed({ upload: '请选择文件' }, '缺少文件：请在字段 upload 中选择文件');

/**
 * Uploads on local disk under DATA_DIR/files/<tenant>/: the stored name is random, the type is read from the
 * bytes, and a file is only ever served through its own tenant's host.
 */
export const registerFileRoutes = (app: FastifyInstance, { config, database }: AppDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { pool } = database;
  const root = path.join(config.dataDir, 'files');
  const tags = ['system'];

  r.post('/api/ctyun/ctYunUpload', {
    schema: { tags, summary: 'Upload one file (multipart field "upload")', consumes: ['multipart/form-data'], response: { 200: UploadResult } },
    config: { access: PERMISSIONS.file.upload, operation: '上传文件', operationKey: { key: 'uploadFile' } },
    handler: async (request) => {
      if (!request.isMultipart()) throw new AppError(415, '请以 multipart/form-data 上传，文件字段名为 upload');
      const dir = path.join(root, String(request.user!.tenantId));
      const tmp = path.join(dir, `.${crypto.randomUUID()}.part`);
      // Nothing of a refused upload stays on disk: the temporary file goes in `finally`, the stored one if its row fails.
      try {
        let filename: string | null = null;
        try {
          // The whole body is read before anything is kept, so that a second file is refused rather than dropped.
          for await (const part of request.parts({ limits: { files: 1 } })) {
            if (part.type !== 'file') continue;
            if (part.fieldname !== 'upload') {
              // A file in another field: read past it; the answer is "no file in upload" unless one follows.
              part.file.resume();
              await finished(part.file);
              continue;
            }
            await fs.promises.mkdir(dir, { recursive: true });
            await pipeline(part.file, fs.createWriteStream(tmp));
            if (part.file.truncated) throw new AppError(413, `文件不能超过 ${Math.round(config.uploadMaxBytes / 1048576)} MB`);
            filename = part.filename;
          }
        } catch (error) {
          discardRest(request.raw);
          if (error instanceof app.multipartErrors.FilesLimitError) throw validationFailed({ upload: ONE_FILE }, ONE_FILE);
          throw error;
        }
        if (filename === null) throw missingFile();
        const type = await sniffFile(tmp);
        if (!type) throw new AppError(415, '不支持的文件类型，仅支持图片（png/jpg/gif/webp）、PDF、Word 和 Excel 文档');
        const key = `${crypto.randomBytes(16).toString('base64url')}.${type.ext}`;
        const stored = path.join(dir, key);
        await fs.promises.rename(tmp, stored);
        try {
          const { size } = await fs.promises.stat(stored);
          const originalName = path.basename(filename || key).replace(/[\u0000-\u001f]/g, '').slice(0, 255) || key;
          await mutate(database, request, (_tx, client) =>
            client.query(
              'INSERT INTO sys_file (tenant_id, storage_key, original_name, content_type, size, create_by) VALUES ($1, $2, $3, $4, $5, $6)',
              [request.user!.tenantId, key, originalName, type.contentType, size, request.user!.userId],
            ),
          );
          return { url: `${FILE_ROUTE}/${key}`, name: originalName, size, contentType: type.contentType };
        } catch (error) {
          await fs.promises.rm(stored, { force: true });
          throw error;
        }
      } finally {
        await fs.promises.rm(tmp, { force: true });
      }
    },
  });

  const keyOf = (raw: string) => {
    const key = path.basename(raw.split('?')[0]);
    if (!KEY_PATTERN.test(key)) throw notFound('文件不存在');
    return key;
  };

  const findFile = async (tenantId: number, key: string) => {
    const { rows } = await pool.query<{ content_type: string; original_name: string }>(
      `SELECT content_type, original_name FROM sys_file WHERE ${pgScope(null, 1, { live: false })} AND storage_key = $2`,
      [tenantId, key],
    );
    if (!rows[0]) throw notFound('文件不存在');
    return rows[0];
  };

  const oosAuth = async (tenantId: number, rawPath: string) => {
    const key = keyOf(rawPath);
    await findFile(tenantId, key);
    return ok({
      url: `${FILE_ROUTE}/${key}`,
      maxSize: config.uploadMaxBytes,
      allowedTypes: [...ALLOWED_TYPES],
    });
  };

  r.get('/api/ctyun/getOosAuth', {
    schema: { tags, summary: 'The link of a stored file of this tenant, and the upload limits', querystring: z.object({ path: z.string().min(1).max(500) }), response: { 200: envelope(OosAuth) } },
    config: { access: 'login' },
    handler: async (request) => oosAuth(request.user!.tenantId, request.query.path),
  });
  r.get('/api/ctyun/getOosAuth/:path', {
    schema: { tags, summary: 'Same as getOosAuth?path=', params: z.object({ path: z.string().min(1).max(500) }), response: { 200: envelope(OosAuth) } },
    config: { access: 'login' },
    handler: async (request) => oosAuth(request.user!.tenantId, request.params.path),
  });

  // Stored names are 128-bit random, so a link is a capability within its tenant (images in <img> tags
  // cannot send the token); another tenant's host never finds it.
  r.get(`${FILE_ROUTE}/:key`, {
    schema: { tags, summary: 'A stored file', params: z.object({ key: z.string().max(100) }) },
    config: { access: 'public' },
    handler: async (request, reply) => {
      const tenant = request.tenant;
      if (!tenant || tenant.status !== 0) throw notFound('文件不存在');
      const key = keyOf(request.params.key);
      const file = await findFile(tenant.id, key);
      const stream = fs.createReadStream(path.join(root, String(tenant.id), key));
      const disposition = file.content_type.startsWith('image/') ? 'inline' : 'attachment';
      return reply
        .type(file.content_type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400')
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.original_name)}`)
        .send(stream);
    },
  });
};
