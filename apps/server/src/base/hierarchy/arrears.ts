import type { Db } from '../../platform/db/client.ts';

/** What may owe money: a room (fees charged on it) or a parking space. */
export type ArrearsTarget = { kind: 'room' | 'parkingSpace'; id: number };

/**
 * The arrears seam: whether a room or space has unpaid bills. Billing does not exist yet, so the answer is "no
 * arrears"; the billing module replaces the body (same signature, inside the caller's transaction) and every
 * check (sale, rent, leave, parking-space out, `fee-bill/checkRoomIsArrears/{id}`) follows.
 */
export const hasArrears = async (_tx: Db, _tenantId: number, _target: ArrearsTarget): Promise<boolean> => false;
