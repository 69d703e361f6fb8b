/** 收费统计 (fee/statistics/StatisticsPage.tsx). */
export const statisticsTexts = {
  community: 'Community',
  allCommunities: 'All communities',
  year: 'Year',
  receivable: 'Receivable',
  received: 'Received',
  uncollected: 'Uncollected',
  rate: 'Collection rate',
  yuan: 'CNY',
  byMonth: 'Collection by month, {{year}}',
  byFeeType: 'By fee type',
  byCommunity: 'By community',
};
