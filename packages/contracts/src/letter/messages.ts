/** The station letters' refusal messages, five translations side by side (merged in contracts/src/messages.ts). */
import { defineMessages } from '../platform/message-catalogue.ts';

export const LETTER_MESSAGES = defineMessages({
  letterNotEditable: {
    zh_CN: '只有草稿或已驳回的站内信可以修改或删除',
    zh_TW: '只有草稿或已駁回的站內信可以修改或刪除',
    en_US: 'Only a draft or rejected letter can be edited or deleted',
    ja_JP: '下書きまたは差し戻しのお知らせのみ変更・削除できます',
    ko_KR: '임시 저장 또는 반려된 쪽지만 수정하거나 삭제할 수 있습니다',
  },
  letterNoRecipients: {
    zh_CN: '请选择收件人（部门、工作组、角色或人员）',
    zh_TW: '請選擇收件人（部門、工作組、角色或人員）',
    en_US: 'Choose the recipients (departments, work groups, roles or people)',
    ja_JP: '受信者（部署、ワークグループ、ロール、担当者）を選択してください',
    ko_KR: '수신자(부서, 작업 그룹, 역할 또는 사용자)를 선택하세요',
  },
  letterTooManyRecipients: {
    zh_CN: '收件人不能超过 {max} 人',
    zh_TW: '收件人不能超過 {max} 人',
    en_US: 'A letter can have at most {max} recipients',
    ja_JP: '受信者は {max} 人までです',
    ko_KR: '수신자는 최대 {max}명입니다',
  },
  letterNoConfirm: {
    zh_CN: '该站内信无需确认',
    zh_TW: '該站內信無需確認',
    en_US: 'This letter asks for no confirmation',
    ja_JP: 'このお知らせは確認不要です',
    ko_KR: '이 쪽지는 확인이 필요하지 않습니다',
  },
});
