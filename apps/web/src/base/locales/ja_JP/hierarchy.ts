import type { Building, Floor, Room, Unit } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const building: EntityTexts<typeof Building> = {
  title: '棟',
  fields: {
    areaId: '団地', buildingNo: '棟番号', buildingName: '棟名', buildingType: '棟の種類', structure: '構造',
    aboveFloors: '地上階数', underFloors: '地下階数', elevatorCount: 'エレベーター数', buildingArea: '延床面積（㎡）',
    completionDate: '竣工日', sort: '並び順', status: '状態', remark: '備考', createTime: '作成日時',
  },
};
const unit: EntityTexts<typeof Unit> = {
  title: 'ユニット',
  fields: { areaId: '団地', buildingId: '棟', unitNo: 'ユニット番号', unitName: 'ユニット名', elevatorCount: 'エレベーター数', sort: '並び順', remark: '備考', createTime: '作成日時' },
};
const floor: EntityTexts<typeof Floor> = {
  title: '階',
  fields: { areaId: '団地', buildingId: '棟', floorNo: '階', floorName: '階の名称', leaderId: 'フロア長', leaderName: 'フロア長の氏名', leaderPhone: 'フロア長の電話', remark: '備考', createTime: '作成日時' },
};
const room: EntityTexts<typeof Room> = {
  title: '部屋',
  fields: {
    areaId: '団地', buildingId: '棟', unitId: 'ユニット', floor: '階', roomNo: '部屋番号', layout: '間取り', buildingArea: '面積（㎡）',
    innerArea: '専有面積（㎡）', orientation: '向き', decoration: '内装', roomUse: '用途', state: '部屋の状態', propertyNo: '権利証番号',
    deliveryDate: '引渡日', remark: '備考', createTime: '作成日時',
  },
};

/** 棟、ユニット、階、部屋。 */
export const hierarchyTexts = {
  building,
  unit,
  floor,
  room,
  pickers: {
    placeholder: { building: '団地 / 棟を選択', unit: '団地 / 棟 / ユニットを選択', room: '団地 / 棟 / ユニット / 階 / 部屋を選択' },
    floorN: '{{n}}階',
  },
  hierarchy: {
    batch: '一括作成',
    batchTitle: '棟・ユニット・部屋の一括作成',
    stepBuilding: '棟',
    stepRooms: 'ユニットと部屋',
    stepPreview: 'プレビューと作成',
    area: '団地',
    buildingNos: '棟番号',
    buildingNosHelp: 'カンマ区切りで複数棟を一度に作成できます（例: 1,2,3）。棟名は「番号＋号棟」です',
    buildingNoInvalid: '棟ごとに英数字 1–20 文字をカンマ区切りで入力してください（最大 50 棟）',
    aboveFloors: '地上階数',
    underFloors: '地下階数',
    basementRooms: '地下階にも部屋を作成',
    units: '1 棟のユニット数',
    roomsPerFloor: '1 ユニット 1 階あたりの戸数',
    pattern: '部屋番号の規則',
    patterns: {
      floorTimes100: '階×100＋連番（12 階の 1 戸目 → 1201）',
      floorDash: '階-連番（12 階の 1 戸目 → 12-01）',
      unitFloorSeq: 'ユニット＋階＋連番（2 ユニット 12 階の 1 戸目 → 21201）',
    },
    basementNote: '地下階の部屋番号には B が付きます（地下 1 階の 1 戸目 → B101）',
    previewCounts: '{{buildings}} 棟、{{units}} ユニット、{{floors}} 階、{{rooms}} 室を作成します',
    previewSample: '部屋番号の例',
    previewTooMany: '一度に作成できる部屋は最大 {{max}} 室です。階数・ユニット数・戸数を減らしてください',
    generate: '作成',
    generated: '{{rooms}} 室を作成しました',
    next: '次へ',
    prev: '戻る',
    leader: 'フロア長の設定',
    leaderTitle: '{{name}} のフロア長',
    leaderResident: 'フロア長（この団地の住民）',
    leaderClear: 'フロア長なし',
    state: '部屋の状態',
    sale: '販売',
    rent: '賃貸',
    leave: '退去',
    stateConfirm: '部屋 {{name}} を{{action}}にしますか？',
    stateDone: '部屋 {{name}}：{{action}}しました',
    residents: '住民',
    noResidents: '紐づいた住民はいません',
    relation: '部屋との関係',
    name: '氏名',
    mobile: '携帯番号',
  },
  roomState: {
    owing: '滞納',
    owed: '滞納 {{amount}} 元',
    title: '部屋状況図',
    community: '団地',
    building: '棟',
    chooseBuilding: '団地と棟を選択してください',
    noBuildings: 'この団地にはまだ棟がありません。先に棟管理で追加または一括作成してください',
    counts: '計 {{n}} 室',
    floor: '階',
    noUnit: 'ユニットなし',
    empty: 'この棟にはまだ部屋がありません',
    roomTitle: '部屋 {{name}}',
    loadedIn: '{{rooms}} 室',
    search: '部屋を検索',
    searchPlaceholder: '部屋番号または 棟-ユニット-部屋番号（例: 3-2-302）',
    found: '{{n}} 室見つかりました',
    notFound: 'この団地に部屋「{{text}}」は見つかりません',
    showRoom: '{{name}} を図に表示',
  },
};
