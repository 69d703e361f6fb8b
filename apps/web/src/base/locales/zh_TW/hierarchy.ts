import type { Building, Floor, Room, Unit } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const building: EntityTexts<typeof Building> = {
  title: '樓棟',
  fields: {
    areaId: '所屬社區', buildingNo: '樓棟編號', buildingName: '樓棟名稱', buildingType: '樓棟類型', structure: '建築結構',
    aboveFloors: '地上層數', underFloors: '地下層數', elevatorCount: '電梯數', buildingArea: '建築面積（㎡）',
    completionDate: '竣工日期', sort: '排序', status: '狀態', remark: '備註', createTime: '建立時間',
  },
};
const unit: EntityTexts<typeof Unit> = {
  title: '單元',
  fields: { areaId: '所屬社區', buildingId: '所屬樓棟', unitNo: '單元編號', unitName: '單元名稱', elevatorCount: '電梯數', sort: '排序', remark: '備註', createTime: '建立時間' },
};
const floor: EntityTexts<typeof Floor> = {
  title: '樓層',
  fields: { areaId: '所屬社區', buildingId: '所屬樓棟', floorNo: '樓層', floorName: '樓層名稱', leaderId: '樓層長', leaderName: '樓層長姓名', leaderPhone: '樓層長電話', remark: '備註', createTime: '建立時間' },
};
const room: EntityTexts<typeof Room> = {
  title: '房屋',
  fields: {
    areaId: '所屬社區', buildingId: '所屬樓棟', unitId: '所屬單元', floor: '所在樓層', roomNo: '房號', layout: '格局', buildingArea: '建築面積（㎡）',
    innerArea: '室內面積（㎡）', orientation: '座向', decoration: '裝修情況', roomUse: '房屋用途', state: '房屋狀態', propertyNo: '權狀字號',
    deliveryDate: '交屋日期', remark: '備註', createTime: '建立時間',
  },
};

/** 樓棟、單元、樓層、房屋。 */
export const hierarchyTexts = {
  building,
  unit,
  floor,
  room,
  pickers: {
    placeholder: { building: '請選擇社區 / 樓棟', unit: '請選擇社區 / 樓棟 / 單元', room: '請選擇社區 / 樓棟 / 單元 / 樓層 / 房屋' },
    floorN: '{{n}}樓',
  },
  hierarchy: {
    batch: '批次產生',
    batchTitle: '批次產生樓棟、單元與房屋',
    stepBuilding: '樓棟',
    stepRooms: '單元與房屋',
    stepPreview: '預覽並產生',
    area: '所屬社區',
    buildingNos: '樓棟編號',
    buildingNosHelp: '可一次產生多棟，以逗號分隔，如 1,2,3；樓棟名稱為「編號＋號樓」',
    buildingNoInvalid: '每棟請輸入 1–20 個字母或數字，以逗號分隔，最多 50 棟',
    aboveFloors: '地上層數',
    underFloors: '地下層數',
    basementRooms: '地下層產生房屋',
    units: '每棟單元數',
    roomsPerFloor: '每單元每層戶數',
    pattern: '房號規則',
    patterns: {
      floorTimes100: '樓層×100+序號（12 樓第 1 戶 → 1201）',
      floorDash: '樓層-序號（12 樓第 1 戶 → 12-01）',
      unitFloorSeq: '單元+樓層+序號（2 單元 12 樓第 1 戶 → 21201）',
    },
    basementNote: '地下樓層的房號前加 B（地下 1 樓第 1 戶 → B101）',
    previewCounts: '將產生 {{buildings}} 棟、{{units}} 個單元、{{floors}} 個樓層、{{rooms}} 間房屋',
    previewSample: '房號範例',
    previewTooMany: '一次最多產生 {{max}} 間房屋，請減少層數、單元數或戶數',
    generate: '產生',
    generated: '已產生 {{rooms}} 間房屋',
    next: '下一步',
    prev: '上一步',
    leader: '設定樓層長',
    leaderTitle: '設定 {{name}} 的樓層長',
    leaderResident: '樓層長（本社區住戶）',
    leaderClear: '不設樓層長',
    state: '房屋狀態',
    sale: '出售',
    rent: '出租',
    leave: '退房',
    stateConfirm: '確定將房屋 {{name}} {{action}}嗎？',
    stateDone: '房屋 {{name}} 已{{action}}',
    residents: '住戶',
    noResidents: '尚無綁定的住戶',
    relation: '與房屋關係',
    name: '姓名',
    mobile: '手機號碼',
  },
  roomState: {
    owing: '欠費',
    owed: '欠費 {{amount}} 元',
    title: '房態圖',
    community: '社區',
    building: '樓棟',
    chooseBuilding: '請選擇社區和樓棟',
    noBuildings: '此社區還沒有樓棟，請先在樓棟管理中新增或批次產生',
    counts: '共 {{n}} 間',
    floor: '樓層',
    noUnit: '未分單元',
    empty: '該樓棟尚無房屋',
    roomTitle: '房屋 {{name}}',
    loadedIn: '{{rooms}} 間房屋',
    search: '查找房屋',
    searchPlaceholder: '房號或 樓棟-單元-房號，如 3-2-302',
    found: '找到 {{n}} 間房屋',
    notFound: '本社區找不到房屋「{{text}}」',
    showRoom: '在房態圖中顯示 {{name}}',
  },
};
