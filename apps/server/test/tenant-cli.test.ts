import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { PASSWORD_STATUS } from '@zhwy/contracts';
import { describe, expect, inject, it } from 'vitest';
import { runTenantCli } from '../src/system/tenant/cli.ts';
import { ADMIN_PASSWORD, login, useTestApp } from './helpers/app.ts';
import { databaseUrl } from './helpers/db-url.ts';

const t = useTestApp();
const root = path.resolve(import.meta.dirname, '../../..');

/** The command against the test file's database, as `npm run tenant -- …` runs it; answers its code and output. */
const run = async (...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runTenantCli(argv, { DATABASE_URL: databaseUrl(inject('pgAdminUrl'), t.dbName), DATA_DIR: t.dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'silent' }, {
    log: (line) => out.push(line),
    error: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
};

describe('npm run tenant', () => {
  it('creates a tenant and prints its administrator’s initial password once; the administrator logs in with it', async () => {
    const res = await run('create', '--code', 'cli-co', '--name', '命令行物业', '--expire', '2031-01-31', '--admin', 'boss');
    expect(res.err).toBe('');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/cli-co\s+enabled\s+2031-01-31/);
    expect(res.out).toContain('administrator: boss');
    const password = /initial password: (\S+)/.exec(res.out)![1];
    const first = await login(t.app, { host: 'cli-co.localhost', username: 'boss', password });
    expect(first.statusCode).toBe(200);
    expect(first.json().passwordStatus).toBe(PASSWORD_STATUS.weak);
    const [tenant] = await t.sql<{ tenant_id_str: string }>("SELECT tenant_id_str FROM tenant WHERE code = 'cli-co'");
    expect(tenant.tenant_id_str).toBe('T-CLI-CO');
    expect((await t.sql("SELECT 1 FROM sys_menu m JOIN tenant t ON t.id = m.tenant_id WHERE t.code = 'cli-co' AND m.name = 'dict-management'")).length).toBe(1);
  });

  it('refuses a taken or bad code and bad usage, writing nothing', async () => {
    const before = await t.sql('SELECT count(*)::int AS n FROM tenant');
    const taken = await run('create', '--code', 'cli-co', '--name', 'x');
    expect(taken.code).toBe(1);
    expect(taken.err).toContain('code: 已存在，请重新输入');
    const bad = await run('create', '--code', 'Bad_Code', '--name', 'x');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('code: 只能包含小写字母');
    const date = await run('create', '--code', 'okco', '--name', 'x', '--expire', '2031-02-30');
    expect(date.code).toBe(1);
    expect(date.err).toContain('expireAt:');
    expect((await run('create', '--code', 'okco')).code).toBe(2);
    expect((await run('create', '--name', 'x')).code).toBe(2);
    expect((await run('explode')).code).toBe(2);
    expect((await run('list', '--colour')).code).toBe(2);
    expect(await t.sql('SELECT count(*)::int AS n FROM tenant')).toEqual(before);
  });

  it('lists, renews, disables and enables by code', async () => {
    const list = await run('list');
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/demo\s+enabled .*\(operator\)/);
    expect(list.out).toMatch(/cli-co\s+enabled\s+2031-01-31/);

    const renew = await run('renew', '--code', 'cli-co', '--expire', '2032-12-31');
    expect(renew.out).toMatch(/cli-co\s+enabled\s+2032-12-31/);
    expect((await run('renew', '--code', 'cli-co', '--expire', 'never')).out).toMatch(/cli-co\s+enabled\s+never/);

    expect((await run('disable', '--code', 'cli-co')).out).toMatch(/cli-co\s+disabled/);
    expect(await t.sql("SELECT status FROM tenant WHERE code = 'cli-co'")).toEqual([{ status: 1 }]);
    const self = await run('disable', '--code', 'demo');
    expect(self.code).toBe(1);
    expect(self.err).toContain('不能停用平台运营方自己的租户');
    expect((await run('enable', '--code', 'cli-co')).out).toMatch(/cli-co\s+enabled/);
    const missing = await run('renew', '--code', 'nope', '--expire', '2030-01-01');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('租户 nope 不存在');
  });

  it('runs as its own process (the entry the build bundles)', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/tenant-cli.ts', 'list'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl(inject('pgAdminUrl'), t.dbName), DATA_DIR: t.dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'silent' },
    });
    expect(stdout).toMatch(/cli-co\s+enabled/);
    const failed = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/tenant-cli.ts', 'disable', '--code', 'demo'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl(inject('pgAdminUrl'), t.dbName), DATA_DIR: t.dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'silent' },
    }).catch((error: { code: number }) => error);
    expect((failed as { code: number }).code).toBe(1);
  }, 60_000);
});
