/** Menu titles of the base module (`menu.<name>`). */
export const menu = {
  base: '기초 데이터',
  'base-community': '단지 관리',
  'base-building': '동 관리',
  'base-unit': '라인 관리',
  'base-floor': '층 관리',
  'base-room': '호실 관리',
  'base-resident': '입주민 관리',
  'base-resident-room': '호실 연결',
  'base-resident-audit': '입주민 심사',
  'base-car': '차량 관리',
  'base-parking': '주차장 관리',
  'base-parking-space': '주차면 관리',
  'base-garage': '차고 관리',
  'base-parking-gate': '차단기 장치',
  'base-car-comein': '차량 출입 기록',
  toll: '수납 센터',
  'toll-room-state': '호실 상태도',
  'toll-vehicle-state': '차량 상태도',
  /** The home page's workbench counts (`menu.workbench.<name>`), loaded with the menu titles. */
  workbench: { pendingResidentAudits: '검토 대기 입주민' },
};
