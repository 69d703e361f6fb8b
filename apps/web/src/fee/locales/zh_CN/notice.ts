/** 发送催缴 (fee/notice/FeeNoticeButton.tsx): the confirmation and the result. */
export const noticeTexts = {
  send: '发送催缴',
  confirmTitle: '发送催缴通知',
  confirmRooms: '将向所选 {{count}} 间房屋各发送一条催缴短信（发给业主；业主无手机号时发给家属或租户）。确定发送吗？',
  confirmBills: '将按房屋汇总所选 {{count}} 笔账单中未缴清的部分，向每间房屋的业主发送一条催缴短信。确定发送吗？',
  ok: '发送',
  result: '催缴通知：共 {{rooms}} 间房屋，已发送 {{sent}} 条',
  skippedTitle: '以下房屋未发送：',
  noMobile: '无可用手机号',
  smsLimit: '短信次数超限',
  nothingOwed: '无欠费',
  mobileInvalid: '手机号无效',
  sendFailed: '发送失败',
  choose: '选择 {{name}}',
};

export type NoticeTexts = typeof noticeTexts;
