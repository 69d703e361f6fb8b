/** 收费中心 (spec: base-data-and-billing.md): fee items, the late-fee rule and the billing arithmetic. */
export * from './fee.ts';
export * from './money.ts';
export * from './bill.ts';
export * from './discount.ts';
export * from './notice.ts';
