import { PERMISSIONS, SysUser } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import { bigint, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { delFlagColumn, idColumn, tenantColumn } from '../../platform/db/columns.ts';
import type { Database } from '../../platform/db/client.ts';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import { PEER_PLACEHOLDERS, peerIds, peerValues, seesAllStaff } from './peers.ts';

/**
 * The view sys_user_list (migration 0015): the spec's user row, sys_user with its department's and post's names. It
 * carries the list's columns only, so that the password hash is never read (let alone answered) and a page of 1,000
 * users does not carry their avatars (up to 256 kB each). Defined here, not in ../schema.ts: drizzle-kit must not
 * make a table of it.
 */
const userList = pgTable('sys_user_list', {
  id: idColumn(),
  tenantId: tenantColumn(),
  username: varchar('username', { length: 64 }).notNull(),
  familyName: varchar('family_name', { length: 50 }),
  name: varchar('name', { length: 50 }),
  departmentName: varchar('department_name', { length: 50 }),
  mobile: varchar('mobile', { length: 20 }),
  userNo: varchar('user_no', { length: 50 }),
  sex: varchar('sex', { length: 1 }),
  poster: varchar('poster', { length: 50 }),
  email: varchar('email', { length: 100 }),
  discTitle: varchar('disc_title', { length: 100 }),
  discDetail: varchar('disc_detail', { length: 200 }),
  status: smallint('status').notNull(),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  registerTime: timestamp('register_time', { withTimezone: true }).notNull(),
  departmentId: bigint('department_id', { mode: 'number' }),
  post: bigint('post', { mode: 'number' }),
  isContact: smallint('is_contact').notNull(),
  delFlag: delFlagColumn(),
});

/**
 * The spec's user list (`cscpUserDetailsOr`), by the framework: tenant, soft delete, the `…Like` filters (any of
 * them matching), sort and paging in SQL. It also registers the user as the target of `ref('system.user')` fields
 * (a department's leader).
 */
export const registerUserListRoutes = (app: FastifyInstance, database: Database) =>
  registerEntityRoutes(app, {
    entity: SysUser,
    table: userList,
    database,
    listAccess: USER_PICKER_ACCESS,
    // Issue 20: a caller who is not an administrator lists their peers only; mobiles and e-mails in clear for user
    // editors only (the definition's `unmask`).
    readLimit: (request) => (seesAllStaff(request) ? null : { name: 'user-peers', where: (t) => sql`${t.id} IN ${peerIds(sql.placeholder('tenantId'), PEER_PLACEHOLDERS.areas, PEER_PLACEHOLDERS.callerId)}`, values: peerValues(request) }),
  });

/**
 * Who may read users as options: the user screens, and the forms that pick people (a department's leader, a work
 * group's staff, an organisation's people) without the user screen being granted.
 */
export const USER_PICKER_ACCESS = {
  anyOf: [
    PERMISSIONS.user.list,
    PERMISSIONS.department.add,
    PERMISSIONS.department.edit,
    PERMISSIONS.workGroup.add,
    PERMISSIONS.workGroup.edit,
    PERMISSIONS.org.add,
    PERMISSIONS.org.edit,
  ],
} as const;
