import { residentAuditTexts } from '../../resident-audit/locales/ja_JP.ts';
import { residentPageTexts } from '../../resident/locales/ja_JP.ts';
/** 住户、房屋绑定、住户审核: texts of their screens (`base.<entity>.…`). */
export const residentTexts = { ...residentPageTexts, ...residentAuditTexts };
