/**
 * The refusals of bills and their batch generation (docs/billing.md), each with its five translations side by side.
 * Merged with the other modules' in contracts/src/messages.ts.
 */
import { defineMessages } from '../platform/message-catalogue.ts';

export const BILL_MESSAGES = defineMessages({
  billNotOpen: {
    zh_CN: '只能修改或删除未缴且未收款的账单',
    zh_TW: '只能修改或刪除未繳且未收款的帳單',
    en_US: 'Only an unpaid bill with nothing received can be changed or deleted',
    ja_JP: '未納かつ入金のない請求書のみ変更・削除できます',
    ko_KR: '미납이고 수납 내역이 없는 청구서만 수정하거나 삭제할 수 있습니다',
  },
  billFieldFixed: {
    zh_CN: '账单的该项不能修改',
    zh_TW: '帳單的該項不能修改',
    en_US: 'This field of a bill cannot be changed',
    ja_JP: '請求書のこの項目は変更できません',
    ko_KR: '청구서의 이 항목은 수정할 수 없습니다',
  },
  billAmountManualOnly: {
    zh_CN: '只有手工录入的账单可以修改应收金额',
    zh_TW: '只有手工錄入的帳單可以修改應收金額',
    en_US: 'Only a manually entered bill can have its amount changed',
    ja_JP: '手入力の請求書のみ請求額を変更できます',
    ko_KR: '수기 입력한 청구서만 청구 금액을 수정할 수 있습니다',
  },
  billDiscountOver: {
    zh_CN: '优惠金额不能大于应收金额',
    zh_TW: '優惠金額不能大於應收金額',
    en_US: 'The discount cannot exceed the amount',
    ja_JP: '割引額は請求額を超えられません',
    ko_KR: '할인 금액은 청구 금액을 초과할 수 없습니다',
  },
  billPeriodOrder: {
    zh_CN: '计费结束不能早于计费起始',
    zh_TW: '計費結束不能早於計費起始',
    en_US: 'The period cannot end before it starts',
    ja_JP: '課金終了日は課金開始日より前にできません',
    ko_KR: '부과 종료일은 시작일보다 빠를 수 없습니다',
  },
  billPayerRequired: {
    zh_CN: '请选择收费项付费对象对应的房屋、车位或车辆',
    zh_TW: '請選擇收費項付費對象對應的房屋、車位或車輛',
    en_US: "Choose the room, parking space or car the fee item's payer kind names",
    ja_JP: '料金項目の支払対象に対応する部屋・駐車区画・車両を選択してください',
    ko_KR: '요금 항목의 납부 대상에 맞는 호실, 주차면 또는 차량을 선택하세요',
  },
  billOtherCommunity: {
    zh_CN: '不属于所选小区',
    zh_TW: '不屬於所選社區',
    en_US: 'Not of the chosen community',
    ja_JP: '選択した団地のものではありません',
    ko_KR: '선택한 단지에 속하지 않습니다',
  },
  feeItemDisabled: {
    zh_CN: '收费项已停用',
    zh_TW: '收費項已停用',
    en_US: 'The fee item is disabled',
    ja_JP: '料金項目は停止されています',
    ko_KR: '요금 항목이 사용 중지되었습니다',
  },
  feeManualNotGenerated: {
    zh_CN: '手工录入的收费项不能批量生成，请手工录入账单',
    zh_TW: '手工錄入的收費項不能批量生成，請手工錄入帳單',
    en_US: 'A manually charged fee item is not generated: enter its bills by hand',
    ja_JP: '手入力の料金項目は一括生成できません。請求書を手入力してください',
    ko_KR: '수기 입력 요금 항목은 일괄 생성할 수 없습니다. 청구서를 직접 입력하세요',
  },
  feePeriodMonth: {
    zh_CN: '请选择计费月份（年-月）',
    zh_TW: '請選擇計費月份（年-月）',
    en_US: 'Choose the billing month (year-month)',
    ja_JP: '課金月（年-月）を選択してください',
    ko_KR: '부과 월(연-월)을 선택하세요',
  },
  feeNoticeNothingChosen: {
    zh_CN: '请选择要催缴的账单或房屋',
    zh_TW: '請選擇要催繳的帳單或房屋',
    en_US: 'Choose the bills or rooms to send fee notices for',
    ja_JP: '督促する請求書または部屋を選択してください',
    ko_KR: '독촉할 청구서 또는 호실을 선택하세요',
  },
  feeNoticeRoomsOnly: {
    zh_CN: '只能对房屋的账单发送催缴通知',
    zh_TW: '只能對房屋的帳單傳送催繳通知',
    en_US: 'Fee notices are sent for rooms’ bills only',
    ja_JP: '督促通知は部屋の請求書にのみ送信できます',
    ko_KR: '납부 독촉은 호실 청구서에만 보낼 수 있습니다',
  },
});
