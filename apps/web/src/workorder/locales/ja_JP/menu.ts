/** 作業指示のメニュー名。 */
export const menu = {
  operations: '運営管理',
  'operations-work-order': '作業指示管理',
};
