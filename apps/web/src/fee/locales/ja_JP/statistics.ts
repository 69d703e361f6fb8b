/** 收费统计 (fee/statistics/StatisticsPage.tsx). */
export const statisticsTexts = {
  community: '所属団地',
  allCommunities: 'すべての団地',
  year: '年度',
  receivable: '請求額',
  received: '収納額',
  uncollected: '未収額',
  rate: '収納率',
  yuan: '元',
  byMonth: '{{year}}年 月別収納状況',
  byFeeType: '費目別',
  byCommunity: '団地別',
};
