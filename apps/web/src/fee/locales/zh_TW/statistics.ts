/** 收费统计 (fee/statistics/StatisticsPage.tsx). */
export const statisticsTexts = {
  community: '所屬社區',
  allCommunities: '全部社區',
  year: '年度',
  receivable: '應收金額',
  received: '實收金額',
  uncollected: '未收金額',
  rate: '收繳率',
  yuan: '元',
  byMonth: '{{year}} 年各月收繳情況',
  byFeeType: '依費用類型',
  byCommunity: '依社區',
};
