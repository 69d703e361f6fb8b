import { FUNDS_DICTIONARIES, FundConfig, UserFunds, UserFundsDetail } from '@zhwy/contracts';
import { dictTexts, entityTexts } from '../../../platform/resource/labels.ts';

/** 用户资金：中文文案取自实体定义（字段标签、字典标签），与服务端一致；另有页面自己的按钮和对话框文案。 */
export const funds = {
  userFunds: {
    ...entityTexts(UserFunds),
    calls: { recharge: '充值' },
    recharge: '充值',
    recharged: '充值成功',
    rechargeTitle: '充值：{{name}}',
    amount: '充值金额（元）',
    remark: '备注',
    movements: '明细',
    movementsTitle: '资金明细：{{name}}',
    useLimitAction: '使用额度',
    useLimitTitle: '使用额度：{{name}}',
    useLimitHint: '单笔缴费最多可从余额扣除的金额；留空不限，0 表示不可用余额缴费',
  },
  userFundsDetail: entityTexts(UserFundsDetail),
  fundConfig: entityTexts(FundConfig),
  dictValues: dictTexts(FUNDS_DICTIONARIES),
};
