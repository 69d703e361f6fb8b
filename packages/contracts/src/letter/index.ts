/** 站内信 (spec: base-data-and-billing.md §4, §7 station-letter): letters to staff, their audit and recipients. */
export * from './letter.ts';
export * from './messages.ts';
