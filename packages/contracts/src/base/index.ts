/** Base data (spec: base-data-and-billing.md): communities, the building hierarchy, residents, vehicles and parking. */
export * from './community.ts';
export * from './hierarchy.ts';
export * from './residents.ts';
export * from './parking.ts';
import { actionCode } from '../platform/action-codes.ts';
import { COMMUNITY_STATUS } from './community.ts';
import { BUILDING_STATUS, BUILDING_STRUCTURE, BUILDING_TYPE, Floor, ROOM_DECORATION, ROOM_LAYOUT, ROOM_ORIENTATION, ROOM_STATE, ROOM_USE, Room } from './hierarchy.ts';
import { AUDIT_STATUS, ID_CARD_TYPE, MOBILE_VERIFIED, RESIDENT_SOURCE, RESIDENT_TYPE, RESIDENT_UNMASK, ResidentAudit } from './residents.ts';
import { CAR_TYPE, COMMON_STATUS, GARAGE_STATE, GATE_DIRECTION, PARKING_TYPE, PASS_CAR_KIND, PASS_DIRECTION, PLATE_COLOR, ParkingGate, ParkingSpace, SPACE_STATE, SPACE_TYPE } from './parking.ts';

export const BASE_DICTIONARIES = [
  COMMUNITY_STATUS,
  BUILDING_STATUS,
  BUILDING_TYPE,
  BUILDING_STRUCTURE,
  ROOM_LAYOUT,
  ROOM_ORIENTATION,
  ROOM_DECORATION,
  ROOM_USE,
  ROOM_STATE,
  ID_CARD_TYPE,
  RESIDENT_TYPE,
  RESIDENT_SOURCE,
  MOBILE_VERIFIED,
  AUDIT_STATUS,
  COMMON_STATUS,
  PLATE_COLOR,
  CAR_TYPE,
  PARKING_TYPE,
  SPACE_TYPE,
  SPACE_STATE,
  GARAGE_STATE,
  PASS_DIRECTION,
  GATE_DIRECTION,
  PASS_CAR_KIND,
] as const;

/**
 * Base data's codes beyond an entity's list/add/edit/delete/export/import (`<entity permission>:<action>`, each action
 * named once here): the menu's buttons (entityMenu), the routes' access and the page buttons read them.
 */
export const BASE_PERMISSIONS = {
  /** 查看明文: the unmasked resident (getByIdNotDesensitized) and the not-desensitised export; each use is logged. */
  residentUnmask: RESIDENT_UNMASK,
  /** 审核: approve or reject a self-registration. */
  residentAuditAudit: actionCode(ResidentAudit, 'audit'),
  /** 设置楼层长 (bindFloorLeader). */
  floorLeader: actionCode(Floor, 'leader'),
  /** 房屋状态: sale, rent and leave, each after its check. */
  roomState: actionCode(Room, 'state'),
  /** The room-state diagram (房态图, toll centre). */
  roomStateDiagram: 'base:roomState:list',
  /** 退出车位 (parkingSpace/out), after the arrears check. */
  parkingSpaceOut: actionCode(ParkingSpace, 'out'),
  /** 重置设备密钥: a gate's new key, shown once. */
  parkingGateKey: actionCode(ParkingGate, 'key'),
  /** The vehicle-state diagram (车辆状态图, toll centre): a lot's spaces and their cars coloured by what they owe. */
  vehicleStateDiagram: 'base:vehicleState:list',
} as const;
