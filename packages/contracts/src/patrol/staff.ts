import { z } from 'zod';
import { SITE_FILE_PATH, idSchema } from '../platform/field-values.ts';

/**
 * 巡检 in the staff app (docs/api.md, "Staff app calls"): the caller's tasks of today (jobs assigned to them or to a
 * work group of theirs), a point checked by its QR code's content, a problem reported with photos. Same token as the
 * console; no permission code: a caller acts only on what is assigned to them.
 */
export const STAFF_PATROL = {
  tasks: '/api/staff/patrol/tasks',
  check: '/api/staff/patrol/check',
  problem: '/api/staff/patrol/problem',
} as const;

/** Photos: uploaded first (`POST /api/ctyun/ctYunUpload`), then their paths here, at most 6. */
const photos = z.array(z.string().regex(SITE_FILE_PATH, { error: 'image' })).max(6, { error: 'max' });

/** A check: the code scanned (the point's `pointCode`), the task when the caller has several with the point. */
export const staffCheckBody = z.object({
  code: z.string().trim().min(1, { error: 'required' }).max(32, { error: 'max' }),
  taskId: idSchema.optional(),
  problem: z.string().trim().max(500, { error: 'max' }).optional(),
  photos: photos.optional(),
});
export type StaffCheckBody = z.infer<typeof staffCheckBody>;

/** A problem found at a point the caller checked (its record), described, with photos. */
export const staffProblemBody = z.object({
  logId: idSchema,
  problem: z.string().trim().min(1, { error: 'required' }).max(500, { error: 'max' }),
  photos: photos.optional(),
});

/** A point of a task as the staff app lists it. */
export const staffTaskPoint = z.object({
  pointId: z.number(),
  pointName: z.string(),
  location: z.string(),
  sort: z.number(),
  checkTime: z.string().nullable(),
  logId: z.number().nullable(),
});
export const staffTask = z.object({
  id: z.number(),
  jobName: z.string(),
  lineName: z.string(),
  ordered: z.string(),
  windowStart: z.string(),
  windowEnd: z.string(),
  closesAt: z.string(),
  state: z.string(),
  points: z.array(staffTaskPoint),
});
export type StaffTask = z.infer<typeof staffTask>;

/** A task's point in the console (`patrolTask/points/{id}`): 已巡, 迟到, 待巡 (window open) or 漏检 (window over). */
export const taskPointRow = z.object({
  pointId: z.number(),
  pointName: z.string(),
  sort: z.number(),
  status: z.enum(['checked', 'late', 'pending', 'missed']),
  checkTime: z.string().nullable(),
  userName: z.string().nullable(),
  inOrder: z.string().nullable(),
  logId: z.number().nullable(),
  problem: z.string().nullable(),
  handleState: z.string().nullable(),
});
export type TaskPointRow = z.infer<typeof taskPointRow>;
