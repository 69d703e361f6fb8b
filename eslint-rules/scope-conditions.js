/**
 * Tenant and live-row conditions are written only through the platform's scope helpers (docs/architecture.md,
 * "Scope in one place"; apps/server/src/platform/scope-sql.ts): module code that spells `tenant_id = …`,
 * `del_flag = 0` or `eq(t.tenantId, …)` itself is refused, so a query cannot forget the tenant, and a change to the
 * rule (a community column, a partial index's predicate) is made once.
 * Exempt, each for a reason: the platform (it is where the rule lives), drizzle schema files (a partial index's
 * `del_flag = 0` is the index's predicate, not a query's condition), the seed scripts (they write one tenant's data in
 * bulk by its id, outside any request's scope), tests and migrations.
 */

// A condition on the column in SQL text: `tenant_id = `, `tenant_id <> `, `tenant_id IN`, `= x.tenant_id`, `del_flag = 0`.
// (`INSERT INTO t (tenant_id, …)` and `SET del_flag = 1` are writes, not conditions.)
const SQL_CONDITION = String.raw`/(\btenant_id\s*(=|<>|!=|\bIN\b)|=\s*([a-z_]+\.)?tenant_id\b|\bdel_flag\s*(=|<>|!=)\s*0)/i`;
const MESSAGE =
  'Write tenant and live-row conditions through the platform scope helpers (sqlScope, sqlSameTenant, pgScope, scopeWhere in platform/scope-sql.ts), not by hand.';

/** The `no-restricted-syntax` entries: SQL text in template literals and strings, and drizzle comparisons on the scope columns. */
export const scopeConditionSelectors = [
  { selector: `TemplateElement[value.raw=${SQL_CONDITION}]`, message: MESSAGE },
  { selector: `Literal[value=${SQL_CONDITION}]`, message: MESSAGE },
  { selector: 'CallExpression[callee.name=/^(eq|ne|inArray|notInArray)$/][arguments.0.property.name=/^(tenantId|delFlag)$/]', message: MESSAGE },
];

const SERVER_MODULES = ['base', 'community', 'content', 'fee', 'system', 'letter'];

/** The config blocks: the rule on module code, the exemptions named. */
export const scopeConditionConfig = [
  {
    files: SERVER_MODULES.map((module) => `apps/server/src/${module}/**/*.ts`),
    ignores: ['apps/server/src/*/schema.ts', 'apps/server/src/*/seed/**', 'apps/server/src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...scopeConditionSelectors] },
  },
];
