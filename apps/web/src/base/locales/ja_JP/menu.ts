/** Menu titles of the base module (`menu.<name>`). */
export const menu = {
  base: '基礎データ',
  'base-community': '団地管理',
  'base-building': '棟管理',
  'base-unit': 'ユニット管理',
  'base-floor': '階管理',
  'base-room': '部屋管理',
  'base-resident': '住民管理',
  'base-resident-room': '部屋の紐づけ',
  'base-resident-audit': '住民審査',
  'base-car': '車両管理',
  'base-parking': '駐車場管理',
  'base-parking-space': '駐車区画管理',
  'base-garage': 'ガレージ管理',
  'base-parking-gate': 'ゲート機器',
  'base-car-comein': '車両入出庫記録',
  toll: '料金センター',
  'toll-room-state': '部屋状態図',
  'toll-vehicle-state': '車両状態図',
  /** The home page's workbench counts (`menu.workbench.<name>`), loaded with the menu titles. */
  workbench: { pendingResidentAudits: '審査待ちの住民' },
};
