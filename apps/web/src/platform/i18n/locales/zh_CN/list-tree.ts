/** 列表旁的树（小区、楼栋、单元）。 */
export const listTree = {
  all: '全部',
  collapse: '收起{{title}}',
  expand: '展开{{title}}',
  /** The narrow screen's button and the folded panel's tip: what the tree has chosen. */
  current: '{{title}}：{{current}}',
  open: '选择{{title}}',
};
