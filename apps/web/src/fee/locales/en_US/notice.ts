import type { NoticeTexts } from '../zh_CN/notice.ts';

/** 发送催缴 (fee/notice/FeeNoticeButton.tsx). */
export const noticeTexts: NoticeTexts = {
  send: 'Send fee notice',
  confirmTitle: 'Send fee notices',
  confirmRooms: 'An SMS fee notice goes to each of the {{count}} chosen rooms (to the owner; to family or a tenant when the owner has no mobile). Send now?',
  confirmBills: 'The unpaid part of the {{count}} chosen bills is summed per room and one SMS fee notice goes to each room’s owner. Send now?',
  ok: 'Send',
  result: 'Fee notices: {{rooms}} rooms, {{sent}} sent',
  skippedTitle: 'Not sent to these rooms:',
  noMobile: 'no usable mobile',
  smsLimit: 'SMS limit reached',
  nothingOwed: 'nothing owed',
  mobileInvalid: 'invalid mobile',
  sendFailed: 'sending failed',
  choose: 'Choose {{name}}',
};
