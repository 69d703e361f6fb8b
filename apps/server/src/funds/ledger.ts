import { FUNDS_MAX_CENTS, formatMoney, maskValue } from '@zhwy/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { AppError, conflict, notFound, validationFailed } from '../platform/errors.ts';
import type { FundsAccount, FundsService } from '../platform/services.ts';
import type { Scope } from '../platform/scope.ts';
import { scopeWhere } from '../platform/scope-sql.ts';
import { userFundsList } from './lists.ts';
import { fundConfig, userFunds, userFundsDetail } from './schema.ts';

/**
 * The ledger: every change of a balance is one movement written with the balance it leaves, under the account's row
 * lock (SELECT … FOR UPDATE), in the caller's transaction. Two debits of one account queue on the lock, and the
 * second reads the balance the first left: the balance never goes below zero and always equals the sum of the
 * account's movements (recharge_limit).
 */

/** 1 充值, 2 缴费, 3 退款, 4 调整 (FUNDS_MOVE_TYPE). */
export type MoveType = '1' | '2' | '3' | '4';
export type Move = {
  /** The account: by id (a screen's call) or by resident and room (billing's). */
  fundsId?: number;
  account?: FundsAccount;
  type: MoveType;
  /** Signed cents: + recharge, refund; − payment; either for an adjustment. */
  cents: number;
  orderNo?: string | null;
  remark?: string | null;
  userId: number | null;
  /** The field a refused amount is reported on (the screen's `amount`, the ledger's `rechargeLimit`, billing's `amountCents`). */
  amountField: string;
};

/** The community's live fund configuration, or undefined. */
export const configOf = async (tx: Db, tenantId: number, areaId: number) =>
  (await tx.select().from(fundConfig).where(and(scopeWhere(fundConfig, { tenantId }), eq(fundConfig.areaId, areaId))).limit(1))[0];

/** Whether a community's funds are in use: a live configuration in state 启用. */
export const fundsEnabled = async (tx: Db, tenantId: number, areaId: number) => (await configOf(tx, tenantId, areaId))?.state === '1';

/** The amount's own rules: positive for recharge, payment and refund; not zero for an adjustment; within the maximum. */
const checkAmount = (move: Move) => {
  const { cents, type, amountField } = move;
  if (!Number.isSafeInteger(cents)) throw validationFailed({ [amountField]: 'money' });
  if (type === '4' ? cents === 0 : type === '2' ? cents >= 0 : cents <= 0) throw validationFailed({ [amountField]: type === '4' ? 'fundsAmountNonZero' : 'fundsAmountPositive' });
  if (Math.abs(cents) > FUNDS_MAX_CENTS) throw validationFailed({ [amountField]: 'maxValue' });
};

/** Writes one movement: the account locked, the rules checked on its current balance, the balance and the ledger row written. */
export const moveFunds = async (tx: Db, scope: Scope, move: Move): Promise<{ id: number; fundsId: number; balance: number }> => {
  checkAmount(move);
  const which = move.fundsId !== undefined ? eq(userFunds.id, move.fundsId) : and(eq(userFunds.residentId, move.account!.residentId), eq(userFunds.roomId, move.account!.roomId));
  const [account] = await tx.select().from(userFunds).where(and(scopeWhere(userFunds, scope, { community: userFunds.areaId }), which)).limit(1).for('update');
  if (!account) throw move.fundsId !== undefined ? notFound('记录不存在') : new AppError(422, 'fundsNoAccount', { fields: { residentId: 'fundsNoAccount' } });
  const areaId = Number(account.areaId);
  const current = Number(account.balance);
  // Money comes in and is spent only where the community has its funds enabled; a refund or an adjustment always lands.
  if ((move.type === '1' || move.type === '2') && !(await fundsEnabled(tx, scope.tenantId, areaId))) throw conflict('fundsNotEnabled');
  if (move.type === '2' && account.useLimit !== null && -move.cents > Number(account.useLimit)) {
    throw new AppError(422, 'fundsOverUseLimit', { fields: { [move.amountField]: 'fundsOverUseLimit' }, params: { limit: formatMoney(Number(account.useLimit)) } });
  }
  const balance = current + move.cents;
  if (balance < 0) throw conflict('fundsInsufficient', undefined, { balance: formatMoney(current), amount: formatMoney(-move.cents) });
  if (balance > FUNDS_MAX_CENTS) throw validationFailed({ [move.amountField]: 'maxValue' });
  await tx.update(userFunds).set({ balance, updateBy: move.userId, updateTime: new Date() }).where(eq(userFunds.id, account.id));
  const [row] = await tx
    .insert(userFundsDetail)
    .values({
      tenantId: scope.tenantId,
      fundsId: account.id,
      areaId,
      residentId: account.residentId,
      roomId: account.roomId,
      feeType: move.type,
      rechargeLimit: move.cents,
      actualLimit: balance,
      orderNo: move.orderNo ?? null,
      remark: move.remark ?? null,
      createBy: move.userId,
    })
    .returning({ id: userFundsDetail.id });
  return { id: Number(row!.id), fundsId: Number(account.id), balance };
};

/**
 * The `funds` service billing's cashier uses (platform/services.ts), inside its own transaction: the payment's order
 * and the movement land together or not at all. A module's call: the whole tenant is in scope.
 */
export const fundsService = (): FundsService => {
  const amountOf = (cents: number) => {
    if (!Number.isSafeInteger(cents) || cents <= 0) throw validationFailed({ amountCents: 'fundsAmountPositive' });
    return cents;
  };
  return {
    balance: async (tx, tenantId, account) => {
      const [row] = await tx
        .select({ balance: userFunds.balance })
        .from(userFunds)
        .where(and(scopeWhere(userFunds, { tenantId }), eq(userFunds.residentId, account.residentId), eq(userFunds.roomId, account.roomId)))
        .limit(1);
      return row ? Number(row.balance) : 0;
    },
    debit: (tx, tenantId, { amountCents, orderNo, remark, userId, ...account }) =>
      moveFunds(tx, { tenantId, areaIds: null }, { account, type: '2', cents: -amountOf(amountCents), orderNo, remark, userId: userId ?? null, amountField: 'amountCents' }),
    credit: (tx, tenantId, { amountCents, orderNo, remark, userId, ...account }) =>
      moveFunds(tx, { tenantId, areaIds: null }, { account, type: '3', cents: amountOf(amountCents), orderNo, remark, userId: userId ?? null, amountField: 'amountCents' }),
    accountsOf: async (tx, tenantId, roomId) =>
      (
        await tx
          .select({ residentId: userFundsList.residentId, residentName: userFundsList.residentName, balance: userFundsList.balance, useLimit: userFundsList.useLimit })
          .from(userFundsList)
          .where(and(scopeWhere(userFundsList, { tenantId }), eq(userFundsList.roomId, roomId)))
          .orderBy(asc(userFundsList.id))
      ).map((row) => ({
        residentId: Number(row.residentId),
        residentName: row.residentName ? maskValue('name', String(row.residentName)) : '',
        balance: Number(row.balance),
        useLimit: row.useLimit === null || row.useLimit === undefined ? null : Number(row.useLimit),
      })),
    debitOf: async (tx, tenantId, { areaId, orderNo }) => {
      const [row] = await tx
        .select({ residentId: userFundsDetail.residentId, roomId: userFundsDetail.roomId, cents: userFundsDetail.rechargeLimit })
        .from(userFundsDetail)
        .where(and(scopeWhere(userFundsDetail, { tenantId }), eq(userFundsDetail.areaId, areaId), eq(userFundsDetail.orderNo, orderNo), eq(userFundsDetail.feeType, '2')))
        .limit(1);
      return row ? { residentId: Number(row.residentId), roomId: Number(row.roomId), amountCents: -Number(row.cents) } : undefined;
    },
  };
};
