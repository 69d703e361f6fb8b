import type { Building, Floor, Room, Unit } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const building: EntityTexts<typeof Building> = {
  title: 'Building',
  fields: {
    areaId: 'Community', buildingNo: 'Building no.', buildingName: 'Building name', buildingType: 'Building type', structure: 'Structure',
    aboveFloors: 'Floors above ground', underFloors: 'Floors below ground', elevatorCount: 'Elevators', buildingArea: 'Floor area (m²)',
    completionDate: 'Completed on', sort: 'Order', status: 'Status', remark: 'Remark', createTime: 'Created',
  },
};
const unit: EntityTexts<typeof Unit> = {
  title: 'Unit',
  fields: { areaId: 'Community', buildingId: 'Building', unitNo: 'Unit no.', unitName: 'Unit name', elevatorCount: 'Elevators', sort: 'Order', remark: 'Remark', createTime: 'Created' },
};
const floor: EntityTexts<typeof Floor> = {
  title: 'Floor',
  fields: { areaId: 'Community', buildingId: 'Building', floorNo: 'Floor', floorName: 'Floor name', leaderId: 'Floor leader', leaderName: "Floor leader's name", leaderPhone: "Floor leader's phone", remark: 'Remark', createTime: 'Created' },
};
const room: EntityTexts<typeof Room> = {
  title: 'Room',
  fields: {
    areaId: 'Community', buildingId: 'Building', unitId: 'Unit', floor: 'Floor', roomNo: 'Room no.', layout: 'Layout', buildingArea: 'Floor area (m²)',
    innerArea: 'Usable area (m²)', orientation: 'Orientation', decoration: 'Decoration', roomUse: 'Use', state: 'Room state', propertyNo: 'Title deed no.',
    deliveryDate: 'Handed over on', remark: 'Remark', createTime: 'Created',
  },
};

/** Buildings, units, floors, rooms. */
export const hierarchyTexts = {
  building,
  unit,
  floor,
  room,
  pickers: {
    placeholder: { building: 'Community / building', unit: 'Community / building / unit', room: 'Community / building / unit / floor / room' },
    floorN: 'Floor {{n}}',
  },
  hierarchy: {
    batch: 'Batch create',
    batchTitle: 'Create buildings, units and rooms in a batch',
    stepBuilding: 'Buildings',
    stepRooms: 'Units and rooms',
    stepPreview: 'Preview and create',
    area: 'Community',
    buildingNos: 'Building numbers',
    buildingNosHelp: 'Several at once, separated by commas, e.g. 1,2,3; each is named "Building <no.>"',
    buildingNoInvalid: 'Enter 1–20 letters or digits per building, separated by commas, at most 50 buildings',
    aboveFloors: 'Floors above ground',
    underFloors: 'Floors below ground',
    basementRooms: 'Rooms on basement floors',
    units: 'Units per building',
    roomsPerFloor: 'Rooms per floor per unit',
    pattern: 'Room number rule',
    patterns: {
      floorTimes100: 'Floor × 100 + n (floor 12, room 1 → 1201)',
      floorDash: 'Floor-n (floor 12, room 1 → 12-01)',
      unitFloorSeq: 'Unit, floor, n (unit 2, floor 12, room 1 → 21201)',
    },
    basementNote: 'Basement rooms start with B (basement 1, room 1 → B101)',
    previewCounts: '{{buildings}} buildings, {{units}} units, {{floors}} floors and {{rooms}} rooms will be created',
    previewSample: 'Sample room numbers',
    previewTooMany: 'At most {{max}} rooms at once: use fewer floors, units or rooms',
    generate: 'Create',
    generated: '{{rooms}} rooms created',
    next: 'Next',
    prev: 'Back',
    leader: 'Set floor leader',
    leaderTitle: 'Floor leader of {{name}}',
    leaderResident: 'Floor leader (a resident of the community)',
    leaderClear: 'No floor leader',
    state: 'Room state',
    sale: 'Sell',
    rent: 'Rent out',
    leave: 'Move out',
    stateConfirm: '{{action}}: room {{name}}?',
    stateDone: 'Room {{name}}: {{action}} done',
    residents: 'Residents',
    noResidents: 'No resident is bound to the room',
    relation: 'Relation',
    name: 'Name',
    mobile: 'Mobile',
  },
  roomState: {
    owing: 'In arrears',
    owed: 'Owes {{amount}} CNY',
    title: 'Room state diagram',
    community: 'Community',
    building: 'Building',
    chooseBuilding: 'Choose a community and a building',
    noBuildings: 'This community has no buildings yet: add them under Buildings first (one by one or in a batch)',
    counts: '{{n}} rooms',
    floor: 'Floor',
    noUnit: 'No unit',
    empty: 'The building has no rooms yet',
    roomTitle: 'Room {{name}}',
    loadedIn: '{{rooms}} rooms',
    search: 'Find a room',
    searchPlaceholder: 'Room number or building-unit-room, e.g. 3-2-302',
    found: 'Rooms found: {{n}}',
    notFound: 'No room “{{text}}” in this community',
    showRoom: 'Show {{name}} in the diagram',
  },
};
