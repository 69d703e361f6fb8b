import { FeeOrder, formatMoney, idSchema, permissionOf } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { columnsOf } from '../../platform/crud.ts';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import { labelsOfIds } from '../../platform/labels.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { ok } from '../../platform/reply.ts';
import { scoped } from '../../platform/scope.ts';
import { feeOrder, feeOrderLine } from '../schema.ts';
import { PAYER_FIELDS, checkOnePayer, chinaDay, openBillsOf, owedJson, owedOf, payerArea, payerOf, payerShape } from './owed.ts';
import { PAY_CODE, pay, payBodySchema } from './pay.ts';
import { prepay, prepayBodySchema, prepayItems, prepayPreview, prepayQuerySchema } from './prepay.ts';
import { receiptOf, receiptPdf } from './receipt.ts';

const ORDER = '/api/zhwy/fee-order';

/**
 * 收银台 and 收费订单 (docs/billing.md, "The cashier"; docs/api.md): what a payer owes, a payment, its receipt as a
 * PDF, the orders' list, detail and export; and the bills' refund and void audit (FeeBill's transitions).
 */
export const registerCashier = (app: FastifyInstance, deps: ModuleDeps) => {
  const { database } = deps;
  registerEntityRoutes(app, { entity: FeeOrder, table: feeOrder, database, children: { lines: { table: columnsOf(feeOrderLine) } } });

  const r = app.withTypeProvider<ZodTypeProvider>();

  // What a room, a parking space or a car owes today: its unpaid and partly paid bills with the late fee.
  r.get(`${ORDER}/owed`, {
    schema: { tags: ['fee'], summary: 'What a payer owes, with the late fee to today', querystring: z.object(payerShape).strict().superRefine(checkOnePayer) },
    config: { access: PAY_CODE },
    handler: async (request) => {
      const scope = scoped(request);
      const payer = payerOf(request.query);
      const areaId = await payerArea(database.db, deps.services.payers, scope, payer);
      const day = chinaDay();
      const bills = await owedOf(database.db, scope, await openBillsOf(database.db, scope, payer), day);
      const labels = await labelsOfIds(database, request, PAYER_FIELDS[payer.field].target, [payer.id]);
      const payable = bills.filter((bill) => bill.auditState === '0');
      const sum = (pick: (bill: (typeof bills)[number]) => number) => formatMoney(payable.reduce((total, bill) => total + pick(bill), 0));
      return ok({
        day,
        payer: { ...payer, areaId, label: labels.get(payer.id) ?? '' },
        bills: bills.map(owedJson),
        totals: { principal: sum((b) => b.principalOwed), lateFee: sum((b) => b.lateFeeOwed), owed: sum((b) => b.principalOwed + b.lateFeeOwed) },
      });
    },
  });

  // 收费: one payment of chosen bills (docs/billing.md): all or nothing, gap-free receipt number.
  r.post(`${ORDER}/pay`, {
    schema: { tags: ['fee'], summary: 'Pay bills (one order, one receipt number)', body: payBodySchema },
    config: { access: PAY_CODE, operation: '收费', operationKey: { key: 'entityTransition', params: { entity: 'fee.feeOrder', title: '收费订单', call: 'pay', verb: '收费' } } },
    handler: async (request) => ok(await pay(deps, request, request.body)),
  });

  // 余额: the accounts of a room's residents the cashier may pay from (names masked, balances in 元).
  r.get(`${ORDER}/fundsAccounts`, {
    schema: { tags: ['fee'], summary: "A room's residents' funds accounts (余额)", querystring: z.object({ roomId: idSchema }).strict() },
    config: { access: PAY_CODE },
    handler: async (request) => {
      const scope = scoped(request);
      await payerArea(database.db, deps.services.payers, scope, { field: 'roomId', id: request.query.roomId });
      const accounts = await deps.services.funds.accountsOf(database.db, scope.tenantId, request.query.roomId);
      return ok(accounts.map((account) => ({ ...account, balance: formatMoney(account.balance), useLimit: account.useLimit === null ? null : formatMoney(account.useLimit) })));
    },
  });

  // 预缴: the periods a prepayment would pay, and the prepayment (bills made and paid in one transaction).
  r.get(`${ORDER}/prepay/items`, {
    schema: { tags: ['fee'], summary: 'The fee items a payer may prepay', querystring: z.object(payerShape).strict().superRefine(checkOnePayer) },
    config: { access: PAY_CODE },
    handler: async (request) => ok(await prepayItems(deps, request, payerOf(request.query))),
  });
  r.get(`${ORDER}/prepay/preview`, {
    schema: { tags: ['fee'], summary: 'The periods and total of a prepayment', querystring: prepayQuerySchema },
    config: { access: PAY_CODE },
    handler: async (request) => ok(await prepayPreview(deps, request, request.query)),
  });
  r.post(`${ORDER}/prepay`, {
    schema: { tags: ['fee'], summary: 'Prepay N periods of a periodic fee item (bills made and paid, one order)', body: prepayBodySchema },
    config: { access: PAY_CODE, operation: '预缴', operationKey: { key: 'entityTransition', params: { entity: 'fee.feeOrder', title: '收费订单', call: 'prepay', verb: '预缴' } } },
    handler: async (request) => ok(await prepay(deps, request, request.body)),
  });

  // The receipt as a PDF: inline (print from the browser) or, with ?download=1, as a file.
  r.get(`${ORDER}/receipt/:id`, {
    schema: { tags: ['fee'], summary: 'The receipt of an order (application/pdf)', params: z.object({ id: idSchema }), querystring: z.object({ download: z.enum(['0', '1']).optional() }) },
    config: { access: permissionOf(FeeOrder, 'list') },
    handler: async (request, reply) => {
      const receipt = await receiptOf(database, request, request.params.id);
      const pdf = await receiptPdf(receipt);
      const name = encodeURIComponent(`收据-${receipt.receiptNo}.pdf`);
      return reply
        .type('application/pdf')
        .header('content-disposition', `${request.query.download === '1' ? 'attachment' : 'inline'}; filename="receipt-${receipt.receiptNo}.pdf"; filename*=UTF-8''${name}`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });
};
