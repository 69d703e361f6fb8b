import { residentAuditTexts } from '../../resident-audit/locales/ko_KR.ts';
import { residentPageTexts } from '../../resident/locales/ko_KR.ts';
/** 住户、房屋绑定、住户审核: texts of their screens (`base.<entity>.…`). */
export const residentTexts = { ...residentPageTexts, ...residentAuditTexts };
