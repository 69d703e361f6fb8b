/** 列表旁的樹（社區、棟、單元）。 */
export const listTree = {
  all: '全部',
  collapse: '收合{{title}}',
  expand: '展開{{title}}',
  /** The narrow screen's button and the folded panel's tip: what the tree has chosen. */
  current: '{{title}}：{{current}}',
  open: '選擇{{title}}',
};
