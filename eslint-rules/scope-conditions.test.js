import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { scopeConditionConfig } from './scope-conditions.js';

const linter = new Linter({ configType: 'flat' });
const config = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...scopeConditionConfig];
/** The messages of the scope rule on `code`, as if it were the file at `path`. */
const lint = (code, path = 'apps/server/src/base/x/queries.ts') =>
  linter.verify(code, config, { filename: path }).map((m) => `${m.ruleId}@${m.line}`);

describe('the scope-condition lint rule', () => {
  it('refuses hand-written tenant and delete-flag conditions in module code', () => {
    const code = [
      'const a = sql`SELECT 1 FROM com_room WHERE tenant_id = ${t} AND id = ${id}`;',
      "const b = pool.query('SELECT 1 FROM sys_user WHERE id = $1 AND del_flag = 0', [id]);",
      'const c = sql`JOIN com_resident r ON r.id = rr.resident_id AND r.tenant_id = rr.tenant_id`;',
      'const d = db.select().from(t).where(eq(comRoom.tenantId, tenantId));',
      'const e = and(inArray(comRoom.delFlag, [0]));',
      "const f = `WHERE x.id = y.id AND u.tenant_id IN (1, 2)`;",
      "const g = 'SELECT 1 FROM tenant t WHERE t.id = u.tenant_id';",
    ].join('\n');
    expect(lint(code)).toEqual([1, 2, 3, 4, 5, 6, 7].map((line) => `no-restricted-syntax@${line}`));
  });
  it('lets through the helpers, writes, and column lists', () => {
    const code = [
      'const a = sql`SELECT 1 FROM com_room r WHERE ${sqlScope("r", scope)} AND r.id = ${id}`;',
      "const b = pool.query('INSERT INTO sys_user_role (tenant_id, user_id) VALUES ($1, $2)', [t, u]);",
      "const c = pool.query(`UPDATE sys_user SET del_flag = 1 WHERE ${pgScope(null, 1)} AND id = $2`, [t, u]);",
      'const d = db.select().from(t).where(and(scopeWhere(comRoom, scope), eq(comRoom.id, id)));',
      "const e = 'SELECT tenant_id_str FROM tenant';",
    ].join('\n');
    expect(lint(code)).toEqual([]);
  });
  it('leaves the platform, schema files and seed scripts to their own rules', () => {
    const code = 'const a = sql`del_flag = 0 AND tenant_id = ${t}`;';
    expect(lint(code, 'apps/server/src/platform/crud.ts')).toEqual([]);
    expect(lint(code, 'apps/server/src/base/schema.ts')).toEqual([]);
    expect(lint(code, 'apps/server/src/base/seed/generate.ts')).toEqual([]);
    expect(lint(code, 'apps/server/src/system/user/routes.ts')).toEqual(['no-restricted-syntax@1']);
  });
});
