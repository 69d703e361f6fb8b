import { z } from 'zod';
import { idSchema } from '../platform/field-values.ts';
import { PERIOD_PATTERN, READING_BATCH_MAX } from './meter.ts';

/** One building's meters of one fee item for one month (`GET meter-reading/queryListAll`). */
export const readingSheetQuery = z.object({
  buildingId: idSchema,
  feeItemId: idSchema,
  period: z.string().regex(PERIOD_PATTERN, { error: 'invalid' }),
});

/**
 * One row of the sheet: a meter in use of the building and fee item, its room, the reading before the month (the
 * meter's last reading before it, or its initial reading) and the month's reading where it was entered.
 */
export const readingSheetRow = z.object({
  meterId: z.number(),
  meterNo: z.string(),
  meterType: z.string(),
  roomId: z.number(),
  roomName: z.string(),
  previousReading: z.string(),
  /** The month's reading where it exists (then the row is not entered again). */
  readingId: z.number().nullable(),
  currentReading: z.string().nullable(),
  usage: z.string().nullable(),
  /** A reading of a later month exists: this month can no longer be entered for the meter. */
  laterPeriod: z.string().nullable(),
});
export type ReadingSheetRow = z.infer<typeof readingSheetRow>;

/**
 * The batch entry (`POST meter-reading/addList`): the month's readings of one building and fee item, all saved or
 * none; a row's refusals come back under `rows.<index>.<field>`.
 */
export const readingBatchBody = z.object({
  buildingId: idSchema,
  feeItemId: idSchema,
  period: z.string().regex(PERIOD_PATTERN, { error: 'invalid' }),
  readingDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid' }),
  reader: z.string().max(30).optional().nullable(),
  rows: z
    .array(z.object({ meterId: idSchema, currentReading: z.union([z.string(), z.number()]), remark: z.string().max(200).optional().nullable() }))
    .min(1, { error: 'required' })
    .max(READING_BATCH_MAX, { error: 'batchTooMany' }),
});
export type ReadingBatchBody = z.infer<typeof readingBatchBody>;
