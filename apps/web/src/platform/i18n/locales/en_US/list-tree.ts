/** The tree beside a list (communities, buildings, units). */
export const listTree = {
  all: 'All',
  collapse: 'Collapse {{title}}',
  expand: 'Expand {{title}}',
  /** The narrow screen's button and the folded panel's tip: what the tree has chosen. */
  current: '{{title}}: {{current}}',
  open: 'Choose from {{title}}',
};
