/** 收费统计 (fee/statistics/StatisticsPage.tsx). */
export const statisticsTexts = {
  community: '所属小区',
  allCommunities: '全部小区',
  year: '年度',
  receivable: '应收金额',
  received: '实收金额',
  uncollected: '未收金额',
  rate: '收缴率',
  yuan: '元',
  byMonth: '{{year}} 年各月收缴情况',
  byFeeType: '按费用类型',
  byCommunity: '按小区',
};
