/** 작업 지시 메뉴 제목. */
export const menu = {
  operations: '운영 관리',
  'operations-work-order': '작업 지시 관리',
};
