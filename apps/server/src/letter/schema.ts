import { StationLetter } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, tenantColumn } from '../platform/db/columns.ts';
import { entityTable } from '../platform/db/entity-table.ts';

/** 站内信: the list by status and time (draft / audit / query). */
export const stationLetter = entityTable(StationLetter, {
  table: 'station_letter',
  indexes: (t) => [index('station_letter_list_idx').on(t.tenantId, t.status, t.createTime).where(sql`del_flag = 0`)],
});

/**
 * A sent letter's recipients: one row per person, written with the send (verifyStatus → 已发送) and removed when the
 * letter is withdrawn; read_time when they opened it, confirm_time when they confirmed it. A person's letters (newest
 * first, unread first counted) by (tenant, user).
 */
export const stationLetterRecipient = pgTable(
  'station_letter_recipient',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    letterId: bigint('letter_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    readTime: timestamp('read_time', { withTimezone: true }),
    confirmTime: timestamp('confirm_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('station_letter_recipient_uq').on(t.letterId, t.userId),
    index('station_letter_recipient_user_idx').on(t.tenantId, t.userId, t.readTime),
  ],
);
