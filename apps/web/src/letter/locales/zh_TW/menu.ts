/** 站內信。 */
export const menu = { operations: '運營管理', 'operations-letter': '站內信', 'operations-my-letter': '我的站內信' };
