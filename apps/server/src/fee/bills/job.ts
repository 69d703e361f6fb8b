import type { JobDef } from '../../platform/jobs.ts';
import { pgScope } from '../../platform/scope-sql.ts';
import { executeRun, itemsDueOn, periodOf } from './generate.ts';

const HOUR = 3_600_000;
const CHINA = 8 * HOUR;

/**
 * `fee.generate`, every day at 02:00 China time, per tenant: each enabled area × price or fixed-amount fee item whose
 * billing day is today, when a cycle of it starts this month (months since January divisible by its cycle: monthly
 * every month, quarterly in January, April, July and October, half-yearly in January and July, yearly in January; a
 * one-off never), gets the cycle's bills for its whole community: one generation run each, as the page's.
 */
export const feeGenerateJob: JobDef = {
  name: 'fee.generate',
  schedule: { everyMs: 24 * HOUR, offsetMs: 18 * HOUR },
  perTenant: true,
  run: async ({ pool, tenantId, slot, signal, services }) => {
    if (tenantId === null) return;
    if (!services) throw new Error('fee.generate runs with its module\'s services (payers)');
    const today = new Date(slot.getTime() + CHINA);
    const month = today.getUTCMonth() + 1;
    const items = await itemsDueOn(pool, tenantId, month, today.getUTCDate());
    let created = 0;
    for (const item of items) {
      if (signal.aborted) break;
      const period = periodOf(item, `${today.getUTCFullYear()}-${String(month).padStart(2, '0')}`);
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO fee_bill_run (tenant_id, area_id, fee_item_id, period_start, period_end, state) VALUES ($1, $2, $3, $4, $5, '0') RETURNING id`,
        [tenantId, item.areaId, item.id, period.start, period.end],
      );
      const id = Number(rows[0].id);
      await executeRun(pool, services.payers, id);
      const done = await pool.query<{ created: string }>(`SELECT r.created FROM fee_bill_run r WHERE ${pgScope('r', 1, { live: false })} AND r.id = $2`, [tenantId, id]);
      created += Number(done.rows[0]?.created ?? 0);
    }
    return { rows: created, message: `${items.length} items` };
  },
};
