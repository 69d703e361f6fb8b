/** Menu titles of the base module (`menu.<name>`). */
export const menu = {
  base: '基礎資料',
  'base-community': '社區管理',
  'base-building': '樓棟管理',
  'base-unit': '單元管理',
  'base-floor': '樓層管理',
  'base-room': '房屋管理',
  'base-resident': '住戶管理',
  'base-resident-room': '房屋綁定',
  'base-resident-audit': '住戶審核',
  'base-car': '車輛管理',
  'base-parking': '停車場管理',
  'base-parking-space': '車位管理',
  'base-garage': '車庫管理',
  'base-parking-gate': '道閘設備',
  'base-car-comein': '車輛進出紀錄',
  toll: '收費中心',
  'toll-room-state': '房態圖',
  'toll-vehicle-state': '車輛狀態圖',
  /** The home page's workbench counts (`menu.workbench.<name>`), loaded with the menu titles. */
  workbench: { pendingResidentAudits: '待審核住戶' },
};
