/** 一覧の横のツリー（団地・棟・ユニット）。 */
export const listTree = {
  all: 'すべて',
  collapse: '{{title}}を閉じる',
  expand: '{{title}}を開く',
  /** The narrow screen's button and the folded panel's tip: what the tree has chosen. */
  current: '{{title}}：{{current}}',
  open: '{{title}}から選択',
};
