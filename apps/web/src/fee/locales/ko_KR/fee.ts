import type { BILL_DICTIONARIES, FEE_DICTIONARIES, FeeBill, FeeBillRun, FeeItem, FeeOrder, FeeOrderLine, LateFeeConfig } from '@zhwy/contracts';
import { arrearsTexts } from './arrears.ts';
import { statisticsTexts } from './statistics.ts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';
import type { BillTexts } from '../zh_CN/fee.ts';

/** 수납 센터. */
export const fee: {
  feeItem: EntityTexts<typeof FeeItem>;
  lateFeeConfig: EntityTexts<typeof LateFeeConfig>;
  feeBill: EntityTexts<typeof FeeBill> & { actions: { create: string } };
  feeOrder: EntityTexts<typeof FeeOrder>;
  feeOrderLine: EntityTexts<typeof FeeOrderLine>;
  feeBillRun: EntityTexts<typeof FeeBillRun>;
  arrears: typeof arrearsTexts;
  statistics: typeof statisticsTexts;
  dictValues: DictTexts<(typeof FEE_DICTIONARIES)[number] | (typeof BILL_DICTIONARIES)[number]>;
  bills: BillTexts;
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
  feeBill: {
    actions: { create: '수기 입력' },
    title: '청구서',
    fields: {
      areaId: '소속 단지',
      feeItemId: '요금 항목',
      payerKind: '부과 대상',
      roomId: '호실',
      parkingSpaceId: '주차 구획',
      carId: '차량',
      periodStart: '부과 시작',
      periodEnd: '부과 종료',
      dueDate: '납부 기한',
      quantity: '수량',
      unitPrice: '단가(위안)',
      rounding: '반올림 방식',
      amount: '청구 금액',
      discount: '할인 금액',
      lateFee: '수납 연체료',
      paidAmount: '납부 금액',
      status: '납부 상태',
      auditState: '심사 상태',
      source: '청구 출처',
      runId: '생성 배치',
      remark: '비고',
      createTime: '생성 시간',
    },
  },
  feeOrder: {
    title: '수납',
    fields: {
      areaId: '소속 단지',
      receiptNo: '영수증 번호',
      payerKind: '부과 대상',
      roomId: '호실',
      parkingSpaceId: '주차 구획',
      carId: '차량',
      totalAmount: '수납 금액',
      payMethod: '결제 수단',
      cashierId: '수납 담당자',
      payTime: '수납 시간',
      state: '수납 상태',
      remark: '비고',
      createTime: '생성 시간',
    },
  },
  feeOrderLine: {
    title: '수납 내역',
    fields: {
      orderId: '수납',
      billId: '청구서',
      principal: '원금',
      lateFee: '연체료',
      amount: '금액',
    },
  },
  feeBillRun: {
    title: '생성 기록',
    fields: {
      areaId: '소속 단지',
      feeItemId: '요금 항목',
      periodStart: '부과 시작',
      periodEnd: '부과 종료',
      buildingIds: '동',
      roomIds: '호실',
      state: '생성 상태',
      total: '생성 대상',
      done: '처리됨',
      created: '신규 청구',
      skipped: '기존 청구',
      amount: '생성 금액',
      message: '결과',
      finishTime: '완료 시간',
      createTime: '시작 시간',
    },
  },
  arrears: arrearsTexts,
  statistics: statisticsTexts,
  dictValues: {
    fee_item_type: { '1': '관리비', '2': '전기료', '3': '수도료', '4': '주차료', '5': '쓰레기 처리비', '6': '공용 분담금', '9': '기타' },
    fee_payer_kind: { '1': '호실', '2': '주차 구획', '3': '차량' },
    fee_charge_method: { '1': '면적×단가', '2': '고정 금액', '3': '사용량×단가', '4': '수동 입력' },
    fee_cycle: { '1': '매월', '3': '분기', '6': '반기', '12': '매년', '0': '일회성' },
    fee_pay_timing: { '1': '선납', '2': '후납' },
    fee_rounding: { '1': '펀 단위 반올림', '2': '자오 단위 반올림', '3': '위안 단위 반올림' },
    fee_yes_no: { '1': '예', '0': '아니요' },
    fee_item_state: { '1': '사용', '0': '중지' },
    fee_bill_status: { '0': '미납', '1': '일부 납부', '2': '납부 완료', '3': '환불됨', '4': '무효' },
    fee_bill_audit: { '0': '없음', '1': '환불 심사 중', '2': '무효 심사 중' },
    fee_bill_source: { '1': '일괄 생성', '2': '수동 입력', '3': '가져오기', '4': '검침' },
    fee_pay_method: { '1': '현금', '2': '카드', '3': '계좌 이체', '4': 'WeChat Pay', '5': 'Alipay', '6': '잔액' },
    fee_order_state: { '1': '수납 완료', '2': '환불됨' },
    fee_run_state: { '0': '대기 중', '1': '생성 중', '2': '완료', '3': '실패' },
  },
  // 账单管理 and 批量生成 (issue 25, bills): the pages' own texts.
  bills: {
    "history": "변경 이력",
    "historyEmpty": "변경 이력이 없습니다",
    "system": "시스템",
    "actions": {
      "create": "청구서 입력",
      "update": "청구서 수정",
      "resetDiscount": "할인 초기화",
      "delete": "청구서 삭제"
    },
    "resetDiscount": "할인 초기화",
    "resetConfirm": "이 청구서의 할인 금액을 0으로 초기화할까요?",
    "resetDone": "할인을 초기화했습니다",
    "generateTitle": "청구서 일괄 생성",
    "area": "단지",
    "areaRequired": "단지를 선택하세요",
    "feeItem": "요금 항목",
    "feeItemRequired": "요금 항목을 선택하세요",
    "month": "부과 시작 월",
    "monthRequired": "월을 선택하세요",
    "buildings": "동",
    "buildingsHelp": "선택하지 않으면 단지 전체에 생성합니다",
    "allBuildings": "전체 동",
    "preview": "미리보기",
    "generate": "생성",
    "previewTitle": "생성 미리보기",
    "period": "부과 기간",
    "dueDate": "납부 기한",
    "payers": "납부 대상 수",
    "toCreate": "생성할 청구서",
    "skipped": "이미 있음(건너뜀)",
    "amount": "청구 금액 합계",
    "discount": "할인 합계",
    "progress": "생성 진행률",
    "result": "완료: 새로 {{created}}건 생성, 이미 있는 {{skipped}}건 건너뜀, 합계 ¥{{amount}}",
    "failed": "생성 실패, 청구서가 생성되지 않았습니다: {{message}}",
    "generated": "청구서 {{n}}건을 생성했습니다",
    "runs": "생성 기록"
  },
};
