/** 工单 (spec: base-data-and-billing.md §7 work-order, business-modules.md §7): the work orders and their messages. */
export * from './workorder.ts';
export * from './messages.ts';
