import { accruedLateFee, addDays, formatMoney } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { chinaDay } from '../src/fee/cashier/owed.ts';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { type Place, accountWith, placeIn } from './helpers/base-places.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { expectSummariesExact } from './helpers/fee-summaries.ts';

const t = useTestApp();
const ORDER = '/api/zhwy/fee-order';
const BILL = '/api/zhwy/fee-bill';
const rule = { graceDays: 3, dailyRateMillionths: 500, capBasisPoints: 10_000 };

const one = async (text: string, values: unknown[]) => Number((await t.sql<{ id: string }>(text, values))[0]!.id);

/** A bill written straight into fee_bill (generation is another branch's): unpaid unless told. */
const billIn = async (place: Place, itemId: number, o: { room?: number; start: string; amount: number; due?: string | null; status?: string; paid?: number }) =>
  one(
    `INSERT INTO fee_bill (tenant_id, area_id, fee_item_id, payer_kind, room_id, period_start, period_end, due_date, amount, paid_amount, status, source)
     VALUES ($1, $2, $3, '1', $4, $5, $6, $7, $8, $9, $10, '2') RETURNING id`,
    [place.tenantId, place.areaId, itemId, o.room ?? place.roomId, o.start, addDays(o.start, 30), o.due ?? null, o.amount, o.paid ?? 0, o.status ?? '0'],
  );

describe('fee cashier: owed, pay, receipts, refunds and voids', () => {
  let admin = '';
  let place: Place;
  let itemId = 0;
  let plainItemId = 0;
  const today = chinaDay();
  const as = (token: string, host = DEMO) => (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: authed(token, host), ...(payload ? { payload } : {}) });
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => as(admin)(method, url, payload);
  const bill = async (id: number) => (await t.sql<Record<string, unknown>>('SELECT status, audit_state, paid_amount, late_fee FROM fee_bill WHERE id = $1', [id]))[0]!;
  const receiptCount = async () => Number((await t.sql<{ n: string }>('SELECT count(*) AS n FROM fee_order WHERE area_id = $1', [place.areaId]))[0]!.n);
  const year = today.slice(0, 4);

  beforeAll(async () => {
    admin = await loginReady(t.app, { username: 'admin' });
    place = await placeIn(t, 'demo', 'C');
    itemId = await one("INSERT INTO fee_item (tenant_id, area_id, item_name, fee_type, late_fee) VALUES ($1, $2, '物业费', '1', '1') RETURNING id", [place.tenantId, place.areaId]);
    plainItemId = await one("INSERT INTO fee_item (tenant_id, area_id, item_name, fee_type, late_fee) VALUES ($1, $2, '垃圾费', '5', '0') RETURNING id", [place.tenantId, place.areaId]);
    await t.sql('INSERT INTO fee_late_config (tenant_id, area_id, grace_days, daily_rate, cap_rate) VALUES ($1, $2, 3, 500, 10000)', [place.tenantId, place.areaId]);
  });

  it('lists what a room owes with the late fee to today, in decimal strings, totals the sum of the lines', async () => {
    const due = addDays(today, -20);
    const late = await billIn(place, itemId, { room: place.room2Id, start: '2026-01-01', amount: 63_098, due });
    await billIn(place, plainItemId, { room: place.room2Id, start: '2026-01-01', amount: 5_000, due });
    await billIn(place, itemId, { room: place.room2Id, start: '2025-01-01', amount: 1_000, status: '2', paid: 1_000 });
    const res = await call('GET', `${ORDER}/owed?roomId=${place.room2Id}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const fee = accruedLateFee(63_098, due, rule, today);
    expect(fee).toBeGreaterThan(0);
    expect(data.bills.map((b: { id: number; itemName: string; principalOwed: string; lateFeeOwed: string }) => [b.itemName, b.principalOwed, b.lateFeeOwed])).toEqual([
      ['物业费', '630.98', formatMoney(fee)],
      ['垃圾费', '50.00', '0.00'],
    ]);
    expect(data.bills[0].id).toBe(late);
    expect(data.totals).toEqual({ principal: '680.98', lateFee: formatMoney(fee), owed: formatMoney(68_098 + fee) });
    expect(data.payer.label).toContain('1202');
    // Exactly one payer.
    const none = await call('GET', `${ORDER}/owed`);
    expect([none.statusCode, Object.keys(none.json().fields)]).toEqual([422, ['roomId']]);
    const two = await call('GET', `${ORDER}/owed?roomId=${place.roomId}&carId=1`);
    expect([two.statusCode, Object.keys(two.json().fields)]).toEqual([422, ['carId']]);
  });

  it('pays late fee first, then principal, partly then fully, with consecutive receipt numbers; refuses zero, negative and over-payment naming the line', async () => {
    const due = addDays(today, -10);
    const id = await billIn(place, itemId, { start: '2026-02-01', amount: 10_000, due });
    const fee = accruedLateFee(10_000, due, rule, today);
    const before = await receiptCount();
    const pay = (amount?: string, payMethod = '1') => call('POST', `${ORDER}/pay`, { roomId: place.roomId, payMethod, bills: [{ billId: id, ...(amount === undefined ? {} : { amount }) }] });
    for (const [amount, message] of [
      ['0', '金额须大于 0'],
      ['-5.00', '金额须大于 0'],
      [formatMoney(10_000 + fee + 1), `超过应缴金额 ${formatMoney(10_000 + fee)}`],
    ] as const) {
      const refused = await pay(amount);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().fields).toEqual({ 'bills.0.amount': message });
    }
    const badInput = await call('POST', `${ORDER}/pay`, { roomId: place.roomId, payMethod: '9', bills: [{ billId: id, amount: '1.234' }] });
    expect([badInput.statusCode, Object.keys(badInput.json().fields).sort()]).toEqual([422, ['bills.0.amount', 'payMethod']]);
    // 余额 without the account to pay from.
    const funds = await pay(undefined, '6');
    expect([funds.statusCode, Object.keys(funds.json().fields)]).toEqual([422, ['residentId']]);
    expect(await receiptCount()).toBe(before);

    const part = await pay('30.00');
    expect(part.statusCode, part.body).toBe(200);
    const first = part.json().data;
    expect(first.lines).toEqual([{ billId: id, principal: formatMoney(3_000 - fee), lateFee: formatMoney(fee), amount: '30.00', status: '1' }]);
    expect(first.receiptNo).toMatch(new RegExp(`^${year}-\\d{6}$`));
    expect(await bill(id)).toEqual({ status: '1', audit_state: '0', paid_amount: 3_000 - fee, late_fee: fee });
    // The rest by default: what it still owes (the late fee is settled to today).
    const rest = await pay();
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.totalAmount).toBe(formatMoney(7_000 + fee));
    expect(Number(rest.json().data.receiptNo.slice(5))).toBe(Number(first.receiptNo.slice(5)) + 1);
    expect(await bill(id)).toEqual({ status: '2', audit_state: '0', paid_amount: 10_000, late_fee: fee });
    // The order's total is the sum of its lines; the history has a row per payment.
    const sums = await t.sql('SELECT o.total_amount, sum(l.amount)::bigint AS lines FROM fee_order o JOIN fee_order_line l ON l.order_id = o.id WHERE o.area_id = $1 GROUP BY o.id', [place.areaId]);
    for (const row of sums) expect(Number(row.total_amount)).toBe(Number(row.lines));
    const history = await t.sql("SELECT action, from_value, to_value FROM sys_entity_transition WHERE entity = 'fee.feeBill' AND row_id = $1 ORDER BY id", [id]);
    expect(history).toEqual([
      { action: 'pay', from_value: '0', to_value: '1' },
      { action: 'pay', from_value: '1', to_value: '2' },
    ]);
    // A paid bill again: 409 saying it was just paid.
    await t.endDuplicateWindows();
    const again = await pay();
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toContain('刚刚已被缴清');
  });

  it('lets one of two cashiers paying one bill at once through; the other gets 409; a failed payment takes no number', async () => {
    const id = await billIn(place, plainItemId, { start: '2026-03-01', amount: 8_800 });
    const second = await loginReady(t.app, { username: 'admin' });
    const body = { roomId: place.roomId, payMethod: '1', bills: [{ billId: id }] };
    const before = await t.sql<{ last_no: number }>('SELECT last_no FROM fee_receipt_seq WHERE area_id = $1', [place.areaId]);
    const [a, b] = await Promise.all([as(admin)('POST', `${ORDER}/pay`, body), as(second)('POST', `${ORDER}/pay`, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const lost = a.statusCode === 409 ? a : b;
    expect(lost.json().msg).toContain('刚刚已被缴清');
    expect(await t.sql('SELECT count(*)::int AS n FROM fee_order_line WHERE bill_id = $1', [id])).toEqual([{ n: 1 }]);
    expect((await bill(id)).paid_amount).toBe(8_800);
    const after = await t.sql<{ last_no: number }>('SELECT last_no FROM fee_receipt_seq WHERE area_id = $1', [place.areaId]);
    expect(after[0]!.last_no).toBe(before[0]!.last_no + 1);

    // The same submit twice at once from one session: the second is refused as a duplicate.
    const next = await billIn(place, plainItemId, { start: '2026-04-01', amount: 100 });
    const dup = { roomId: place.roomId, payMethod: '2', bills: [{ billId: next }] };
    const firstTry = await call('POST', `${ORDER}/pay`, dup);
    const secondTry = await call('POST', `${ORDER}/pay`, dup);
    expect([firstTry.statusCode, secondTry.statusCode]).toEqual([200, 429]);
    // Numbers stay gap-free: every order of the community, by number, 1…n.
    const numbers = (await t.sql<{ receipt_no: string }>('SELECT receipt_no FROM fee_order WHERE area_id = $1 ORDER BY receipt_no', [place.areaId])).map((r) => Number(r.receipt_no.slice(5)));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('refuses another tenant’s and another community’s bills and rooms, and callers without the codes', async () => {
    const id = await billIn(place, plainItemId, { start: '2026-05-01', amount: 1_000 });
    const other = await loginReady(t.app, { host: SECOND, username: 'admin' });
    const foreign = as(other, SECOND);
    expect((await foreign('GET', `${ORDER}/owed?roomId=${place.roomId}`)).statusCode).toBe(404);
    expect((await foreign('POST', `${ORDER}/pay`, { roomId: place.roomId, payMethod: '1', bills: [{ billId: id }] })).statusCode).toBe(404);
    // A cashier of the other community only: the room is outside their scope.
    const elsewhere = await accountWith(t, admin, 'cashier-away', ['fee:order:pay', 'fee:order:list'], [place.otherAreaId]);
    expect((await as(elsewhere)('GET', `${ORDER}/owed?roomId=${place.roomId}`)).statusCode).toBe(403);
    expect((await as(elsewhere)('POST', `${ORDER}/pay`, { roomId: place.roomId, payMethod: '1', bills: [{ billId: id }] })).statusCode).toBe(403);
    // A bill of another room than the payer named.
    const mixed = await call('POST', `${ORDER}/pay`, { roomId: place.room2Id, payMethod: '1', bills: [{ billId: id }] });
    expect([mixed.statusCode, Object.keys(mixed.json().fields)]).toEqual([422, ['bills.0.billId']]);
    // Without the pay code (the orders' list only): 403.
    const reader = await accountWith(t, admin, 'order-reader', ['fee:order:list'], null);
    expect((await as(reader)('GET', `${ORDER}/owed?roomId=${place.roomId}`)).statusCode).toBe(403);
    expect((await as(reader)('POST', `${ORDER}/pay`, { roomId: place.roomId, payMethod: '1', bills: [{ billId: id }] })).statusCode).toBe(403);
    expect((await as(reader)('GET', `${ORDER}/getList`)).statusCode).toBe(200);
    expect((await bill(id)).status).toBe('0');
  });

  it('serves the receipt as a PDF with the receipt number, the total and its capitals, and lists the order with its lines', async () => {
    const id = await billIn(place, plainItemId, { start: '2026-06-01', amount: 63_287 });
    const paid = (await call('POST', `${ORDER}/pay`, { roomId: place.roomId, payMethod: '4', bills: [{ billId: id }] })).json().data;
    const res = await call('GET', `${ORDER}/receipt/${paid.id}?download=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('/FontFile');
    const text = pdfText(res.rawPayload);
    for (const shown of [paid.receiptNo, '632.87', '陆佰叁拾贰元捌角柒分', '垃圾费', '1201', '微信']) expect(text).toContain(shown);
    const order = (await call('GET', `${ORDER}/${paid.id}`)).json();
    expect([order.receiptNo, order.totalAmount, order.payMethod, order.lines.length, order.lines[0].amount]).toEqual([paid.receiptNo, '632.87', '4', 1, '632.87']);
    const list = (await call('GET', `${ORDER}/getList?receiptNo=${paid.receiptNo}`)).json();
    expect(list.data.map((row: { id: number }) => row.id)).toContain(paid.id);
    const other = await loginReady(t.app, { host: SECOND, username: 'admin' });
    expect((await as(other, SECOND)('GET', `${ORDER}/receipt/${paid.id}`)).statusCode).toBe(404);
  });

  it('refunds and voids through an audit: apply with a reason, another user approves, each step in the history', async () => {
    const auditor = await accountWith(t, admin, 'fee-auditor', ['fee:bill:list', 'fee:bill:audit'], [place.areaId]);
    const applicantOnly = await accountWith(t, admin, 'fee-applicant', ['fee:bill:list', 'fee:bill:apply'], [place.areaId]);
    const clerk = await accountWith(t, admin, 'fee-clerk', ['fee:bill:list', 'fee:bill:apply', 'fee:bill:audit'], [place.areaId]);
    // A void: only of an unpaid bill, with a reason.
    const unpaid = await billIn(place, plainItemId, { start: '2026-07-01', amount: 2_000 });
    const asClerk = as(clerk);
    const noReason = await asClerk('POST', `${BILL}/applyVoid`, { id: unpaid, auditState: '2' });
    expect([noReason.statusCode, Object.keys(noReason.json().fields)]).toEqual([422, ['reason']]);
    expect((await asClerk('POST', `${BILL}/applyRefund`, { id: unpaid, auditState: '1', reason: '多收' })).statusCode).toBe(409);
    expect((await asClerk('POST', `${BILL}/applyVoid`, { id: unpaid, auditState: '2', reason: '重复出账' })).statusCode).toBe(200);
    // In an audit: not payable; the applicant may not approve it; without the audit code 403.
    const inAudit = await call('POST', `${ORDER}/pay`, { roomId: place.roomId, payMethod: '1', bills: [{ billId: unpaid }] });
    expect(inAudit.statusCode).toBe(409);
    const own = await asClerk('POST', `${BILL}/approve`, { id: unpaid, auditState: '0' });
    expect([own.statusCode, own.json().msg]).toEqual([403, '不能审核自己提交的申请']);
    expect((await as(applicantOnly)('POST', `${BILL}/approve`, { id: unpaid, auditState: '0' })).statusCode).toBe(403);
    expect((await as(auditor)('POST', `${BILL}/approve`, { id: unpaid, auditState: '0' })).statusCode).toBe(200);
    expect(await bill(unpaid)).toMatchObject({ status: '4', audit_state: '0' });
    await t.endDuplicateWindows();
    expect((await as(auditor)('POST', `${BILL}/approve`, { id: unpaid, auditState: '0' })).statusCode).toBe(409);

    // A refund: of a paid bill; rejected once (with a reason), then approved: 已退费, a refund order with the next number.
    const paidBill = await billIn(place, plainItemId, { start: '2026-08-01', amount: 4_500 });
    const paid = (await call('POST', `${ORDER}/pay`, { roomId: place.roomId, payMethod: '3', bills: [{ billId: paidBill }] })).json().data;
    expect((await call('POST', `${BILL}/applyVoid`, { id: paidBill, auditState: '2', reason: '作废' })).statusCode).toBe(409);
    expect((await as(applicantOnly)('POST', `${BILL}/applyRefund`, { id: paidBill, auditState: '1', reason: '业主退房' })).statusCode).toBe(200);
    const noWhy = await as(auditor)('POST', `${BILL}/reject`, { id: paidBill, auditState: '0' });
    expect([noWhy.statusCode, Object.keys(noWhy.json().fields)]).toEqual([422, ['reason']]);
    expect((await as(auditor)('POST', `${BILL}/reject`, { id: paidBill, auditState: '0', reason: '缺少证明' })).statusCode).toBe(200);
    expect(await bill(paidBill)).toMatchObject({ status: '2', audit_state: '0' });
    expect((await as(applicantOnly)('POST', `${BILL}/applyRefund`, { id: paidBill, auditState: '1', reason: '业主退房，附证明' })).statusCode).toBe(200);
    expect((await as(auditor)('POST', `${BILL}/approve`, { id: paidBill, auditState: '0' })).statusCode).toBe(200);
    expect(await bill(paidBill)).toEqual({ status: '3', audit_state: '0', paid_amount: 0, late_fee: 0 });
    const refund = await t.sql<Record<string, unknown>>(
      "SELECT o.receipt_no, o.total_amount, o.state, o.pay_method, o.remark, l.principal, l.amount FROM fee_order o JOIN fee_order_line l ON l.order_id = o.id WHERE l.bill_id = $1 AND o.state = '2'",
      [paidBill],
    );
    // The tenant's administrator may approve an application of their own (documented exception).
    const alone = await billIn(place, plainItemId, { start: '2026-09-01', amount: 300 });
    expect((await call('POST', `${BILL}/applyVoid`, { id: alone, auditState: '2', reason: '录错' })).statusCode).toBe(200);
    expect((await call('POST', `${BILL}/approve`, { id: alone, auditState: '0' })).statusCode).toBe(200);
    expect(refund).toEqual([{ receipt_no: `${year}-${String(Number(paid.receiptNo.slice(5)) + 1).padStart(6, '0')}`, total_amount: -4_500, state: '2', pay_method: '3', remark: '业主退房，附证明', principal: -4_500, amount: -4_500 }]);
    const history = (await call('GET', `${BILL}/getList/transitions/${paidBill}`)).json().data as { action: string; to: string; username: string }[];
    expect(history.map((move) => [move.action, move.to, move.username])).toEqual([
      ['pay', '2', 'admin'],
      ['applyRefund', '1', 'fee-applicant'],
      ['reject', '0', 'fee-auditor'],
      ['applyRefund', '1', 'fee-applicant'],
      ['approve', '0', 'fee-auditor'],
      ['refund', '3', 'fee-auditor'],
    ]);
    const voided = (await call('GET', `${BILL}/getList?status=4&areaId=${place.areaId}`)).json().data as { id: number }[];
    expect(voided.map((row) => row.id).sort()).toEqual([unpaid, alone].sort());
  });
});

describe('fee cashier: paying from residents\' funds (余额) and prepaying periods (预缴)', () => {
  let admin = '';
  let place: Place;
  let fundsItem = 0;
  let cashOnlyItem = 0;
  let residentId = 0;
  let fundsId = 0;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin, host = DEMO) => t.app.inject({ method, url, headers: authed(token, host), ...(payload ? { payload } : {}) });
  const balance = async () => Number((await t.sql<{ balance: string }>('SELECT balance FROM user_funds WHERE id = $1', [fundsId]))[0]!.balance);
  const orders = async () => Number((await t.sql<{ n: string }>('SELECT count(*) AS n FROM fee_order WHERE area_id = $1', [place.areaId]))[0]!.n);
  const payFunds = (billId: number, extra: object = {}) => call('POST', `${ORDER}/pay`, { roomId: place.roomId, payMethod: '6', residentId, bills: [{ billId }], ...extra });

  beforeAll(async () => {
    admin = await loginReady(t.app, { username: 'admin' });
    place = await placeIn(t, 'demo', 'FP');
    fundsItem = await one("INSERT INTO fee_item (tenant_id, area_id, item_name, fee_type, charge_method, fixed_amount, cycle, billing_day, due_days, funds_payable) VALUES ($1, $2, '物业费', '1', '2', 12345, '1', 1, 15, '1') RETURNING id", [place.tenantId, place.areaId]);
    cashOnlyItem = await one("INSERT INTO fee_item (tenant_id, area_id, item_name, fee_type, funds_payable) VALUES ($1, $2, '装修押金', '9', '0') RETURNING id", [place.tenantId, place.areaId]);
    residentId = await one("INSERT INTO com_resident (tenant_id, area_id, name, id_card_no, mobile) VALUES ($1, $2, '王小明', '110101199001011237', '13612345678') RETURNING id", [place.tenantId, place.areaId]);
    expect((await call('POST', '/api/zhwy/fund-config/saveOrUpdate', { areaId: place.areaId, state: '1', minRecharge: '1.00' })).statusCode).toBe(200);
    const opened = await call('POST', '/api/zhwy/user-funds', { areaId: place.areaId, residentId, roomId: place.roomId });
    expect(opened.statusCode, opened.body).toBe(200);
    fundsId = opened.json().id;
    expect((await call('POST', '/api/zhwy/user-funds/recharge', { id: fundsId, amount: '200.00' })).statusCode).toBe(200);
  });

  it('lists the room’s accounts with masked names and pays a bill from one: the balance falls by exactly the total, the ledger names the receipt', async () => {
    const accounts = await call('GET', `${ORDER}/fundsAccounts?roomId=${place.roomId}`);
    expect(accounts.statusCode, accounts.body).toBe(200);
    expect(accounts.json().data).toEqual([{ residentId, residentName: '王**', balance: '200.00', useLimit: null }]);
    const id = await billIn(place, fundsItem, { start: '2026-01-01', amount: 12_345 });
    const res = await payFunds(id);
    expect(res.statusCode, res.body).toBe(200);
    const paid = res.json().data;
    expect(paid.totalAmount).toBe('123.45');
    expect(await balance()).toBe(20_000 - 12_345);
    const ledger = await t.sql('SELECT fee_type, recharge_limit, actual_limit, order_no FROM user_funds_detail WHERE funds_id = $1 ORDER BY id', [fundsId]);
    expect(ledger.at(-1)).toEqual({ fee_type: '2', recharge_limit: -12_345, actual_limit: 7_655, order_no: paid.receiptNo });
    expect(await t.sql('SELECT pay_method FROM fee_order WHERE id = $1', [paid.id])).toEqual([{ pay_method: '6' }]);

    // Refunded through the audit: the funds get it back (a 退款 movement with the refund's receipt number).
    expect((await call('POST', `${BILL}/applyRefund`, { id, auditState: '1', reason: '多收' })).statusCode).toBe(200);
    expect((await call('POST', `${BILL}/approve`, { id, auditState: '0' })).statusCode).toBe(200);
    expect(await balance()).toBe(20_000);
    const [credit] = await t.sql<{ fee_type: string; recharge_limit: number; order_no: string }>('SELECT fee_type, recharge_limit, order_no FROM user_funds_detail WHERE funds_id = $1 ORDER BY id DESC LIMIT 1', [fundsId]);
    const [refund] = await t.sql<{ receipt_no: string }>("SELECT o.receipt_no FROM fee_order o JOIN fee_order_line l ON l.order_id = o.id WHERE l.bill_id = $1 AND o.state = '2'", [id]);
    expect(credit).toEqual({ fee_type: '3', recharge_limit: 12_345, order_no: refund!.receipt_no });
  });

  it('refuses an insufficient balance (422 residentId, nothing written), an item not allowing funds, another resident’s account, and never overdraws on concurrent payments', async () => {
    await t.endDuplicateWindows();
    const before = { balance: await balance(), orders: await orders() };
    const big = await billIn(place, fundsItem, { start: '2026-02-01', amount: 20_001 });
    const short = await payFunds(big);
    expect([short.statusCode, short.json().fields]).toEqual([422, { residentId: '余额不足：可用 200.00 元，需 200.01 元' }]);
    const cashOnly = await billIn(place, cashOnlyItem, { start: '2026-02-01', amount: 100 });
    const refused = await payFunds(cashOnly);
    expect([refused.statusCode, Object.keys(refused.json().fields)]).toEqual([422, ['bills.0.billId']]);
    const otherResident = await call('POST', `${ORDER}/pay`, { roomId: place.roomId, payMethod: '6', residentId: residentId + 100_000, bills: [{ billId: big }] });
    expect([otherResident.statusCode, Object.keys(otherResident.json().fields)]).toEqual([422, ['residentId']]);
    expect({ balance: await balance(), orders: await orders() }).toEqual(before);
    expect((await t.sql<{ status: string }>('SELECT status FROM fee_bill WHERE id = $1', [big]))[0]!.status).toBe('0');

    // Two payments of 150.00 from one 200.00 account at once: one goes through, the other is refused; the balance stays ≥ 0.
    const [a, b] = [await billIn(place, fundsItem, { start: '2026-03-01', amount: 15_000 }), await billIn(place, fundsItem, { start: '2026-04-01', amount: 15_000 })];
    const second = await loginReady(t.app, { username: 'admin' });
    const results = await Promise.all([payFunds(a), call('POST', `${ORDER}/pay`, { roomId: place.roomId, payMethod: '6', residentId, bills: [{ billId: b }] }, second)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await balance()).toBe(5_000);
    const sums = await t.sql<{ balance: number; sum: number }>('SELECT f.balance::int AS balance, sum(d.recharge_limit)::int AS sum FROM user_funds f JOIN user_funds_detail d ON d.funds_id = f.id WHERE f.id = $1 GROUP BY f.id', [fundsId]);
    expect(sums[0]!.balance).toBe(sums[0]!.sum);
  });

  it('prepays N periods: previews them, makes the missing bills by generation’s rule and pays them in one order; an existing open bill is paid, not duplicated; a paid one passed over', async () => {
    await t.endDuplicateWindows();
    // 2027-01 already billed (unpaid): prepaying 3 months from 2027-01 pays it and makes 02 and 03.
    const january = await billIn(place, fundsItem, { start: '2027-01-01', amount: 12_345 });
    const q = `roomId=${place.roomId}&feeItemId=${fundsItem}&periods=3&fromMonth=2027-01`;
    const preview = await call('GET', `${ORDER}/prepay/preview?${q}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.periods.map((p: { periodStart: string; periodEnd: string; billId: number | null; owed: string }) => [p.periodStart, p.periodEnd, p.billId, p.owed])).toEqual([
      ['2027-01-01', '2027-01-31', january, '123.45'],
      ['2027-02-01', '2027-02-28', null, '123.45'],
      ['2027-03-01', '2027-03-31', null, '123.45'],
    ]);
    expect(preview.json().data.total).toBe('370.35');
    const res = await call('POST', `${ORDER}/prepay`, { roomId: place.roomId, feeItemId: fundsItem, periods: 3, fromMonth: '2027-01', payMethod: '1' });
    expect(res.statusCode, res.body).toBe(200);
    expect([res.json().data.totalAmount, res.json().data.created, res.json().data.lines.length]).toEqual(['370.35', 2, 3]);
    const bills = await t.sql('SELECT period_start, due_date, amount, status, source FROM fee_bill WHERE fee_item_id = $1 AND room_id = $2 AND period_start >= $3 AND del_flag = 0 ORDER BY period_start', [fundsItem, place.roomId, '2027-01-01']);
    expect(bills).toEqual([
      { period_start: '2027-01-01', due_date: null, amount: 12_345, status: '2', source: '2' },
      { period_start: '2027-02-01', due_date: '2027-02-16', amount: 12_345, status: '2', source: '1' },
      { period_start: '2027-03-01', due_date: '2027-03-16', amount: 12_345, status: '2', source: '1' },
    ]);
    // Again from 2027-01: the three paid months are passed over; two more are made (04, 05), never a duplicate.
    await t.endDuplicateWindows();
    const again = await call('POST', `${ORDER}/prepay`, { roomId: place.roomId, feeItemId: fundsItem, periods: 2, fromMonth: '2027-01', payMethod: '1' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.created).toBe(2);
    const counts = await t.sql<{ period_start: string; n: number }>('SELECT period_start, count(*)::int AS n FROM fee_bill WHERE fee_item_id = $1 AND room_id = $2 AND period_start >= $3 AND del_flag = 0 GROUP BY period_start ORDER BY period_start', [fundsItem, place.roomId, '2027-01-01']);
    expect(counts.map((c) => [c.period_start, c.n])).toEqual([['2027-01-01', 1], ['2027-02-01', 1], ['2027-03-01', 1], ['2027-04-01', 1], ['2027-05-01', 1]]);
    // Prepaid from funds too: a refused balance makes no bill.
    await t.endDuplicateWindows();
    const before = Number((await t.sql<{ n: string }>('SELECT count(*) AS n FROM fee_bill WHERE fee_item_id = $1', [fundsItem]))[0]!.n);
    const tooMuch = await call('POST', `${ORDER}/prepay`, { roomId: place.roomId, feeItemId: fundsItem, periods: 12, fromMonth: '2028-01', payMethod: '6', residentId });
    expect([tooMuch.statusCode, Object.keys(tooMuch.json().fields)]).toEqual([422, ['residentId']]);
    expect(Number((await t.sql<{ n: string }>('SELECT count(*) AS n FROM fee_bill WHERE fee_item_id = $1', [fundsItem]))[0]!.n)).toBe(before);
  });

  it('refuses a one-off or manual item, bad periods, another tenant’s room (404), another community (403) and callers without the pay code (403)', async () => {
    const oneOff = await one("INSERT INTO fee_item (tenant_id, area_id, item_name, fee_type, charge_method, fixed_amount, cycle) VALUES ($1, $2, '开户费', '9', '2', 100, '0') RETURNING id", [place.tenantId, place.areaId]);
    const manual = await one("INSERT INTO fee_item (tenant_id, area_id, item_name, fee_type, charge_method, cycle) VALUES ($1, $2, '维修费', '9', '4', '1') RETURNING id", [place.tenantId, place.areaId]);
    for (const feeItemId of [oneOff, manual]) {
      const res = await call('GET', `${ORDER}/prepay/preview?roomId=${place.roomId}&feeItemId=${feeItemId}&periods=2`);
      expect([res.statusCode, res.json().fields]).toEqual([422, { feeItemId: '只有周期性、按面积或固定金额计费的收费项可以预缴' }]);
    }
    const bad = await call('GET', `${ORDER}/prepay/preview?roomId=${place.roomId}&feeItemId=${fundsItem}&periods=0&fromMonth=2027-13`);
    expect([bad.statusCode, Object.keys(bad.json().fields).sort()]).toEqual([422, ['fromMonth', 'periods']]);
    const other = await loginReady(t.app, { host: SECOND, username: 'admin' });
    expect((await call('POST', `${ORDER}/prepay`, { roomId: place.roomId, feeItemId: fundsItem, periods: 1, payMethod: '1' }, other, SECOND)).statusCode).toBe(404);
    expect((await call('GET', `${ORDER}/fundsAccounts?roomId=${place.roomId}`, undefined, other, SECOND)).statusCode).toBe(404);
    const away = await accountWith(t, admin, 'prepay-away', ['fee:order:pay'], [place.otherAreaId]);
    expect((await call('GET', `${ORDER}/prepay/preview?roomId=${place.roomId}&feeItemId=${fundsItem}&periods=1`, undefined, away)).statusCode).toBe(403);
    expect((await call('GET', `${ORDER}/fundsAccounts?roomId=${place.roomId}`, undefined, away)).statusCode).toBe(403);
    const reader = await accountWith(t, admin, 'prepay-reader', ['fee:order:list'], null);
    expect((await call('POST', `${ORDER}/prepay`, { roomId: place.roomId, feeItemId: fundsItem, periods: 1, payMethod: '1' }, reader)).statusCode).toBe(403);
  });

  it('keeps the bill summaries exact over every write above (the triggers of fee/summary)', async () => {
    await expectSummariesExact(t);
  });
});
