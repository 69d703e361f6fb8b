/** 工單的選單標題。 */
export const menu = {
  operations: '營運管理',
  'operations-work-order': '工單管理',
};
