import { FUNDS_RECHARGE, FundConfig, UserFunds, UserFundsDetail, permissionOf } from '@zhwy/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/platform/db/client.ts';
import { withTransaction } from '../src/platform/db/transaction.ts';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { type Place, accountWith, placeIn } from './helpers/base-places.ts';
import { type BatteryContext, describeEntityApi } from './helpers/entity-battery.ts';

const t = useTestApp();

const communityOf = async (ctx: BatteryContext, host: string, n: number) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/base/new-com-area', headers: authed(ctx.token(host), host), payload: { areaCode: `Z${n}`, areaName: `资金小区${n}`, address: '路', status: '0' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
};
describeEntityApi(t, FundConfig, {
  table: 'fund_config',
  sample: async (ctx, host, n) => ({ areaId: await communityOf(ctx, host, n), state: '1', minRecharge: '10.00', maxRecharge: '5000.00', remark: `第${n}版` }),
});

describe('funds: accounts, the ledger, the configuration and the service', () => {
  let token = '';
  let other = '';
  let place: Place;
  let residentId = 0;
  let resident2Id = 0;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token, host = DEMO) =>
    t.app.inject({ method, url, headers: authed(as, host), ...(payload ? { payload } : {}) });
  const residentIn = async (areaId: number, name: string, idCardNo: string) =>
    Number((await t.sql<{ id: string }>("INSERT INTO com_resident (tenant_id, area_id, name, id_card_no, mobile) VALUES ($1, $2, $3, $4, '13612345678') RETURNING id", [place.tenantId, areaId, name, idCardNo]))[0].id);
  /** The account's balance and the sum of its movements, straight from the tables. */
  const ledgerOf = async (fundsId: number) =>
    (
      await t.sql<{ balance: number; sum: number; n: number }>(
        'SELECT f.balance::int AS balance, COALESCE(SUM(d.recharge_limit), 0)::int AS sum, COUNT(d.id)::int AS n FROM user_funds f LEFT JOIN user_funds_detail d ON d.funds_id = f.id AND d.del_flag = 0 WHERE f.id = $1 GROUP BY f.id',
        [fundsId],
      )
    )[0];
  const open = async (body: object) => {
    const res = await call('POST', '/api/zhwy/user-funds', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  /** A transaction of the app's pool, as billing's cashier holds one. */
  const inTx = <T>(fn: (tx: Db) => Promise<T>) => withTransaction(t.deps.database.pool, (client) => fn(drizzle({ client })));

  beforeAll(async () => {
    token = await loginReady(t.app, { username: 'admin' });
    other = await loginReady(t.app, { host: SECOND, username: 'admin' });
    place = await placeIn(t, 'demo', 'FUND');
    residentId = await residentIn(place.areaId, '王小明', '110101199001011237');
    resident2Id = await residentIn(place.areaId, '李四', '11010119900307663X');
  });

  it('opens an account, recharges it within the community’s configuration and lists it with names read from the source, masked', async () => {
    const noConfig = await call('POST', '/api/zhwy/fund-config/isConfig', { areaId: place.areaId });
    expect(noConfig.json().data).toBe(false);
    const fundsId = await open({ areaId: place.areaId, residentId, roomId: place.roomId, useLimit: '500.00' });
    // Before the community's funds are enabled, nothing comes in.
    const early = await call('POST', '/api/zhwy/user-funds/recharge', { id: fundsId, amount: '100.00' });
    expect([early.statusCode, early.json().msg]).toEqual([409, '该小区未启用用户资金，请先在资金配置中启用']);
    const saved = await call('POST', '/api/zhwy/fund-config/saveOrUpdate', { areaId: place.areaId, state: '1', minRecharge: '10.00', maxRecharge: '5000.00' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('POST', '/api/zhwy/fund-config/isConfig', { areaId: place.areaId })).json().data).toBe(true);
    // saveOrUpdate again replaces the community's one configuration.
    const again = await call('POST', '/api/zhwy/fund-config/saveOrUpdate', { areaId: place.areaId, state: '1', minRecharge: '20.00', maxRecharge: '5000.00' });
    expect(again.json().data.id).toBe(saved.json().data.id);
    const low = await call('POST', '/api/zhwy/fund-config/saveOrUpdate', { areaId: place.areaId, state: '1', minRecharge: '20.00', maxRecharge: '10.00' });
    expect([low.statusCode, Object.keys(low.json().fields)]).toEqual([422, ['maxRecharge']]);

    const recharged = await call('POST', '/api/zhwy/user-funds/recharge', { id: fundsId, amount: '100.50', remark: '前台现金' });
    expect(recharged.statusCode, recharged.body).toBe(200);
    expect(recharged.json().balance).toBe('100.50');
    expect(await t.sql('SELECT balance FROM user_funds WHERE id = $1', [fundsId])).toEqual([{ balance: 10_050 }]);
    const below = await call('POST', '/api/zhwy/user-funds/recharge', { id: fundsId, amount: '19.99' });
    expect([below.statusCode, below.json().fields]).toEqual([422, { amount: '低于本小区的最低充值金额' }]);
    const above = await call('POST', '/api/zhwy/user-funds/recharge', { id: fundsId, amount: '5000.01' });
    expect(Object.keys(above.json().fields)).toEqual(['amount']);

    const list = await call('GET', `/api/zhwy/user-funds/getList?areaId=${place.areaId}`);
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().data.find((r: { id: number }) => r.id === fundsId);
    expect(row).toMatchObject({ residentName: '王**', balance: '100.50', useLimit: '500.00', roomNo: '1201', buildingName: place.buildingName, areaName: 'FUND测试小区1', floor: 12, buildingId: place.buildingId });
    expect(row.labels.roomId).toBe(`${place.buildingName}-1201`);
    // A rename shows at once: the names are read, not copied.
    await t.sql("UPDATE com_building SET building_name = 'FUND新1号楼' WHERE id = $1", [place.buildingId]);
    expect((await call('GET', `/api/zhwy/user-funds/getById/${fundsId}`)).json().buildingName).toBe('FUND新1号楼');
    await t.sql('UPDATE com_building SET building_name = $2 WHERE id = $1', [place.buildingId, place.buildingName]);

    const detail = await call('GET', `/api/zhwy/user-funds-detail?fundsId=${fundsId}`);
    expect(detail.json().data).toMatchObject([{ feeType: '1', rechargeLimit: '100.50', actualLimit: '100.50', remark: '前台现金', residentName: '王**', roomNo: '1201' }]);
    // One account per resident and room.
    const twice = await call('POST', '/api/zhwy/user-funds', { areaId: place.areaId, residentId, roomId: place.roomId });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses zero, negative and too-precise amounts naming the field, and leaves nothing half-written', async () => {
    const fundsId = await open({ areaId: place.areaId, residentId, roomId: place.room2Id });
    for (const amount of ['0', '-5.00', '1.234', '1e3', 'abc']) {
      const res = await call('POST', '/api/zhwy/user-funds/recharge', { id: fundsId, amount });
      expect(res.statusCode, amount).toBe(422);
      expect(Object.keys(res.json().fields), amount).toEqual(['amount']);
    }
    const ledgerZero = await call('POST', '/api/zhwy/user-funds-detail', { fundsId, feeType: '4', rechargeLimit: '0' });
    expect([ledgerZero.statusCode, ledgerZero.json().fields]).toEqual([422, { rechargeLimit: '调整金额不能为 0' }]);
    const ledgerNegative = await call('POST', '/api/zhwy/user-funds-detail', { fundsId, feeType: '1', rechargeLimit: '-3.00' });
    expect(Object.keys(ledgerNegative.json().fields)).toEqual(['rechargeLimit']);
    const ledgerPrecise = await call('POST', '/api/zhwy/user-funds-detail', { fundsId, feeType: '1', rechargeLimit: '3.001' });
    expect([ledgerPrecise.statusCode, Object.keys(ledgerPrecise.json().fields)]).toEqual([422, ['rechargeLimit']]);
    const useLimit = await call('POST', '/api/zhwy/user-funds/useLimit', { id: fundsId, useLimit: '-1' });
    expect(Object.keys(useLimit.json().fields)).toEqual(['useLimit']);
    // A payment beyond the balance is refused whole.
    const overdraw = await call('POST', '/api/zhwy/user-funds-detail', { fundsId, feeType: '2', rechargeLimit: '1.00' });
    expect([overdraw.statusCode, overdraw.json().msg]).toEqual([409, '余额不足：可用 0.00 元，需 1.00 元']);
    expect(await ledgerOf(fundsId)).toEqual({ balance: 0, sum: 0, n: 0 });
  });

  it('keeps the ledger: an adjustment moves the balance, an edit changes only the remark, a delete is refused', async () => {
    const fundsId = await open({ areaId: place.areaId, residentId: resident2Id, roomId: place.roomId });
    const adjust = await call('POST', '/api/zhwy/user-funds-detail', { fundsId, feeType: '4', rechargeLimit: '30.00', remark: '补录' });
    expect(adjust.statusCode, adjust.body).toBe(200);
    const pay = await call('POST', '/api/zhwy/user-funds-detail', { fundsId, feeType: '2', rechargeLimit: '12.30' });
    expect(pay.json()).toMatchObject({ rechargeLimit: '-12.30', actualLimit: '17.70', feeType: '2' });
    const id = pay.json().id as number;
    const edited = await call('PUT', '/api/zhwy/user-funds-detail', { id, remark: '柜台缴物业费' });
    expect([edited.statusCode, edited.json().remark, edited.json().rechargeLimit]).toEqual([200, '柜台缴物业费', '-12.30']);
    const amountEdit = await call('PUT', '/api/zhwy/user-funds-detail', { id, rechargeLimit: '1.00' });
    expect([amountEdit.statusCode, Object.keys(amountEdit.json().fields)]).toEqual([422, ['rechargeLimit']]);
    const removed = await call('DELETE', `/api/zhwy/user-funds-detail/${id}`);
    expect([removed.statusCode, removed.json().msg]).toEqual([409, '资金明细不能删除，如需更正请登记一笔调整']);
    expect(await ledgerOf(fundsId)).toEqual({ balance: 1_770, sum: 1_770, n: 2 });
    // The database holds the rule too: no writer can leave a balance below zero.
    await expect(t.sql('UPDATE user_funds SET balance = -1 WHERE id = $1', [fundsId])).rejects.toThrow(/user_funds_balance_not_negative/);
  });

  it('debits and credits for billing through the funds service: never overdrawn by concurrent debits, balance = sum of movements', async () => {
    const roomId = place.room2Id;
    const fundsId = await open({ areaId: place.areaId, residentId: resident2Id, roomId, useLimit: '80.00' });
    await call('POST', '/api/zhwy/user-funds/recharge', { id: fundsId, amount: '100.00' });
    const funds = t.app.services.funds!;
    const { tenantId } = place;
    const account = { residentId: resident2Id, roomId };
    expect(await inTx((tx) => funds.balance(tx, tenantId, account))).toBe(10_000);

    // Two debits of 60.00 at once: the second waits for the first's row lock and is refused on the balance it left.
    const debit = (orderNo: string) => inTx((tx) => funds.debit(tx, tenantId, { ...account, amountCents: 6_000, orderNo, remark: '物业费' }));
    const results = await Promise.allSettled([debit('SF-1'), debit('SF-2')]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refusal = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect([refusal.reason.statusCode, refusal.reason.message]).toEqual([409, 'fundsInsufficient']);
    expect(await ledgerOf(fundsId)).toEqual({ balance: 4_000, sum: 4_000, n: 2 });

    // More than the 使用额度 in one payment; a non-positive amount; an account that does not exist.
    await expect(inTx((tx) => funds.debit(tx, tenantId, { ...account, amountCents: 100, orderNo: 'SF-3' }))).resolves.toMatchObject({ balance: 3_900 });
    await t.sql('UPDATE user_funds SET use_limit = 50 WHERE id = $1', [fundsId]);
    await expect(inTx((tx) => funds.debit(tx, tenantId, { ...account, amountCents: 51, orderNo: 'SF-4' }))).rejects.toMatchObject({ statusCode: 422, message: 'fundsOverUseLimit' });
    await expect(inTx((tx) => funds.debit(tx, tenantId, { ...account, amountCents: 0, orderNo: 'SF-5' }))).rejects.toMatchObject({ statusCode: 422 });
    await expect(inTx((tx) => funds.debit(tx, tenantId, { residentId, roomId: place.room2Id + 999_999, amountCents: 1, orderNo: 'SF-6' }))).rejects.toMatchObject({ statusCode: 422, message: 'fundsNoAccount' });
    // A failing order rolls its movement back with it.
    await expect(
      inTx(async (tx) => {
        await funds.debit(tx, tenantId, { ...account, amountCents: 10, orderNo: 'SF-7' });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    const refund = await inTx((tx) => funds.credit(tx, tenantId, { ...account, amountCents: 1_000, orderNo: 'SF-1', remark: '退费' }));
    expect(refund.balance).toBe(4_900);
    expect(await ledgerOf(fundsId)).toEqual({ balance: 4_900, sum: 4_900, n: 4 });
    const moves = (await call('GET', `/api/zhwy/user-funds-detail?fundsId=${fundsId}&sort=id,asc`)).json().data as { feeType: string; rechargeLimit: string; actualLimit: string; orderNo: string | null }[];
    expect(moves.map((m) => [m.feeType, m.rechargeLimit, m.actualLimit, m.orderNo])).toEqual([
      ['1', '100.00', '100.00', null],
      ['2', '-60.00', '40.00', expect.stringMatching(/^SF-[12]$/)],
      ['2', '-1.00', '39.00', 'SF-3'],
      ['3', '10.00', '49.00', 'SF-1'],
    ]);
  });

  it('keeps other tenants and other communities out, and asks each call’s permission code', async () => {
    const foreignArea = await call('POST', '/api/zhwy/user-funds', { areaId: place.areaId, residentId, roomId: place.roomId }, other, SECOND);
    expect([404, 422]).toContain(foreignArea.statusCode);
    const [{ id: fundsId }] = await t.sql<{ id: number }>('SELECT id FROM user_funds WHERE resident_id = $1 AND room_id = $2', [residentId, place.roomId]);
    expect((await call('GET', `/api/zhwy/user-funds/getById/${fundsId}`, undefined, other, SECOND)).statusCode).toBe(404);
    expect((await call('POST', '/api/zhwy/user-funds/recharge', { id: fundsId, amount: '50.00' }, other, SECOND)).statusCode).toBe(404);
    // A room of another community than the account's.
    const outsider = await residentIn(place.otherAreaId, '赵六', '110101198503077318');
    const mixed = await call('POST', '/api/zhwy/user-funds', { areaId: place.areaId, residentId: outsider, roomId: place.roomId });
    expect([mixed.statusCode, mixed.json().fields]).toEqual([422, { residentId: '不属于所选小区' }]);

    // Reading only, and only the other community: 403 on the calls, 404 on the rows.
    const reader = await accountWith(t, token, 'funds-reader', [permissionOf(UserFunds, 'list'), permissionOf(UserFundsDetail, 'list')], [place.areaId]);
    expect((await call('GET', `/api/zhwy/user-funds/getById/${fundsId}`, undefined, reader)).statusCode).toBe(200);
    expect((await call('POST', '/api/zhwy/user-funds/recharge', { id: fundsId, amount: '50.00' }, reader)).statusCode).toBe(403);
    expect((await call('POST', '/api/zhwy/user-funds/useLimit', { id: fundsId, useLimit: '1.00' }, reader)).statusCode).toBe(403);
    expect((await call('POST', '/api/zhwy/user-funds/export', {}, reader)).statusCode).toBe(403);
    expect((await call('POST', '/api/zhwy/user-funds-detail', { fundsId, feeType: '4', rechargeLimit: '1.00' }, reader)).statusCode).toBe(403);
    expect((await call('POST', '/api/zhwy/fund-config/saveOrUpdate', { areaId: place.areaId, state: '1', minRecharge: '1.00' }, reader)).statusCode).toBe(403);
    const cashier = await accountWith(t, token, 'funds-cashier', [permissionOf(UserFunds, 'list'), FUNDS_RECHARGE], [place.otherAreaId]);
    expect((await call('POST', '/api/zhwy/user-funds/recharge', { id: fundsId, amount: '50.00' }, cashier)).statusCode).toBe(404);
    expect((await call('GET', `/api/zhwy/user-funds/getList?areaId=${place.areaId}`, undefined, cashier)).json().data).toEqual([]);
    expect((await call('POST', '/api/zhwy/fund-config/isConfig', { areaId: place.areaId }, cashier)).statusCode).toBe(403);
  });

  it('exports the accounts as a real workbook with the names masked', async () => {
    const res = await call('POST', '/api/zhwy/user-funds/export', { areaId: place.areaId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['所属小区', '住户姓名', '房屋', '余额（元）']));
    const cells = sheet.getSheetValues().flat().map(String);
    expect(cells).toContain('王**');
    expect(cells.join()).not.toContain('王小明');
    expect(cells).toContain('100.50');
  });
});
