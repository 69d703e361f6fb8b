import { bigint, smallint, timestamp } from 'drizzle-orm/pg-core';

/** Columns every business table carries: identity id, tenant, audit fields. */
export const idColumn = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const tenantColumn = () => bigint('tenant_id', { mode: 'number' }).notNull();
export const auditColumns = () => ({
  createBy: bigint('create_by', { mode: 'number' }),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  updateBy: bigint('update_by', { mode: 'number' }),
  updateTime: timestamp('update_time', { withTimezone: true }),
});
/** 0 live, 1 deleted (the spec's delFlag). */
export const delFlagColumn = () => smallint('del_flag').notNull().default(0);
