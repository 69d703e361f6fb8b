import { residentAuditTexts } from '../../resident-audit/locales/zh_TW.ts';
import { residentPageTexts } from '../../resident/locales/zh_TW.ts';
/** 住户、房屋绑定、住户审核: texts of their screens (`base.<entity>.…`). */
export const residentTexts = { ...residentPageTexts, ...residentAuditTexts };
