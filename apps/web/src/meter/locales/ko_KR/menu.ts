/** 계량기와 검침. */
export const menu = {
  'toll-meter': '계량기 관리',
  'toll-meter-reading': '검침 기록',
};
