/** お知らせ。 */
export const menu = { operations: '運営管理', 'operations-letter': 'お知らせ', 'operations-my-letter': '自分のお知らせ' };
