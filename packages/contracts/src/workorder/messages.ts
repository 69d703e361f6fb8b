/** The work orders' refusal messages, five translations side by side (merged in contracts/src/messages.ts). */
import { defineMessages } from '../platform/message-catalogue.ts';

export const WORKORDER_MESSAGES = defineMessages({
  workOrderClosed: {
    zh_CN: '工单已完成或已取消，不能再修改',
    zh_TW: '工單已完成或已取消，不能再修改',
    en_US: 'The work order is done or cancelled and can no longer be changed',
    ja_JP: '作業指示は完了またはキャンセル済みのため、変更できません',
    ko_KR: '작업 지시가 완료되었거나 취소되어 더 이상 변경할 수 없습니다',
  },
});
