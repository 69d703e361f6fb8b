/** 用户资金 (spec: base-data-and-billing.md): accounts, their ledger and the fund configuration. */
export * from './funds.ts';
