import { SysUser } from '@zhwy/contracts';
import { pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { EntityTable } from '../../platform/crud.ts';
import { delFlagColumn, idColumn, tenantColumn } from '../../platform/db/columns.ts';
import type { Database } from '../../platform/db/client.ts';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';

/**
 * sys_user as the user list reads it: the list's columns only, so that the password hash is never read (let alone
 * answered) and a page of 1,000 users does not carry their avatars (up to 256 kB each). The table itself is defined
 * in ../schema.ts (migrations come from there; drizzle-kit does not look here).
 */
const userListColumns = pgTable('sys_user', {
  id: idColumn(),
  tenantId: tenantColumn(),
  username: varchar('username', { length: 64 }).notNull(),
  familyName: varchar('family_name', { length: 50 }),
  name: varchar('name', { length: 50 }),
  mobile: varchar('mobile', { length: 20 }),
  email: varchar('email', { length: 100 }),
  discTitle: varchar('disc_title', { length: 100 }),
  discDetail: varchar('disc_detail', { length: 200 }),
  status: smallint('status').notNull(),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  registerTime: timestamp('register_time', { withTimezone: true }).notNull(),
  delFlag: delFlagColumn(),
});

/** The spec's user list (`cscpUserDetailsOr`), read-only, by the framework: tenant, soft delete, filters, paging. */
export const registerUserListRoutes = (app: FastifyInstance, database: Database) =>
  registerEntityRoutes(app, { entity: SysUser, table: userListColumns as unknown as EntityTable, database });
