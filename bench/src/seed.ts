import pg from 'pg';

// 40 surnames × 25 given names = 1,000 distinct pinyin user names (zhangwei, liyang, …).
const SURNAMES = [
  'zhang', 'wang', 'li', 'zhao', 'liu', 'chen', 'yang', 'huang', 'zhou', 'wu', 'xu', 'sun', 'ma', 'zhu', 'hu', 'guo', 'he', 'lin', 'gao', 'luo',
  'zheng', 'liang', 'xie', 'song', 'tang', 'han', 'feng', 'deng', 'cao', 'peng', 'zeng', 'xiao', 'tian', 'dong', 'pan', 'yuan', 'cai', 'jiang', 'yu', 'du',
];
const GIVEN = ['wei', 'fang', 'na', 'min', 'jing', 'li', 'qiang', 'lei', 'jun', 'yang', 'yong', 'yan', 'jie', 'tao', 'ming', 'chao', 'xiu', 'xia', 'ping', 'gang', 'hui', 'hong', 'peng', 'bin', 'hua'];

// What the operation-log hook writes for the calls a property office makes all day: method, uri, message, body.
const CALLS: [string, string, string, string][] = [
  ['POST', '/zhwy/api/system/login', '登录', '{"username":"%u","password":"******","rememberme":false}'],
  ['POST', '/zhwy/api/system/logout', '退出登录', 'null'],
  ['PUT', '/zhwy/api/system/cscpUserPassword', '修改密码', '{"userName":"%u","oldPassword":"******","newPassword":"******"}'],
  ['POST', '/base/api/sysdict/sysDicts', '新增字典类型', '{"dictCode":"house_type_%n","dictName":"房屋类型%n","status":"0"}'],
  ['PUT', '/base/api/sysdict/sysDicts', '修改字典类型', '{"id":%n,"dictName":"房屋类型%n","remark":"调整排序"}'],
  ['POST', '/base/api/sysdict/sysDictItems', '新增字典项', '{"dictCode":"house_type","value":"%n","label":"商铺%n","sort":%n}'],
  ['DELETE', '/base/api/sysdict/sysDictItems/%n', '删除字典项', 'null'],
  ['POST', '/zhsq/api/house/houses', '新增房屋', '{"buildingId":%n,"unit":"2单元","floor":12,"room":"1202","area":"89.50","ownerName":"业主%n"}'],
  ['PUT', '/zhsq/api/house/houses', '修改房屋', '{"id":%n,"area":"91.20","remark":"面积复核"}'],
  ['POST', '/zhsq/api/charge/bills', '新增账单', '{"houseId":%n,"item":"物业费","period":"2026-10","amount":"268.50"}'],
  ['PUT', '/zhsq/api/repair/orders', '修改报修工单', '{"id":%n,"status":"2","assignee":"维修班组%n","remark":"已派单"}'],
  ['POST', '/api/ctyun/ctYunUpload', '上传文件', '{"query":{},"body":"[file]"}'],
];

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;
const sqlArray = (items: string[]) => `ARRAY[${items.map(sqlText).join(',')}]`;

/**
 * One batch of rows, all generated in SQL: a user out of `users`, one of the calls above, a time within the last
 * year, 3% failures. `setseed` earlier in the session keeps runs alike.
 */
const batchSql = (users: number) => `
WITH g AS (
  SELECT i, floor(random() * ${users})::int AS u, floor(random() * ${CALLS.length})::int + 1 AS c, random() < 0.03 AS failed,
         floor(random() * 100000)::int AS n
  FROM generate_series($2::int, $3::int) AS i
), r AS (
  SELECT g.*, (${sqlArray(SURNAMES)})[1 + g.u % ${SURNAMES.length}] || (${sqlArray(GIVEN)})[1 + (g.u / ${SURNAMES.length}) % ${GIVEN.length}]
           || CASE WHEN g.u >= ${SURNAMES.length * GIVEN.length} THEN (g.u / ${SURNAMES.length * GIVEN.length})::text ELSE '' END AS username
  FROM g
)
INSERT INTO sys_operation_log (tenant_id, user_id, username, method, uri, ip, time, params, message, error, status, duration_ms)
SELECT $1, 1000 + r.u, r.username,
       (${sqlArray(CALLS.map((c) => c[0]))})[r.c],
       replace((${sqlArray(CALLS.map((c) => c[1]))})[r.c], '%n', r.n::text),
       '10.' || (r.u % 200) || '.' || (r.n % 250) || '.' || (1 + r.i % 254),
       now() - random() * interval '365 days',
       '{"query":{},"body":' || replace(replace((${sqlArray(CALLS.map((c) => c[3]))})[r.c], '%u', r.username), '%n', r.n::text) || '}',
       (${sqlArray(CALLS.map((c) => c[2]))})[r.c],
       CASE WHEN r.failed THEN (ARRAY['数据已存在','记录不存在','HTTP 400','没有权限'])[1 + r.n % 4] END,
       CASE WHEN r.failed THEN 1 ELSE 0 END,
       3 + floor(random() * random() * 400)::int
FROM r`;

export type SeedResult = { tenantId: number; inserted: number; total: number; seconds: number; matching: number };

/** Tops the demo tenant's operation log up to `rows` rows, then VACUUM ANALYZE (the steady state autovacuum reaches). */
export const seedOperationLog = async (
  databaseUrl: string,
  opts: { rows: number; users: number; searchTerm: string; log: (msg: string) => void },
): Promise<SeedResult> => {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'zhwy-bench-seed' });
  await client.connect();
  const started = Date.now();
  try {
    const tenant = await client.query<{ id: string }>("SELECT id FROM tenant WHERE code = 'demo'");
    if (!tenant.rows[0]) throw new Error('tenant demo not found: is the server seeded?');
    const tenantId = Number(tenant.rows[0].id);
    const count = async () =>
      Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM sys_operation_log WHERE tenant_id = $1', [tenantId])).rows[0].n);
    const existing = await count();
    const missing = Math.max(0, opts.rows - existing);
    await client.query('SELECT setseed(0.2026)');
    await client.query("SET maintenance_work_mem = '256MB'");
    const batch = 100_000;
    for (let from = 1; from <= missing; from += batch) {
      const to = Math.min(missing, from + batch - 1);
      await client.query(batchSql(opts.users), [tenantId, from, to]);
      opts.log(`  seeded ${(existing + to).toLocaleString('en-US')} / ${opts.rows.toLocaleString('en-US')} rows (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    await client.query('VACUUM (ANALYZE) sys_operation_log, sys_operation_log_count');
    // Start measuring after the checkpoint the load would otherwise trigger (needs a superuser: skipped if refused).
    await client.query('CHECKPOINT').catch(() => {});
    const matching = Number(
      (
        await client.query<{ n: string }>('SELECT count(*) AS n FROM sys_operation_log WHERE tenant_id = $1 AND username ILIKE $2', [
          tenantId,
          `%${opts.searchTerm}%`,
        ])
      ).rows[0].n,
    );
    return { tenantId, inserted: missing, total: await count(), seconds: (Date.now() - started) / 1000, matching };
  } finally {
    await client.end();
  }
};
