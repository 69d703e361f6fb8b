import { MenuItem } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';

// The user's menus: everything of the tenant for the built-in administrator role, else the union of grants.
export const MENUS_SQL = `
SELECT m.id, m.parent_id AS "parentId", m.name, m.title, m.icon, m.url, m.type, m.component, m.orderby,
       m.permission_code AS "permissionCode"
FROM sys_menu m
WHERE m.tenant_id = $1 AND (
  EXISTS (SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = $2 AND r.builtin_admin)
  OR EXISTS (SELECT 1 FROM sys_user_role ur JOIN sys_role_menu rm ON rm.role_id = ur.role_id WHERE ur.user_id = $2 AND rm.menu_id = m.id)
)
ORDER BY m.parent_id, m.orderby, m.id`;

export const registerMenuRoutes = (app: FastifyInstance, pool: pg.Pool) => {
  app.withTypeProvider<ZodTypeProvider>().get('/zhwy/api/system/cscpMenus', {
    schema: { tags: ['system'], summary: "The logged-in user's menu items, buttons included", response: { 200: z.array(MenuItem) } },
    config: { access: 'login' },
    handler: async (request) => {
      const { rows } = await pool.query({ name: 'user-menus', text: MENUS_SQL, values: [request.user!.tenantId, request.user!.userId] });
      return rows;
    },
  });
};
