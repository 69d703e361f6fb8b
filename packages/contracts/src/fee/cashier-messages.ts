/**
 * The cashier's refusal messages (payments, refunds, voids: docs/billing.md, "The cashier"), each with its five
 * translations side by side. Merged with the other modules' in contracts/src/messages.ts.
 */
import { defineMessages } from '../platform/message-catalogue.ts';

export const CASHIER_MESSAGES = defineMessages({
  feeBillJustPaid: {
    zh_CN: '账单 {bill} 刚刚已被缴清，请刷新后查看',
    zh_TW: '帳單 {bill} 剛剛已被繳清，請重新整理後查看',
    en_US: 'Bill {bill} has just been paid. Reload to see it.',
    ja_JP: '請求 {bill} はたった今支払われました。再読み込みしてください',
    ko_KR: '청구서 {bill}은(는) 방금 납부되었습니다. 새로 고쳐 확인하세요',
  },
  feeBillNotPayable: {
    zh_CN: '账单 {bill} 当前不可缴费（已缴、已作废、已退费或审核中）',
    zh_TW: '帳單 {bill} 目前不可繳費（已繳、已作廢、已退費或審核中）',
    en_US: 'Bill {bill} cannot be paid now (paid, voided, refunded or under review)',
    ja_JP: '請求 {bill} は現在支払えません（支払済・無効・返金済・審査中）',
    ko_KR: '청구서 {bill}은(는) 지금 납부할 수 없습니다(납부 완료, 무효, 환불 또는 심사 중)',
  },
  feeOverpaid: {
    zh_CN: '超过应缴金额 {owed}',
    zh_TW: '超過應繳金額 {owed}',
    en_US: 'More than the {owed} owed',
    ja_JP: '未払額 {owed} を超えています',
    ko_KR: '미납액 {owed}을(를) 초과합니다',
  },
  feeAmountPositive: {
    zh_CN: '金额须大于 0',
    zh_TW: '金額須大於 0',
    en_US: 'The amount must be more than 0',
    ja_JP: '金額は 0 より大きくしてください',
    ko_KR: '금액은 0보다 커야 합니다',
  },
  feeOnePayer: {
    zh_CN: '只能缴所选付费对象的账单',
    zh_TW: '只能繳所選付費對象的帳單',
    en_US: 'Only the chosen payer’s bills can be paid together',
    ja_JP: '選択した支払対象の請求のみ支払えます',
    ko_KR: '선택한 납부 대상의 청구서만 납부할 수 있습니다',
  },
  feeFundsRoomOnly: {
    zh_CN: '余额支付只适用于房屋的账单',
    zh_TW: '餘額支付只適用於房屋的帳單',
    en_US: 'Only a room’s bills can be paid from the balance',
    ja_JP: '残高での支払いは部屋の請求のみ可能です',
    ko_KR: '잔액 결제는 호실 청구서에만 사용할 수 있습니다',
  },
  feeFundsNotAllowed: {
    zh_CN: '该收费项不允许使用余额缴费',
    zh_TW: '該收費項不允許使用餘額繳費',
    en_US: 'This fee item cannot be paid from the balance',
    ja_JP: 'この費目は残高で支払えません',
    ko_KR: '이 수납 항목은 잔액으로 납부할 수 없습니다',
  },
  feePrepayPeriodic: {
    zh_CN: '只有周期性、按面积或固定金额计费的收费项可以预缴',
    zh_TW: '只有週期性、按面積或固定金額計費的收費項可以預繳',
    en_US: 'Only a periodic fee item charged by area or a fixed amount can be prepaid',
    ja_JP: '面積または定額で課金する周期的な費目のみ前払いできます',
    ko_KR: '면적 또는 고정 금액으로 부과하는 주기 항목만 선납할 수 있습니다',
  },
  feePrepayNoLine: {
    zh_CN: '该付费对象无法按此收费项计费（如房屋无建筑面积）',
    zh_TW: '該付費對象無法按此收費項計費（如房屋無建築面積）',
    en_US: 'This payer cannot be charged by this fee item (e.g. the room has no area)',
    ja_JP: 'この支払対象はこの費目で課金できません（部屋の面積が未登録など）',
    ko_KR: '이 납부 대상은 이 항목으로 부과할 수 없습니다(예: 호실 면적 없음)',
  },
  feePrepayNothing: {
    zh_CN: '所选期间已全部缴清，无需预缴',
    zh_TW: '所選期間已全部繳清，無需預繳',
    en_US: 'Every period chosen is already paid',
    ja_JP: '選択した期間はすべて支払済です',
    ko_KR: '선택한 기간은 모두 납부되었습니다',
  },
  feeDiscountDisabled: {
    zh_CN: '该优惠规则已停用',
    zh_TW: '該優惠規則已停用',
    en_US: 'This discount rule is disabled',
    ja_JP: 'この割引ルールは無効です',
    ko_KR: '이 할인 규칙은 사용 중지되었습니다',
  },
  feeDiscountOtherItem: {
    zh_CN: '该优惠规则不适用于此账单的收费项',
    zh_TW: '該優惠規則不適用於此帳單的收費項',
    en_US: 'This discount rule does not apply to the bill’s fee item',
    ja_JP: 'この割引ルールは請求の費目に適用できません',
    ko_KR: '이 할인 규칙은 청구서의 수납 항목에 적용되지 않습니다',
  },
  feeDiscountNotVacant: {
    zh_CN: '空置房优惠只适用于空置房屋的账单',
    zh_TW: '空置房優惠只適用於空置房屋的帳單',
    en_US: 'A vacant-room discount applies only to a vacant room’s bill',
    ja_JP: '空室割引は空室の請求にのみ適用できます',
    ko_KR: '공실 할인은 공실 호실의 청구서에만 적용됩니다',
  },
  feeNotRefundable: {
    zh_CN: '只有已缴或部分缴费的账单可以申请退费',
    zh_TW: '只有已繳或部分繳費的帳單可以申請退費',
    en_US: 'Only a paid or partly paid bill can be refunded',
    ja_JP: '支払済または一部支払の請求のみ返金を申請できます',
    ko_KR: '납부 완료 또는 일부 납부된 청구서만 환불을 신청할 수 있습니다',
  },
  feeNotVoidable: {
    zh_CN: '只有未缴且未收款的账单可以申请作废',
    zh_TW: '只有未繳且未收款的帳單可以申請作廢',
    en_US: 'Only an unpaid bill with nothing received can be voided',
    ja_JP: '未払で入金のない請求のみ無効化を申請できます',
    ko_KR: '미납이며 수납액이 없는 청구서만 무효를 신청할 수 있습니다',
  },
  feeAuditOwn: {
    zh_CN: '不能审核自己提交的申请',
    zh_TW: '不能審核自己提交的申請',
    en_US: 'You cannot review your own application',
    ja_JP: '自分が提出した申請は審査できません',
    ko_KR: '본인이 제출한 신청은 심사할 수 없습니다',
  },
});
