import type { Db } from '../../platform/db/client.ts';

/** What the arrears check answers for one parking space. */
export type Arrears = { arrears: boolean };

/**
 * The seam to billing: does the space have unpaid fees? Until fee bills exist nothing is owed, so the answer is
 * `{arrears: false}`. Both `GET /api/zhwy/fee-bill/checkParkingSpacesIsArrears/{id}` and 退出 (`parkingSpace/out`)
 * ask here; billing replaces the body (reading its bills inside `tx`, the out's transaction) and nothing else.
 */
export const checkParkingSpaceArrears = async (_tx: Db, _tenantId: number, _spaceId: number): Promise<Arrears> => ({ arrears: false });
