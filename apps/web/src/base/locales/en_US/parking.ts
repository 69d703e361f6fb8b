import { carTexts } from '../../car/locales/en_US.ts';
import type { CarEntryRecord, Parking, ParkingGate, ParkingSpace } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const parking: EntityTexts<typeof Parking> = { title: "Car park", fields: { areaId: "Community", parkingNo: "Car park no.", parkingName: "Car park name", parkingType: "Car park type", floors: "Floors", plannedSpaces: "Planned spaces", address: "Location", status: "Status", remark: "Remark", createTime: "Created" } };
const parkingSpace: EntityTexts<typeof ParkingSpace> = { title: "Parking space", fields: { areaId: "Community", parkingId: "Car park", spaceNo: "Space no.", floor: "Floor", spaceType: "Space type", area: "Area (m²)", state: "Space state", residentId: "User", startDate: "Start date", endDate: "End date", remark: "Remark", createTime: "Created" } };
const parkingGate: EntityTexts<typeof ParkingGate> = { title: "Barrier gate", fields: { areaId: "Community", parkingId: "Car park", gateNo: "Device no.", gateName: "Gate name", direction: "Gate direction", status: "Status", lastSeen: "Last report", remark: "Remark", createTime: "Created" } };
const carEntryRecord: EntityTexts<typeof CarEntryRecord> = { title: "Vehicle entries and exits", fields: { areaId: "Community", parkingId: "Car park", gateId: "Gate", plateNo: "Plate no.", direction: "Direction", carKind: "Vehicle category", passTime: "Passed at", photo: "Snapshot" } };

/** Parking: car parks, spaces, barrier gates, entry records. */
export const parkingTexts = {
  ...carTexts,
  parking,
  parkingSpace: { ...parkingSpace, messages: {"out": "Take out", "outConfirm": "Take out space \"{{name}}\"? Its user and dates are cleared and the space becomes free.", "outDone": "The space has been taken out", "arrears": "The space has unpaid charges and cannot be taken out"}, user: {"typeToSearch": "Type a full name or a surname, a full mobile or its last 4 digits to search this community's residents"}, batch: {"button": "Batch add", "title": "Add parking spaces in a batch", "stepRule": "Numbering", "stepPreview": "Preview", "communityFirst": "Choose the community first", "prefix": "Number prefix", "prefixHelp": "e.g. B1- (optional)", "range": "Number range", "startNo": "Start number", "endNo": "End number", "digits": "Digits", "digitsHelp": "Shorter numbers are padded with zeros: 3 digits give 001", "sample": "Creates {{first}} … {{last}}, {{count}} in all", "floorAbove": "Floor {{n}}", "floorBelow": "Basement {{n}}", "preview": "Preview", "prev": "Back", "save": "Save", "count": "Spaces", "first": "First number", "last": "Last number", "taken": "Numbers already used", "clashes": "{{n}} of these numbers already exist in this car park: change the prefix or the range before saving", "noClash": "None of the numbers is taken: save when it looks right", "more": "and {{n}} more", "saved": "{{count}} parking spaces added"} },
  parkingGate: { ...parkingGate, messages: {"resetKey": "Reset key", "resetConfirm": "Reset the key of gate \"{{name}}\"? The old key stops working at once.", "keyTitle": "Device key", "keyOnce": "Configure this key on the barrier gate now. It is shown only this once and cannot be viewed again after closing.", "keyGate": "Device no.", "keyValue": "Device key", "copy": "Copy", "copied": "Copied"} },
  carEntryRecord,
};
