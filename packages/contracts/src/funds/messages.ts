/**
 * 用户资金's refusal messages, five translations side by side; merged into the catalogue in contracts/src/messages.ts.
 */
import { defineMessages } from '../platform/message-catalogue.ts';

export const FUNDS_MESSAGES = defineMessages({
  fundsInsufficient: {
    zh_CN: '余额不足：可用 {balance} 元，需 {amount} 元',
    zh_TW: '餘額不足：可用 {balance} 元，需 {amount} 元',
    en_US: 'Insufficient balance: {balance} CNY available, {amount} CNY needed',
    ja_JP: '残高不足です：利用可能 {balance} 元、必要 {amount} 元',
    ko_KR: '잔액이 부족합니다: 사용 가능 {balance}위안, 필요 {amount}위안',
  },
  fundsOverUseLimit: {
    zh_CN: '超过使用额度：单笔最多 {limit} 元',
    zh_TW: '超過使用額度：單筆最多 {limit} 元',
    en_US: 'Over the use limit: at most {limit} CNY per payment',
    ja_JP: '利用限度額を超えています：1 回 {limit} 元まで',
    ko_KR: '사용 한도를 초과했습니다: 1회 최대 {limit}위안',
  },
  fundsNotEnabled: {
    zh_CN: '该小区未启用用户资金，请先在资金配置中启用',
    zh_TW: '該社區未啟用用戶資金，請先在資金配置中啟用',
    en_US: 'User funds are not enabled for this community; enable them in the fund settings first',
    ja_JP: 'この団地では利用者資金が有効になっていません。先に資金設定で有効にしてください',
    ko_KR: '이 단지는 사용자 자금이 활성화되지 않았습니다. 먼저 자금 설정에서 활성화하세요',
  },
  fundsNoAccount: {
    zh_CN: '该住户在此房屋没有资金账户',
    zh_TW: '該住戶在此房屋沒有資金帳戶',
    en_US: 'The resident has no funds account for this room',
    ja_JP: 'この居住者にはこの部屋の資金口座がありません',
    ko_KR: '이 입주자는 이 호실의 자금 계좌가 없습니다',
  },
  fundsMovementKept: {
    zh_CN: '资金明细不能删除，如需更正请登记一笔调整',
    zh_TW: '資金明細不能刪除，如需更正請登記一筆調整',
    en_US: 'A funds movement cannot be deleted; record an adjustment to correct it',
    ja_JP: '資金明細は削除できません。訂正するには調整を登録してください',
    ko_KR: '자금 내역은 삭제할 수 없습니다. 정정하려면 조정을 등록하세요',
  },
  fundsAmountPositive: {
    zh_CN: '金额必须大于 0',
    zh_TW: '金額必須大於 0',
    en_US: 'The amount must be greater than 0',
    ja_JP: '金額は 0 より大きくしてください',
    ko_KR: '금액은 0보다 커야 합니다',
  },
  fundsAmountNonZero: {
    zh_CN: '调整金额不能为 0',
    zh_TW: '調整金額不能為 0',
    en_US: 'An adjustment cannot be 0',
    ja_JP: '調整額を 0 にすることはできません',
    ko_KR: '조정 금액은 0일 수 없습니다',
  },
  fundsBelowMinRecharge: {
    zh_CN: '低于本小区的最低充值金额',
    zh_TW: '低於本社區的最低儲值金額',
    en_US: 'Below the community’s minimum recharge',
    ja_JP: 'この団地の最低チャージ額を下回っています',
    ko_KR: '이 단지의 최소 충전 금액보다 적습니다',
  },
  fundsAboveMaxRecharge: {
    zh_CN: '超过本小区的单次充值上限',
    zh_TW: '超過本社區的單次儲值上限',
    en_US: 'Above the community’s limit for one recharge',
    ja_JP: 'この団地の 1 回のチャージ上限を超えています',
    ko_KR: '이 단지의 1회 충전 한도를 초과했습니다',
  },
  fundsMaxBelowMin: {
    zh_CN: '单次充值上限不能低于最低充值金额',
    zh_TW: '單次儲值上限不能低於最低儲值金額',
    en_US: 'The limit for one recharge cannot be below the minimum recharge',
    ja_JP: '1 回のチャージ上限は最低チャージ額以上にしてください',
    ko_KR: '1회 충전 한도는 최소 충전 금액보다 작을 수 없습니다',
  },
});
