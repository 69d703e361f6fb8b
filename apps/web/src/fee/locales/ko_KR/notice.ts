import type { NoticeTexts } from '../zh_CN/notice.ts';

/** 发送催缴 (fee/notice/FeeNoticeButton.tsx). */
export const noticeTexts: NoticeTexts = {
  send: '납부 독촉',
  confirmTitle: '납부 독촉 발송',
  confirmRooms: '선택한 {{count}}개 호실의 소유주에게 독촉 문자를 보냅니다(호실당 1건, 소유주 휴대폰이 없으면 가족 또는 임차인에게). 보내시겠습니까?',
  confirmBills: '선택한 청구서 {{count}}건의 미납액을 호실별로 합산하여 각 호실 소유주에게 독촉 문자를 1건씩 보냅니다. 보내시겠습니까?',
  ok: '보내기',
  result: '납부 독촉: {{rooms}}개 호실, {{sent}}건 발송',
  skippedTitle: '다음 호실에는 발송되지 않았습니다:',
  noMobile: '사용 가능한 휴대폰 없음',
  smsLimit: '문자 발송 한도 초과',
  nothingOwed: '미납 없음',
  mobileInvalid: '잘못된 휴대폰 번호',
  sendFailed: '발송 실패',
  choose: '{{name}} 선택',
};
