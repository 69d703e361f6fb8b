/** 仪表与抄表 (spec: base-data-and-billing.md §7): meters, their monthly readings and the batch entry's shapes. */
export * from './meter.ts';
export * from './batch.ts';
export * from './messages.ts';
