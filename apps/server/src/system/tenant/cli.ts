import { parseArgs } from 'node:util';
import type { TenantAdminRow } from '@zhwy/contracts';
import { MODULES } from '../../app.ts';
import { ConfigError, loadConfig } from '../../platform/config.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { AppError, worded } from '../../platform/errors.ts';
import { openRuntime } from '../../platform/runtime.ts';
import { createTenant, listTenants, setTenantStatus, tenantIdByCode, updateTenant } from './admin-service.ts';

export const USAGE = `Usage: npm run tenant -- <command> [options]

  list                                   tenants with expiry, days left, users and status
  create --code <code> --name <platform name> [--expire YYYY-MM-DD] [--admin <username>]
         [--tenant-id <tenantIdStr>] [--icp <ICP number>] [--captcha blockPuzzle|clickWord|digit|off]
                                         a tenant with its roles, first administrator and every module's menus;
                                         prints the administrator's initial password once
  renew --code <code> --expire YYYY-MM-DD|never
  disable --code <code>                  refuse its logins and end its sessions
  enable --code <code>

Uses DATABASE_URL, or the embedded database under DATA_DIR (./data; stop the server first: one process per data
directory). The operator tenant is OPERATOR_TENANT (default DEFAULT_TENANT, demo).`;

type Out = { log: (line: string) => void; error: (line: string) => void };

const OPTIONS = {
  code: { type: 'string' },
  name: { type: 'string' },
  expire: { type: 'string' },
  admin: { type: 'string' },
  'tenant-id': { type: 'string' },
  icp: { type: 'string' },
  captcha: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const describe = (row: TenantAdminRow) =>
  [
    row.code.padEnd(16),
    (row.status === 0 ? 'enabled' : 'disabled').padEnd(9),
    (row.expireAt ?? 'never').padEnd(11),
    String(row.daysLeft ?? '-').padStart(6),
    String(row.userCount).padStart(6),
    `  ${row.platformName}${row.operator ? '  (operator)' : ''}`,
  ].join(' ');

const HEADER = `${'code'.padEnd(16)} ${'status'.padEnd(9)} ${'expires'.padEnd(11)} ${'days'.padStart(6)} ${'users'.padStart(6)}  platform name`;

/**
 * `npm run tenant -- …` (src/tenant-cli.ts): the screen's tenant management for scripts, through the same service
 * (admin-service.ts) on the same database the server uses. Answers the exit code: 0 done, 1 refused or failed,
 * 2 bad usage.
 */
export const runTenantCli = async (argv: readonly string[], env: Record<string, string | undefined> = process.env, out: Out = console): Promise<number> => {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    out.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const command = positionals[0];
  if (values.help || !command) {
    out.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (!['list', 'create', 'renew', 'disable', 'enable'].includes(command) || positionals.length > 1) {
    out.error(`unknown command: ${positionals.join(' ')}\n\n${USAGE}`);
    return 2;
  }
  if (command !== 'list' && !values.code) {
    out.error(`${command} needs --code\n\n${USAGE}`);
    return 2;
  }
  if ((command === 'renew' && !values.expire) || (command === 'create' && !values.name)) {
    out.error(`${command} needs ${command === 'renew' ? '--expire' : '--name'}\n\n${USAGE}`);
    return 2;
  }

  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
  let runtime;
  try {
    // As a start does: migrations, the first start's seed (so the operator tenant exists), the module sync.
    runtime = await openRuntime(config, MODULES, (msg) => out.error(msg));
  } catch (error) {
    out.error(`cannot open the database: ${(error as Error).message}`);
    return 1;
  }
  for (const line of runtime.banner) if (line.includes('initial password (generated')) out.log(line.trim());
  const { pool } = runtime.deps.database;
  const { operatorTenant } = config;
  try {
    const code = values.code ?? '';
    if (command === 'list') {
      const page = await listTenants(pool, operatorTenant, { page: 1, size: 100 });
      out.log(HEADER);
      for (const row of page.data) out.log(describe(row));
      if (page.recordsTotal > page.data.length) out.log(`… ${page.recordsTotal - page.data.length} more`);
    } else if (command === 'create') {
      const created = await withTransaction(pool, (client) =>
        createTenant(client, { modules: MODULES, operatorTenant, smsAvailable: false }, {
          code,
          platformName: values.name ?? '',
          tenantIdStr: values['tenant-id'] ?? `T-${code.toUpperCase()}`,
          expireAt: values.expire ?? null,
          adminUsername: values.admin ?? 'admin',
          icpNumber: values.icp ?? '',
          captchaType: (values.captcha ?? 'blockPuzzle') as 'blockPuzzle',
        }),
      );
      out.log(HEADER);
      out.log(describe(created.tenant));
      out.log(`administrator: ${created.username}`);
      out.log(`initial password: ${created.password}`);
      out.log('(shown once: it is stored only as a hash; the administrator must change it at first login)');
    } else {
      const id = await tenantIdByCode(pool, code);
      const row = await withTransaction(pool, (client) =>
        command === 'renew'
          ? updateTenant(client, { operatorTenant, smsAvailable: false }, id, { expireAt: values.expire === 'never' ? null : values.expire })
          : setTenantStatus(client, operatorTenant, id, command === 'disable' ? 1 : 0),
      );
      out.log(HEADER);
      out.log(describe(row));
    }
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = Object.entries(error.extra.fields ?? {}).map(([field, message]) => `  ${field}: ${worded(message)}`);
    out.error([`refused: ${worded(error.message)}`, ...fields].join('\n'));
    return 1;
  } finally {
    await runtime.close();
  }
};
