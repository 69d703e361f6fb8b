import type { NoticeTexts } from '../zh_CN/notice.ts';

/** 发送催缴 (fee/notice/FeeNoticeButton.tsx). */
export const noticeTexts: NoticeTexts = {
  send: '傳送催繳',
  confirmTitle: '傳送催繳通知',
  confirmRooms: '將向所選 {{count}} 間房屋各傳送一則催繳簡訊（發給業主；業主無手機號碼時發給家屬或租戶）。確定傳送嗎？',
  confirmBills: '將按房屋彙總所選 {{count}} 筆帳單中未繳清的部分，向每間房屋的業主傳送一則催繳簡訊。確定傳送嗎？',
  ok: '傳送',
  result: '催繳通知：共 {{rooms}} 間房屋，已傳送 {{sent}} 則',
  skippedTitle: '以下房屋未傳送：',
  noMobile: '無可用手機號碼',
  smsLimit: '簡訊次數超限',
  nothingOwed: '無欠費',
  mobileInvalid: '手機號碼無效',
  sendFailed: '傳送失敗',
  choose: '選擇 {{name}}',
};
