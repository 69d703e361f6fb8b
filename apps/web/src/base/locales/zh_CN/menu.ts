/** 基础数据的菜单标题（`menu.<name>`）。 */
export const menu = {
  base: '基础数据',
  'base-community': '小区管理',
  'base-building': '楼栋管理',
  'base-unit': '单元管理',
  'base-floor': '楼层管理',
  'base-room': '房屋管理',
  'base-resident': '住户管理',
  'base-resident-room': '房屋绑定',
  'base-resident-audit': '住户审核',
  'base-car': '车辆管理',
  'base-parking': '停车场管理',
  'base-parking-space': '车位管理',
  'base-garage': '车库管理',
  'base-parking-gate': '道闸设备',
  'base-car-comein': '车辆进出记录',
  toll: '收费中心',
  'toll-room-state': '房态图',
  'toll-vehicle-state': '车辆状态图',
  /** The home page's workbench counts (`menu.workbench.<name>`), loaded with the menu titles. */
  workbench: { pendingResidentAudits: '待审核住户' },
};
