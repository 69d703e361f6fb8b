/** The work orders' refusal messages, five translations side by side (merged in contracts/src/messages.ts). */
import { defineMessages } from '../platform/message-catalogue.ts';

export const WORKORDER_MESSAGES = defineMessages({
  workOrderClosed: {
    zh_CN: '工单已完成或已取消，不能再加急',
    zh_TW: '工單已完成或已取消，不能再加急',
    en_US: 'The work order is done or cancelled and cannot be marked urgent',
    ja_JP: '作業指示は完了またはキャンセル済みのため、至急にできません',
    ko_KR: '작업 지시가 완료되었거나 취소되어 긴급으로 표시할 수 없습니다',
  },
});
