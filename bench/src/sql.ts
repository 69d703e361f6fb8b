import { OperationLog, listQuerySchema } from '@zhwy/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { USER_ACCESS_SQL } from '../../apps/server/src/platform/access.ts';
import { SESSION_SQL } from '../../apps/server/src/platform/auth.ts';
import { type EntityTable, listEntity } from '../../apps/server/src/platform/crud.ts';
import { operationLogCounts } from '../../apps/server/src/system/log/routes.ts';
import { sysOperationLog } from '../../apps/server/src/system/schema.ts';

/** What the bare route runs: the server's own statements, word for word. */
export type BareSql = {
  session: string;
  /** A user's menus and codes, loaded when the tenant's access version changes (the server caches them alike). */
  menus: string;
  /** The log search's page and total statements (both named, as the server's), with the values they were sent. */
  logPage: { text: string; params: unknown[] };
  logTotal: { text: string; params: unknown[] };
};

/**
 * Runs the server's own list code (listEntity, the route's query parsing) once with a logging drizzle, so the
 * bare route sends exactly the statements our route sends for the same query string.
 */
export const captureSql = async (databaseUrl: string, tenantId: number, queryString: URLSearchParams): Promise<BareSql> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const seen: { text: string; params: unknown[] }[] = [];
  try {
    const db = drizzle({ client: pool, logger: { logQuery: (text, params) => seen.push({ text, params }) } });
    const query = listQuerySchema(OperationLog).parse(Object.fromEntries(queryString));
    await listEntity(db, OperationLog, sysOperationLog as unknown as EntityTable, tenantId, query, operationLogCounts);
  } finally {
    await pool.end();
  }
  const page = seen.find((q) => /\blimit\b/i.test(q.text));
  const total = seen.find((q) => q !== page);
  if (!page || !total || seen.length !== 2) throw new Error(`expected a page and a total statement, saw ${seen.length}`);
  return { session: SESSION_SQL, menus: USER_ACCESS_SQL, logPage: page, logTotal: total };
};

/**
 * The log search page's plan for the bench's values (what an unnamed statement, as the server and the bare route send
 * it, gets on every call) and the generic plan a named statement may switch to after five calls, each with its
 * buffers and time: why the server sends list pages unnamed (platform/crud.ts).
 */
export const logSearchPlans = async (databaseUrl: string, page: { text: string; params: unknown[] }): Promise<string> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const types = page.params.map((p) => (typeof p === 'number' ? 'bigint' : 'text')).join(', ');
    const literals = page.params.map((p) => (typeof p === 'number' ? String(p) : `'${String(p).replace(/'/g, "''")}'`)).join(', ');
    await client.query(`PREPARE bench_log_page(${types}) AS ${page.text}`);
    const explain = async (mode: string) => {
      await client.query(`SET plan_cache_mode = ${mode}`);
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE bench_log_page(${literals})`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    };
    const custom = await explain('force_custom_plan');
    const generic = await explain('force_generic_plan');
    return `Planned for the values (unnamed statement, every call):\n\n\`\`\`\n${custom}\n\`\`\`\n\nGeneric (a named statement after five calls, when its estimate looks no worse):\n\n\`\`\`\n${generic}\n\`\`\``;
  } finally {
    await client.end();
  }
};
