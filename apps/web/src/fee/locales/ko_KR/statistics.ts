/** 收费统计 (fee/statistics/StatisticsPage.tsx). */
export const statisticsTexts = {
  community: '소속 단지',
  allCommunities: '전체 단지',
  year: '연도',
  receivable: '청구 금액',
  received: '수납 금액',
  uncollected: '미수 금액',
  rate: '수납률',
  yuan: '위안',
  byMonth: '{{year}}년 월별 수납 현황',
  byFeeType: '요금 유형별',
  byCommunity: '단지별',
};
