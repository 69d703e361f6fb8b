import type { FundsTexts } from '../../texts.ts';

/** The account's resident and place, as the account and its movements name them. */
const PLACE = {
  areaId: '소속 단지',
  residentId: '입주자',
  residentName: '입주자 이름',
  roomId: '호실',
  buildingId: '동',
  unitId: '라인',
  floor: '층',
  areaName: '단지명',
  buildingName: '동 이름',
  unitName: '라인 이름',
  roomNo: '호수',
};

/** 사용자 자금. */
export const funds: FundsTexts = {
  userFunds: {
    title: '사용자 자금',
    fields: {
      ...PLACE,
      balance: '잔액(위안)',
      useLimit: '사용 한도(위안)',
      createTime: '개설 시간',
    },
    calls: { recharge: '충전' },
    recharge: '충전',
    recharged: '충전했습니다',
    rechargeTitle: '충전: {{name}}',
    amount: '충전 금액(위안)',
    remark: '비고',
    movements: '내역',
    movementsTitle: '자금 내역: {{name}}',
    useLimitAction: '사용 한도',
    useLimitTitle: '사용 한도: {{name}}',
    useLimitHint: '1회 납부 시 잔액에서 차감할 수 있는 최대 금액. 비우면 제한 없음, 0이면 잔액 납부 불가',
  },
  userFundsDetail: {
    title: '자금 내역',
    fields: {
      fundsId: '자금 계좌',
      ...PLACE,
      feeType: '변동 유형',
      rechargeLimit: '변동 금액(위안)',
      actualLimit: '변동 후 잔액(위안)',
      orderNo: '관련 번호',
      remark: '비고',
      createTime: '변동 시간',
    },
  },
  fundConfig: {
    title: '자금 설정',
    fields: {
      areaId: '소속 단지',
      state: '사용 상태',
      minRecharge: '최소 충전 금액(위안)',
      maxRecharge: '1회 충전 한도(위안)',
      remark: '비고',
      createTime: '생성 시간',
    },
  },
  dictValues: {
    funds_move_type: {
      '1': '충전',
      '2': '납부',
      '3': '환불',
      '4': '조정',
    },
    funds_state: {
      '1': '사용',
      '0': '중지',
    },
  },
};
