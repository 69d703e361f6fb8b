/** 목록 옆의 트리(단지, 동, 라인). */
export const listTree = {
  all: '전체',
  collapse: '{{title}} 접기',
  expand: '{{title}} 펼치기',
  /** The narrow screen's button and the folded panel's tip: what the tree has chosen. */
  current: '{{title}}: {{current}}',
  open: '{{title}}에서 선택',
};
