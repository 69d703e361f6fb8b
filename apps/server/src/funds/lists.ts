import { FUNDS_READ_FIELDS, UserFunds, UserFundsDetail } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import { type PgColumnBuilderBase, bigint, integer, varchar } from 'drizzle-orm/pg-core';
import { entityTable, snakeCase } from '../platform/db/entity-table.ts';

/**
 * The views user_funds_list and user_funds_detail_list (migration 0039): the stored row with the resident's name and
 * the room's place (building, unit, floor, number) and names read from their rows by scalar subqueries, so a rename
 * shows at once and the views stay simple, updatable views over their tables (the framework's reads, writes and row
 * locks go straight to them). The read columns are declared generated so that drizzle never writes them. Defined
 * here, not in schema.ts: drizzle-kit must not make tables of them.
 */
const readColumns = (): Record<(typeof FUNDS_READ_FIELDS)[number], PgColumnBuilderBase> =>
  Object.fromEntries(
    FUNDS_READ_FIELDS.map((name) => {
      const column = snakeCase(name);
      const builder = name === 'floor' ? integer(column) : name.endsWith('Id') ? bigint(column, { mode: 'number' }) : varchar(column, { length: 255 });
      return [name, builder.generatedAlwaysAs(sql`NULL`)];
    }),
  ) as unknown as Record<(typeof FUNDS_READ_FIELDS)[number], PgColumnBuilderBase>;

export const userFundsList = entityTable(UserFunds, { table: 'user_funds_list', columns: { ...readColumns(), balance: bigint('balance', { mode: 'number' }).notNull() } });
export const userFundsDetailList = entityTable(UserFundsDetail, { table: 'user_funds_detail_list', columns: readColumns() });
