import type { Building, Floor, Room, Unit } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const building: EntityTexts<typeof Building> = {
  title: '동',
  fields: {
    areaId: '단지', buildingNo: '동 번호', buildingName: '동 이름', buildingType: '동 유형', structure: '건축 구조',
    aboveFloors: '지상 층수', underFloors: '지하 층수', elevatorCount: '엘리베이터 수', buildingArea: '건축 면적(㎡)',
    completionDate: '준공일', sort: '정렬', status: '상태', remark: '비고', createTime: '생성 시간',
  },
};
const unit: EntityTexts<typeof Unit> = {
  title: '라인',
  fields: { areaId: '단지', buildingId: '동', unitNo: '라인 번호', unitName: '라인 이름', elevatorCount: '엘리베이터 수', sort: '정렬', remark: '비고', createTime: '생성 시간' },
};
const floor: EntityTexts<typeof Floor> = {
  title: '층',
  fields: { areaId: '단지', buildingId: '동', floorNo: '층', floorName: '층 이름', leaderId: '층 대표', leaderName: '층 대표 이름', leaderPhone: '층 대표 전화', remark: '비고', createTime: '생성 시간' },
};
const room: EntityTexts<typeof Room> = {
  title: '호실',
  fields: {
    areaId: '단지', buildingId: '동', unitId: '라인', floor: '층', roomNo: '호수', layout: '평면', buildingArea: '공급 면적(㎡)',
    innerArea: '전용 면적(㎡)', orientation: '향', decoration: '인테리어', roomUse: '용도', state: '호실 상태', propertyNo: '등기 번호',
    deliveryDate: '인도일', remark: '비고', createTime: '생성 시간',
  },
};

/** 동, 라인, 층, 호실. */
export const hierarchyTexts = {
  building,
  unit,
  floor,
  room,
  pickers: {
    placeholder: { building: '단지 / 동 선택', unit: '단지 / 동 / 라인 선택', room: '단지 / 동 / 라인 / 층 / 호실 선택' },
    floorN: '{{n}}층',
  },
  hierarchy: {
    batch: '일괄 생성',
    batchTitle: '동, 라인, 호실 일괄 생성',
    stepBuilding: '동',
    stepRooms: '라인과 호실',
    stepPreview: '미리보기 및 생성',
    area: '단지',
    buildingNos: '동 번호',
    buildingNosHelp: '쉼표로 구분해 여러 동을 한 번에 만들 수 있습니다(예: 1,2,3). 동 이름은 "번호+동"입니다',
    buildingNoInvalid: '동마다 영문자 또는 숫자 1–20자를 쉼표로 구분해 입력하세요(최대 50개 동)',
    aboveFloors: '지상 층수',
    underFloors: '지하 층수',
    basementRooms: '지하층에도 호실 생성',
    units: '동당 라인 수',
    roomsPerFloor: '라인별 층당 세대 수',
    pattern: '호수 규칙',
    patterns: {
      floorTimes100: '층×100+순번(12층 1호 → 1201)',
      floorDash: '층-순번(12층 1호 → 12-01)',
      unitFloorSeq: '라인+층+순번(2라인 12층 1호 → 21201)',
    },
    basementNote: '지하층 호수 앞에는 B가 붙습니다(지하 1층 1호 → B101)',
    previewCounts: '{{buildings}}개 동, {{units}}개 라인, {{floors}}개 층, {{rooms}}개 호실을 생성합니다',
    previewSample: '호수 예시',
    previewTooMany: '한 번에 최대 {{max}}개 호실까지 생성할 수 있습니다. 층수, 라인 수 또는 세대 수를 줄이세요',
    generate: '생성',
    generated: '{{rooms}}개 호실을 생성했습니다',
    next: '다음',
    prev: '이전',
    leader: '층 대표 지정',
    leaderTitle: '{{name}} 층 대표',
    leaderResident: '층 대표(이 단지의 입주민)',
    leaderClear: '층 대표 없음',
    state: '호실 상태',
    sale: '분양',
    rent: '임대',
    leave: '퇴거',
    stateConfirm: '호실 {{name}}을(를) {{action}} 처리하시겠습니까?',
    stateDone: '호실 {{name}}: {{action}} 완료',
    residents: '입주민',
    noResidents: '연결된 입주민이 없습니다',
    relation: '호실과의 관계',
    name: '이름',
    mobile: '휴대폰 번호',
  },
  roomState: {
    owing: '연체',
    owed: '연체 {{amount}}위안',
    title: '호실 현황도',
    community: '단지',
    building: '동',
    chooseBuilding: '단지와 동을 선택하세요',
    noBuildings: '이 단지에는 아직 동이 없습니다. 먼저 동 관리에서 추가하거나 일괄 생성하세요',
    counts: '총 {{n}}개',
    floor: '층',
    noUnit: '라인 없음',
    empty: '이 동에는 아직 호실이 없습니다',
    roomTitle: '호실 {{name}}',
    loadedIn: '{{rooms}}개 호실',
    search: '호실 찾기',
    searchPlaceholder: '호실 번호 또는 동-라인-호실(예: 3-2-302)',
    found: '호실 {{n}}개를 찾았습니다',
    notFound: '이 단지에서 호실 “{{text}}”을(를) 찾지 못했습니다',
    showRoom: '현황도에서 {{name}} 보기',
  },
};
