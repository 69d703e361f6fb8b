import type { FEE_DICTIONARIES, FeeItem, LateFeeConfig } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** 수납 센터. */
export const fee: {
  feeItem: EntityTexts<typeof FeeItem>;
  lateFeeConfig: EntityTexts<typeof LateFeeConfig>;
  dictValues: DictTexts<(typeof FEE_DICTIONARIES)[number]>;
} = {
  feeItem: {
    title: '요금 항목',
    fields: {
      areaId: '소속 단지',
      itemName: '요금 항목명',
      feeType: '요금 유형',
      payerKind: '부과 대상',
      chargeMethod: '계산 방식',
      unitPrice: '단가(위안)',
      fixedAmount: '고정 금액(위안)',
      cycle: '부과 주기',
      billingDay: '청구일',
      dueDays: '납부 기한(일)',
      payTiming: '수납 시점',
      fundsPayable: '잔액 납부 가능',
      rounding: '반올림 방식',
      lateFee: '연체료 부과',
      vacantDiscount: '공실 할인(%)',
      state: '상태',
      remark: '비고',
      createTime: '생성 시간',
    },
  },
  lateFeeConfig: {
    title: '연체료 설정',
    fields: {
      areaId: '소속 단지',
      graceDays: '유예 일수',
      dailyRate: '일 이율(%)',
      capRate: '상한(원금 대비 %)',
      remark: '비고',
      createTime: '생성 시간',
    },
  },
  dictValues: {
    fee_item_type: { '1': '관리비', '2': '전기료', '3': '수도료', '4': '주차료', '5': '쓰레기 처리비', '6': '공용 분담금', '9': '기타' },
    fee_payer_kind: { '1': '호실', '2': '주차 구획', '3': '차량' },
    fee_charge_method: { '1': '면적×단가', '2': '고정 금액', '3': '사용량×단가', '4': '수동 입력' },
    fee_cycle: { '1': '매월', '3': '분기', '6': '반기', '12': '매년', '0': '일회성' },
    fee_pay_timing: { '1': '선납', '2': '후납' },
    fee_rounding: { '1': '펀 단위 반올림', '2': '자오 단위 반올림', '3': '위안 단위 반올림' },
    fee_yes_no: { '1': '예', '0': '아니요' },
    fee_item_state: { '1': '사용', '0': '중지' },
  },
};
