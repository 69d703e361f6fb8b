import { residentAuditTexts } from '../../resident-audit/locales/en_US.ts';
import { residentPageTexts } from '../../resident/locales/en_US.ts';
/** 住户、房屋绑定、住户审核: texts of their screens (`base.<entity>.…`). */
export const residentTexts = { ...residentPageTexts, ...residentAuditTexts };
