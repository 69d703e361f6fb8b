// The comparison baseline: plain Fastify and a pg Pool, no hooks, no validation, no serializer schemas,
// answering the same two calls with the statements our server sends (passed in BENCH_BARE_SQL by run.ts), and
// the same answers (run.ts compares them before measuring).
import crypto from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { maskLogText } from '../../apps/server/src/system/log/personal-data.ts';
import { timeStr } from '../../apps/server/src/system/log/time-str.ts';
import type { BareSql } from './sql.ts';

const sql = JSON.parse(process.env.BENCH_BARE_SQL ?? '') as BareSql;
const tenantId = Number(process.env.BENCH_TENANT_ID);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20, application_name: 'zhwy-bench-bare' });
const app = Fastify({ logger: false });

type Session = { user_id: number; access_version: string };
const session = async (authorization: string | undefined): Promise<Session | null> => {
  if (!authorization) return null;
  const hash = crypto.createHash('sha256').update(authorization).digest('hex');
  const { rows } = await pool.query<Session>({ name: 'session-user', text: sql.session, values: [hash, tenantId] });
  return rows[0] ?? null;
};

// The server keeps each user's menus per access version (apps/server/src/platform/access.ts): so does this route.
const menus = new Map<string, Promise<unknown[]>>();
const menusOf = (user: Session) => {
  const key = `${user.user_id}:${user.access_version}`;
  let hit = menus.get(key);
  if (!hit) {
    hit = pool.query({ name: 'user-access', text: sql.menus, values: [tenantId, user.user_id] }).then((r) => r.rows);
    menus.set(key, hit);
  }
  return hit;
};

type LogRow = {
  id: string; username: string; uri: string; ip: string; time: Date; params: string | null; message: string | null; error: string | null;
  status: number; message_key: string | null; message_params: string | null;
};
/**
 * The row as the server answers it (run.ts checks that the two answers are the same): the list's fields, the time in
 * China Standard Time beside it, and personal data in the free texts masked, by the server's own two functions.
 */
const presented = (r: LogRow) => {
  const time = r.time.toISOString();
  return {
    id: Number(r.id), username: r.username, uri: r.uri, ip: r.ip, time, timeStr: timeStr(time),
    params: maskLogText(r.params), message: maskLogText(r.message), error: maskLogText(r.error), status: String(r.status),
    messageKey: r.message_key, messageParams: maskLogText(r.message_params),
  };
};

app.get('/readyz', async () => ({ status: 'ready' }));

app.get('/menus', async (request, reply) => {
  const user = await session(request.headers.authorization);
  if (!user) return reply.code(401).send({ msg: 'unauthorized' });
  return menusOf(user);
});

// The captured statements with the values they were captured with: the bench always sends the same search.
app.get('/log-search', async (request, reply) => {
  const user = await session(request.headers.authorization);
  if (!user) return reply.code(401).send({ msg: 'unauthorized' });
  // Sent as the server sends them (platform/crud.ts): the page unnamed, planned for its values on every call; the
  // total from the count table named, one plan.
  const [page, total] = await Promise.all([
    pool.query({ text: sql.logPage.text, values: sql.logPage.params }),
    pool.query({ name: 'log-total', text: sql.logTotal.text, values: sql.logTotal.params, rowMode: 'array' }),
  ]);
  return { data: page.rows.map(presented), recordsTotal: Number(total.rows[0][0]) };
});

const close = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', close);
process.on('SIGINT', close);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
