import type pg from 'pg';

type SeedDepartment = { name: string; children?: SeedDepartment[] };

/** A small property company: what a new administrator sees first on the department screen of the demo tenant. */
const DEMO_DEPARTMENTS: SeedDepartment[] = [
  { name: '总经理办公室' },
  { name: '客服部' },
  { name: '工程部', children: [{ name: '维修组' }, { name: '设备组' }] },
  { name: '秩序部' },
  { name: '环境部' },
  { name: '财务部' },
];

const DEMO_POSTS = [
  { code: 'project_manager', name: '项目经理' },
  { code: 'service_agent', name: '客服专员' },
  { code: 'repairman', name: '维修工' },
  { code: 'security_guard', name: '保安员' },
  { code: 'cleaner', name: '保洁员' },
  { code: 'accountant', name: '会计' },
];

/**
 * The demo tenant's departments and posts, on first start only (called from the first-start seed's transaction):
 * orderby and sort number the entries from 1 in the order above, and `ancestors` is the path as the server keeps it.
 */
export const seedDemoDepartmentsAndPosts = async (client: pg.PoolClient, tenantCode = 'demo') => {
  const { rows } = await client.query<{ id: number }>('SELECT id FROM tenant WHERE code = $1', [tenantCode]);
  const tenantId = rows[0]?.id;
  if (!tenantId) return;
  const insert = async (nodes: SeedDepartment[], parentId: number, ancestors: string) => {
    for (const [index, node] of nodes.entries()) {
      const { rows: created } = await client.query<{ id: number }>(
        `INSERT INTO com_department (tenant_id, department_name, parent_id, ancestors, orderby, status)
         VALUES ($1, $2, $3, $4, $5, '0') RETURNING id`,
        [tenantId, node.name, parentId, ancestors, index + 1],
      );
      if (node.children) await insert(node.children, created[0].id, `${ancestors},${created[0].id}`);
    }
  };
  await insert(DEMO_DEPARTMENTS, 0, '0');
  for (const [index, post] of DEMO_POSTS.entries()) {
    await client.query("INSERT INTO sys_post (tenant_id, post_code, post_name, sort, status) VALUES ($1, $2, $3, $4, '0')", [tenantId, post.code, post.name, index + 1]);
  }
};
