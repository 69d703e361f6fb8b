/** 儀表與抄表。 */
export const menu = {
  'toll-meter': '儀表管理',
  'toll-meter-reading': '抄表記錄',
};
