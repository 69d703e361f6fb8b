// The multipart plugin's request decorations (isMultipart, file), registered in app.ts.
import type {} from '@fastify/multipart';
import {
  type CallDef,
  type EntityAction,
  type EntityDef,
  type ListQuery,
  type RecordOf,
  type UpdateOf,
  CALL_ACTIONS,
  createSchema,
  idListSchema,
  idSchema,
  idsBodySchema,
  listQuerySchema,
  pageSchema,
  permissionOf,
  rowSchema,
  transitionActionOf,
  transitionBodySchema,
  transitionCodeOf,
  transitionFieldsOf,
  transitionsOf,
  updateSchema,
} from '@zhwy/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnyEntityTable, Record_ } from './crud.ts';
import type { AnyOfAccess } from './context.ts';
import type { Database } from './db/client.ts';
import { type EntityCall, callOf } from './entity-context.ts';
import { targets as importTargets } from './references.ts';
import { type EntityHooks, type EntityService, type EntityServiceOptions, entityService } from './entity-service.ts';
import { AppError } from './errors.ts';
import { sendExcel } from './excel-export.ts';
import { IMPORT_MAX_ROWS, readImportRows, sendImportTemplate } from './excel-import.ts';
import { labelsSchema, relabelTarget } from './labels.ts';
import { ok } from './reply.ts';
import { scoped } from './scope.ts';
import { XLSX_MAX_UNCOMPRESSED, XlsxLimitError } from './xlsx-read.ts';


/** A style of call, the generic paths included (`paths.list` is a `list`, `item` a `get`, `remove` a `delete`). */
export type CallStyle = CallDef['style'];

/** What an override of one call receives: the request and its reply, the service call made for it, the service. */
export type RouteContext = { request: FastifyRequest; reply: FastifyReply; call: EntityCall; service: EntityService };
/** The framework's own handling of the call (parse → service → reply), for an override that only adds to it. */
export type Next = () => Promise<unknown>;
/**
 * One call handled by the module instead of (or around) the framework: the route keeps its path, permission code,
 * operation-log text and schemas (unless `body` / `response` replace them); `handle` answers it, calling `next` for
 * the framework's handling where it only adds to it.
 */
export type CallOverride =
  | ((ctx: RouteContext, next: Next) => Promise<unknown>)
  | {
      body?: z.ZodType;
      /** The answer's schema; null: the handler's answer is sent as it is. */
      response?: z.ZodType | null;
      /** The operation log's verb where the call's own differs (解除 for an unbinding rather than 删除). */
      verb?: string;
      handle: (ctx: RouteContext, next: Next) => Promise<unknown>;
    };

type RouteOptions = {
  database: Database;
  /**
   * Who may read the list (and one row) when other screens pick from it too: the user list also serves the pickers
   * of the department, work-group and organisation forms. Default: the entity's list code.
   */
  listAccess?: AnyOfAccess;
  /** Calls of these styles answered by the module (`override(ctx, next)`), instead of a copy of the definition without them. */
  override?: Partial<Record<CallStyle, CallOverride>>;
};
type Options<E extends EntityDef> = RouteOptions &
  ({ service: EntityService } | ({ entity: E; table: AnyEntityTable; hooks?: EntityHooks<RecordOf<E>, UpdateOf<E> & Record_> } & EntityServiceOptions));

const idParams = z.object({ id: idSchema });
const idsParams = z.object({ ids: idListSchema });

/** A list query sent in a JSON body: its numbers read as text, as from a URL; `pageBase` 1 shifts the page. */
const bodyQueryOf = (entity: EntityDef, pageBase: 0 | 1) => {
  const asText = (raw: unknown) =>
    raw !== null && typeof raw === 'object' && !Array.isArray(raw)
      ? Object.fromEntries(
          Object.entries(raw).map(([k, v]) => {
            const text = typeof v === 'number' ? String(v) : v;
            // A one-based page (the work orders' page 1) is the list's page 0; anything not a plain number stays, and is refused.
            return [k, k === 'page' && pageBase === 1 && typeof text === 'string' && /^[1-9]\d*$/.test(text) ? String(Number(text) - 1) : text];
          }),
        )
      : raw;
  return z.preprocess((raw) => asText(raw ?? {}), listQuerySchema(entity));
};

/** The rows of an uploaded workbook (multipart field `file`), refused (422 on `file`) when it cannot be read as the template. */
const uploadedRows = async (request: FastifyRequest, entity: EntityDef, database: Database) => {
  const refuse = (key: string, params?: Record<string, unknown>) => new AppError(422, key, { params, fields: { file: key } });
  if (!request.isMultipart()) throw refuse('importFile');
  const file = await request.file({ limits: { files: 1, fileSize: 5 * 1024 * 1024 } });
  if (!file) throw refuse('importFile');
  const buffer = await file.toBuffer();
  let read;
  try {
    read = await readImportRows(buffer, { entity, pool: database.pool, tenantId: request.user!.tenantId });
  } catch (error) {
    // Streamed: a sheet past the row limit or a zip past its uncompressed limit stops at that point.
    if (error instanceof XlsxLimitError) {
      throw error.limit === 'rows' ? refuse('importTooMany', { max: IMPORT_MAX_ROWS }) : refuse('importTooLarge', { mb: XLSX_MAX_UNCOMPRESSED / 1024 / 1024 });
    }
    throw refuse('importFile');
  }
  if (read.unknownHeaders.length > 0) throw refuse('importColumns', { columns: read.unknownHeaders.join('、') });
  if (read.rows.length === 0) throw refuse('importEmpty');
  if (read.rows.length > IMPORT_MAX_ROWS) throw refuse('importTooMany', { max: IMPORT_MAX_ROWS });
  return read.rows;
};

/**
 * Registers an entity's routes from its definition: the generic CRUD of `paths` (list `{data, recordsTotal}`, get,
 * create, update, delete) and the spec's other `calls` in their own styles, each with its permission code, zod
 * schemas and operation-log text. Each route parses, calls the entity's service (entity-service.ts: scope, rules,
 * one transaction per write with its operation-log row) and replies.
 */
export const registerEntityRoutes = <E extends EntityDef>(app: FastifyInstance, options: Options<E>) => {
  const { database, override = {} } = options;
  const service = 'service' in options ? options.service : entityService(options.entity, options.table, options.hooks, options);
  const { entity } = service;
  const readLimited = 'service' in options ? false : Boolean(options.readLimit);
  const singleRows = [entity.paths.item, entity.paths.create, entity.paths.update, entity.paths.remove].some(Boolean) || entity.calls?.some((c) => !['list', 'listBody', 'export'].includes(c.style));
  if (readLimited && singleRows) throw new Error(`${entity.module}.${entity.name}: a readLimit applies to lists and exports only, and the entity serves single rows`);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rowExtras = 'service' in options ? undefined : options.rowExtras;
  const row = (rowExtras ? rowSchema(entity).extend(rowExtras.schema) : rowSchema(entity)).extend({ labels: labelsSchema });
  if (options.listAccess) relabelTarget(entity, options.listAccess.anyOf);
  const tags = [entity.module];
  const label = `${entity.module}.${entity.name}`;
  const call = (request: FastifyRequest) => callOf(request, database);

  /** The ids of a delete call: from the path (`/:id`, `/:ids`) or the query (`?ids=`) where it has them, else from the body. */
  const idsOf = (request: FastifyRequest, inPath: 'id' | 'ids' | 'query' | null): number[] =>
    inPath === 'id'
      ? [(request.params as { id: number }).id]
      : inPath === 'ids'
        ? (request.params as { ids: number[] }).ids
        : ((inPath === 'query' ? request.query : request.body) as { ids: number[] }).ids;
  const access = (action: EntityAction) => permissionOf(entity, action);
  const operation = (verb: string) => `${verb}${entity.title}`;
  /** The operation log's Chinese text and its key for the reader's language (the entity named by '<module>.<name>'). */
  const logged = (verb: string, key: string, params: Record<string, string> = {}) => ({
    operation: operation(verb),
    operationKey: { key, params: { entity: label, title: entity.title, ...params } },
  });
  const readAccess = options.listAccess ?? access('list');

  /** The framework's handlers by style, shared by the generic paths and the spec's calls. */
  const list = (request: FastifyRequest, query: unknown) => service.list(call(request), query as ListQuery);
  const get = (request: FastifyRequest) => service.get(call(request), (request.params as { id: number }).id);
  const create = (request: FastifyRequest) => service.create(call(request), request.body as Record_);
  const update = (request: FastifyRequest) => {
    const { id, ...values } = request.body as Record_ & { id: number };
    return service.update(call(request), id, values);
  };
  const remove = async (request: FastifyRequest, ids: number[]) => {
    await service.removeMany(call(request), ids);
    return ok(null);
  };

  /** A route of `style`: the framework's handler, or the module's override around it (its schemas where it gives them). */
  type Schema = { body?: z.ZodType; response?: { 200: z.ZodType } } & Record<string, unknown>;
  const route = (style: CallStyle, method: string, url: string, config: Record<string, unknown>, schema: Schema, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => {
    const custom = override[style];
    if (!custom) return r.route({ method: method as 'GET', url, config, schema, handler });
    const { handle, body, response, verb } = typeof custom === 'function' ? { handle: custom } : custom;
    const { response: framework, ...rest } = schema;
    const answer = response === null || (!response && !framework) ? {} : { response: response ? { 200: response } : framework };
    return r.route({
      method: method as 'GET',
      url,
      config: verb ? { ...config, operation: operation(verb) } : config,
      schema: { ...rest, ...(body ? { body } : {}), ...answer },
      handler: (request, reply) => handle({ request, reply, call: call(request), service }, () => handler(request, reply)),
    });
  };

  // The generic CRUD (JHipster style).
  route('list', 'GET', entity.paths.list, { access: readAccess }, { tags, summary: `List ${label}`, querystring: listQuerySchema(entity), response: { 200: pageSchema(row) } }, (request) =>
    list(request, request.query),
  );
  if (entity.paths.item) {
    route('get', 'GET', entity.paths.item, { access: readAccess }, { tags, summary: `Get ${label}`, params: idParams, response: { 200: row } }, get);
  }
  if (entity.paths.create) {
    route('create', 'POST', entity.paths.create, { access: access('add'), ...logged('新增', 'entityCreate') }, { tags, summary: `Create ${label}`, body: createSchema(entity), response: { 200: row } }, create);
  }
  if (entity.paths.update) {
    route('update', 'PUT', entity.paths.update, { access: access('edit'), ...logged('修改', 'entityUpdate') }, { tags, summary: `Update ${label}`, body: updateSchema(entity), response: { 200: row } }, update);
  }
  if (entity.paths.remove) {
    route('delete', 'DELETE', entity.paths.remove, { access: access('delete'), ...logged('删除', 'entityDelete') }, { tags, summary: `Delete ${label}`, params: idParams }, (request) =>
      remove(request, idsOf(request, 'id')),
    );
  }

  for (const spec of entity.calls ?? []) registerCall(spec);

  // The history of a row's transitions (the detail drawer's), where the entity has any.
  if (transitionsOf(entity).length > 0) {
    r.get(`${entity.paths.list}/transitions/:id`, {
      schema: { tags, summary: `Transitions of one ${label}, oldest first`, params: idParams },
      config: { access: readAccess },
      handler: async (request) => ok(await service.history(call(request), request.params.id)),
    });
  }

  /** One of the spec's calls, in its own style, onto the same operations. */
  function registerCall(spec: CallDef) {
    // A transition may need a code of its own (派单: `<prefix>:assign`); every other call its style's action.
    const config = { access: spec.style === 'setField' && spec.from ? transitionCodeOf(entity, spec) : access(CALL_ACTIONS[spec.style]) };
    const summary = `${spec.style} ${label}`;
    const add = (extra: Record<string, unknown>, schema: Schema, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
      route(spec.style, spec.method, spec.path, { ...config, ...extra }, { tags, summary, ...schema }, handler);
    switch (spec.style) {
      case 'list':
        return add({}, { querystring: listQuerySchema(entity), response: { 200: pageSchema(row) } }, (request) => list(request, request.query));
      case 'export': {
        const query = spec.method === 'GET' ? listQuerySchema(entity) : bodyQueryOf(entity, 0);
        // An export is an operation (who took which rows out), logged by name like a write, whatever its method.
        return add({ allowRepeat: true, ...logged('导出', 'entityExport') }, spec.method === 'GET' ? { querystring: query } : { body: query }, async (request, reply) => {
          const made = call(request);
          // Checked before the workbook starts: a refused filter is a 422, not a broken download.
          const filter = await service.filterFor(made, (spec.method === 'GET' ? request.query : request.body) as ListQuery);
          return sendExcel(reply, { entity, fileName: spec.fileName, pool: database.pool, tenantId: made.caller.tenantId, batches: service.exportRows(made, filter) });
        });
      }
      case 'importTemplate':
        return add({}, {}, (request, reply) =>
          sendImportTemplate(reply, { entity, fileName: spec.fileName, pool: database.pool, db: database.db, scope: scoped(request), targets: importTargets, language: request.headers['accept-language'] }),
        );
      case 'import':
        return add({ ...logged('导入', 'entityImport') }, { consumes: ['multipart/form-data'] }, async (request) => ok(await service.import(call(request), await uploadedRows(request, entity, database))));
      // 查看明文 / 导出明文: the same reads in clear, behind the entity's unmask code, each in the operation log.
      case 'getUnmasked':
      case 'exportUnmasked': {
        if (!entity.unmask) throw new Error(`${label}: ${spec.style} needs the definition's unmask code`);
        const one = spec.style === 'getUnmasked';
        const log = { operation: `${one ? '查看' : '导出'}${entity.title}明文`, operationKey: { key: spec.logKey }, access: entity.unmask, allowRepeat: true };
        return add(log, { body: one ? z.object({ id: idSchema }).strict() : bodyQueryOf(entity, 0) }, async (request, reply) => {
          const made = { ...call(request), unmasked: true };
          if (one) {
            const { id } = request.body as { id: number };
            request.operationParams = { id };
            return service.get(made, id);
          }
          const filter = await service.filterFor(made, request.body as ListQuery);
          const clear = { ...entity, fields: Object.fromEntries(Object.entries(entity.fields).map(([name, f]) => [name, { ...f, mask: undefined }])) };
          return sendExcel(reply, { entity: clear, fileName: spec.fileName, pool: database.pool, tenantId: made.caller.tenantId, batches: service.exportRows(made, filter) });
        });
      }
      case 'listBody':
        // A list read sent as POST: repeating it (a refresh after a delete) is no duplicate submit, nor an operation.
        return add({ reads: true }, { body: bodyQueryOf(entity, spec.pageBase ?? 0), response: { 200: pageSchema(row) } }, (request) => list(request, request.body));
      case 'get':
        return add({}, { params: idParams, response: { 200: row } }, get);
      case 'create':
        return add({ ...logged('新增', 'entityCreate') }, { body: createSchema(entity), response: { 200: row } }, create);
      case 'update':
        return add({ ...logged('修改', 'entityUpdate') }, { body: updateSchema(entity), response: { 200: row } }, update);
      // A delete path without `:id` / `:ids` takes the ids in the body (the spec's form); the same remove either way.
      case 'delete':
      case 'deleteMany': {
        const one = spec.style === 'delete';
        const inPath = spec.path.includes(one ? ':id' : ':ids') ? (one ? 'id' : 'ids') : (spec.idsIn ?? null);
        const ids = inPath === 'id' ? { params: idParams } : inPath === 'ids' ? { params: idsParams } : inPath === 'query' ? { querystring: idsParams } : { body: idsBodySchema };
        const log = one ? logged('删除', 'entityDelete') : logged('批量删除', 'entityDeleteMany');
        return add(log, ids, (request) => remove(request, idsOf(request, inPath)));
      }
      case 'setField': {
        // Checked when the entity was defined (transitions.ts checkTransitions): an enum field, values it has.
        const field = entity.fields[spec.field]!;
        const inPath = spec.path.includes(':id');
        // A transition sets only its `to` values, and may carry a remark and its own fields, kept in its history.
        const value = transitionBodySchema(entity, spec, inPath ? {} : { id: idSchema });
        const own = transitionFieldsOf(spec).map(([name]) => name);
        // The value (and id) from the body, or the query where the call is a GET or sends none.
        const fromQuery = spec.method === 'GET';
        const log = spec.title
          ? logged(spec.title, 'entityTransition', { call: spec.name ?? spec.field, verb: spec.title })
          : { operation: `${operation('修改')}${field.label ?? spec.field}`, operationKey: logged('修改', 'entitySetField', { field: spec.field, label: field.label ?? spec.field }).operationKey };
        return add(log, { ...(inPath ? { params: idParams } : {}), ...(fromQuery ? { querystring: value } : { body: value }), response: { 200: row } }, (request) => {
          const input = (fromQuery ? request.query : request.body) as Record_ & { id?: number };
          const id = inPath ? (request.params as { id: number }).id : input.id!;
          const fields = own.length > 0 ? Object.fromEntries(own.map((name) => [name, input[name]])) : undefined;
          const transition = spec.from && { from: spec.from, action: transitionActionOf(spec), remark: (input.remark as string | null | undefined) || null, fields };
          return service.setField(call(request), id, spec.field, input[spec.field], transition);
        });
      }
    }
  }
  return service;
};
