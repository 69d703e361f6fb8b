/**
 * Every module's refusal messages in one catalogue per locale: the server's error handler answers in the caller's
 * language from it, the web forms word their checks with it. Each module declares its own (`<module>/messages.ts`,
 * five translations side by side); a new module with messages adds one line here. A key declared twice throws
 * when the contracts load.
 */
import { BASE_MESSAGES } from './base/messages.ts';
import { BILL_MESSAGES } from './fee/bill-messages.ts';
import { METER_MESSAGES } from './meter/messages.ts';
import { FUNDS_MESSAGES } from './funds/messages.ts';
import { CASHIER_MESSAGES } from './fee/cashier-messages.ts';
import { LETTER_MESSAGES } from './letter/messages.ts';
import { WORKORDER_MESSAGES } from './workorder/messages.ts';
import { ATTENDANCE_MESSAGES } from './attendance/messages.ts';
import { PATROL_MESSAGES } from './patrol/messages.ts';
import { mergeCatalogues } from './platform/message-catalogue.ts';
import { PLATFORM_MESSAGES } from './platform/messages.ts';
import { SYSTEM_MESSAGES } from './system/messages.ts';

export const MODULE_MESSAGES = { platform: PLATFORM_MESSAGES, system: SYSTEM_MESSAGES, base: BASE_MESSAGES, meter: METER_MESSAGES, funds: FUNDS_MESSAGES, feeBill: BILL_MESSAGES, cashier: CASHIER_MESSAGES, letter: LETTER_MESSAGES, workorder: WORKORDER_MESSAGES, attendance: ATTENDANCE_MESSAGES, patrol: PATROL_MESSAGES };

export const VALIDATION_MESSAGES = mergeCatalogues(MODULE_MESSAGES);

export type ValidationKey = keyof (typeof VALIDATION_MESSAGES)['zh_CN'];

/** A parameter that is itself a catalogue word (`{ msg: 'roomState3' }`), worded in the message's language. */
export type MessageWord = { msg: ValidationKey };
