import { chinaTime } from '../../platform/china-time.ts';
import { FEE_PAY_METHOD, formatMoney, toChineseCapital } from '@zhwy/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';
import type { Database } from '../../platform/db/client.ts';
import { tenant } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { labelsOfIds } from '../../platform/labels.ts';
import { scoped } from '../../platform/scope.ts';
import { scopeWhere } from '../../platform/scope-sql.ts';
import { feeBill, feeItem, feeOrder, feeOrderLine } from '../schema.ts';
import { PAYER_FIELDS, type PayerField } from './owed.ts';

/**
 * The receipt of an order as a PDF (docs/billing.md, "Receipts"): drawn with pdfkit in Noto Sans SC Regular, the
 * simplified-Chinese subset of @fontsource/noto-sans-sc (SIL OFL 1.1, the package the captcha already uses, so
 * nothing is committed); pdfkit embeds only the glyphs used, so a receipt is some tens of kB. Written in Chinese
 * whatever the reader's language: it is the company's document.
 */
const fontFile = () => {
  const license = createRequire(import.meta.url).resolve('@fontsource/noto-sans-sc/LICENSE');
  return path.join(path.dirname(license), 'files', 'noto-sans-sc-chinese-simplified-400-normal.woff');
};
/**
 * A WOFF font as the plain OpenType file it wraps: each table inflated once here (node's zlib), since fontkit inflates
 * a WOFF's tables in JavaScript on every read (tens of seconds for a receipt).
 */
export const sfntOfWoff = (woff: Buffer): Buffer => {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compressed, length] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const stored = woff.subarray(offset, offset + compressed);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data: compressed < length ? zlib.inflateSync(stored) : stored };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + count * 16);
  woff.copy(head, 0, 4, 8);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = head.length;
  const parts: Buffer[] = [head];
  tables.forEach((table, i) => {
    table.tag.copy(head, 12 + i * 16);
    head.writeUInt32BE(table.checksum, 16 + i * 16);
    head.writeUInt32BE(offset, 20 + i * 16);
    head.writeUInt32BE(table.data.length, 24 + i * 16);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
};

/**
 * The font, opened once and kept (fontkit parses its tables on first use), laid out without shaping: Chinese text,
 * digits and Latin need none, and fontkit's shaping of a CJK font costs about a second per string. Each character is
 * its glyph with its advance; everything else (metrics, the subset each receipt embeds) is the font's own.
 */
type Glyph = { advanceWidth: number };
type FontkitFont = { glyphForCodePoint: (codePoint: number) => Glyph };
let font: FontkitFont | null = null;
const receiptFont = () => {
  if (font) return font;
  const opened = (createRequire(import.meta.url)('fontkit') as { create: (data: Buffer) => FontkitFont }).create(sfntOfWoff(fs.readFileSync(fontFile())));
  const layout = (text: string) => {
    const glyphs = [...text].map((char) => opened.glyphForCodePoint(char.codePointAt(0)!));
    const positions = glyphs.map((glyph) => ({ xAdvance: glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 }));
    // As fontkit's run: its width read after pdfkit has scaled the positions in place.
    return {
      glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, position) => sum + position.xAdvance, 0);
      },
    };
  };
  font = new Proxy(opened, {
    get: (target, name) => {
      if (name === 'layout') return layout;
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return font;
};

/** What a receipt shows, read for the caller (their tenant and communities: another's order is 404). */
export const receiptOf = async (database: Database, request: FastifyRequest, id: number) => {
  const { db } = database;
  const scope = scoped(request);
  const [order] = await db
    .select()
    .from(feeOrder)
    .where(and(scopeWhere(feeOrder, scope, { community: feeOrder.areaId }), eq(feeOrder.id, id)))
    .limit(1);
  if (!order) throw notFound('记录不存在');
  const lines = await db
    .select({ principal: feeOrderLine.principal, lateFee: feeOrderLine.lateFee, amount: feeOrderLine.amount, itemName: feeItem.itemName, periodStart: feeBill.periodStart, periodEnd: feeBill.periodEnd })
    .from(feeOrderLine)
    .innerJoin(feeBill, eq(feeBill.id, feeOrderLine.billId))
    .innerJoin(feeItem, eq(feeItem.id, feeBill.feeItemId))
    .where(and(scopeWhere(feeOrderLine, scope), scopeWhere(feeBill, scope, { live: false }), scopeWhere(feeItem, scope, { live: false }), inArray(feeOrderLine.orderId, [id])))
    .orderBy(asc(feeOrderLine.id));
  const field = (Object.keys(PAYER_FIELDS) as PayerField[]).find((name) => order[name] != null) ?? 'roomId';
  const payerId = Number(order[field]);
  const [company] = await db.select({ name: tenant.platformName }).from(tenant).where(eq(tenant.id, scope.tenantId)).limit(1);
  const [payers, communities, cashiers] = await Promise.all([
    labelsOfIds(database, request, PAYER_FIELDS[field].target, [payerId]),
    labelsOfIds(database, request, 'base.community', [Number(order.areaId)]),
    order.cashierId ? labelsOfIds(database, request, 'system.user', [Number(order.cashierId)]) : Promise.resolve(new Map<number, string>()),
  ]);
  return {
    company: company?.name ?? '',
    community: communities.get(Number(order.areaId)) ?? '',
    receiptNo: String(order.receiptNo ?? ''),
    payer: payers.get(payerId) ?? '',
    cashier: order.cashierId ? (cashiers.get(Number(order.cashierId)) ?? '') : '',
    time: order.payTime ? chinaTime(new Date(order.payTime as Date)) : '',
    method: FEE_PAY_METHOD.items.find((item) => item.value === order.payMethod)?.label ?? '',
    refund: order.state === '2',
    total: Number(order.totalAmount ?? 0),
    lines: lines.map((line) => ({ item: String(line.itemName ?? ''), period: `${line.periodStart}～${line.periodEnd}`, principal: Number(line.principal), lateFee: Number(line.lateFee), amount: Number(line.amount) })),
  };
};
export type Receipt = Awaited<ReturnType<typeof receiptOf>>;

/** The receipt drawn on an A5 landscape page (a roll of receipts is A5), as a PDF in memory. */
export const receiptPdf = (receipt: Receipt): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A5', layout: 'landscape', margin: 36, info: { Title: `收据 ${receipt.receiptNo}`, Author: receipt.company } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('cjk', receiptFont() as unknown as string);
    doc.font('cjk');
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    doc.fontSize(16).text(receipt.company, left, 30, { width, align: 'center' });
    doc.fontSize(13).text(receipt.refund ? '退款收据' : '收款收据', { width, align: 'center' });
    doc.moveDown(0.6).fontSize(9);
    const half = width / 2;
    const pair = (a: string, b: string) => {
      const y = doc.y;
      doc.text(a, left, y, { width: half });
      doc.text(b, left + half, y, { width: half, align: 'right' });
      doc.moveDown(0.2);
    };
    pair(`小区：${receipt.community}`, `收据编号：${receipt.receiptNo}`);
    pair(`付款人：${receipt.payer}`, `收费时间：${receipt.time}`);
    pair(`收银员：${receipt.cashier}`, `支付方式：${receipt.method}`);
    // The lines: item, period, principal, late fee, amount (money right-aligned).
    const columns = [
      { title: '收费项目', width: 0.24, align: 'left' as const },
      { title: '计费周期', width: 0.28, align: 'left' as const },
      { title: '本金', width: 0.16, align: 'right' as const },
      { title: '滞纳金', width: 0.14, align: 'right' as const },
      { title: '金额', width: 0.18, align: 'right' as const },
    ];
    const row = (cells: string[], bold = false) => {
      const y = doc.y + 4;
      let x = left;
      for (const [i, column] of columns.entries()) {
        doc.text(cells[i] ?? '', x + 2, y, { width: column.width * width - 4, align: column.align, lineBreak: false });
        x += column.width * width;
      }
      doc.y = y + 14;
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .lineWidth(bold ? 1 : 0.5)
        .stroke();
    };
    doc.moveDown(0.4);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(1)
      .stroke();
    row(
      columns.map((c) => c.title),
      true,
    );
    for (const line of receipt.lines) row([line.item, line.period, formatMoney(line.principal), formatMoney(line.lateFee), formatMoney(line.amount)]);
    doc.moveDown(0.6);
    doc.fontSize(10).text(`合计：¥${formatMoney(receipt.total)}`, left, doc.y, { width, align: 'right' });
    doc.text(`大写：${toChineseCapital(receipt.total)}`, left, doc.y, { width, align: 'right' });
    doc.moveDown(1).fontSize(9).text('收款单位（盖章）：', left, doc.y, { width: half });
    doc.end();
  });
