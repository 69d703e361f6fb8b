import type { NoticeTexts } from '../zh_CN/notice.ts';

/** 发送催缴 (fee/notice/FeeNoticeButton.tsx). */
export const noticeTexts: NoticeTexts = {
  send: '督促を送信',
  confirmTitle: '督促通知の送信',
  confirmRooms: '選択した {{count}} 室のオーナーに督促SMSを送信します（1室につき1通。オーナーの携帯番号がない場合は家族または賃借人へ）。送信しますか？',
  confirmBills: '選択した {{count}} 件の請求書の未払い分を部屋ごとに集計し、各部屋のオーナーに督促SMSを1通送信します。送信しますか？',
  ok: '送信',
  result: '督促通知：{{rooms}} 室、{{sent}} 件送信',
  skippedTitle: '次の部屋には送信されませんでした：',
  noMobile: '利用できる携帯番号なし',
  smsLimit: 'SMS送信回数の上限',
  nothingOwed: '未払いなし',
  mobileInvalid: '携帯番号が無効',
  sendFailed: '送信失敗',
  choose: '{{name}} を選択',
};
