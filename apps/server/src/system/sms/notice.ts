import type { SmsNotice } from '../../platform/services.ts';

/**
 * The notices' texts as the development provider shows them and as their Tencent templates must read (README): the
 * parameters in this order are the template's {1}, {2}, {3}. Plain Simplified Chinese, as residents receive them.
 */
export const NOTICE_TEMPLATES = {
  feeNotice: { text: '尊敬的业主，您的房屋{1}有{2}笔物业费用未缴，合计{3}元，请及时缴纳。如已缴纳请忽略。', params: ['room', 'count', 'amount'] },
} as const satisfies Record<SmsNotice['template'], { text: string; params: readonly string[] }>;

/** The template's parameters in order (Tencent's TemplateParamSet). */
export const noticeParams = (notice: Pick<SmsNotice, 'template' | 'params'>): string[] =>
  NOTICE_TEMPLATES[notice.template].params.map((name) => String((notice.params as Record<string, unknown>)[name]));

/** The text a resident reads. */
export const noticeText = (notice: Pick<SmsNotice, 'template' | 'params'>): string =>
  noticeParams(notice).reduce((text, value, i) => text.replace(`{${i + 1}}`, value), NOTICE_TEMPLATES[notice.template].text as string);
