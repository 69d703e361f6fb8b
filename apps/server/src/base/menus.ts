import { BASE_PERMISSIONS, Building, Car, CarEntryRecord, Community, Floor, Garage, Parking, ParkingGate, ParkingSpace, Resident, ResidentAudit, ResidentRoom, Room, Unit } from '@zhwy/contracts';
import { entityMenu } from '../platform/entity-menu.ts';
import type { MenuSeed } from '../platform/module.ts';

/** 基础数据 (one page per entity, buttons from the definitions plus each page's own) and the room-state diagram under 收费中心. */
export const BASE_MENUS: MenuSeed[] = [
  {
    name: 'base',
    title: '基础数据',
    type: 'menu1',
    url: '/base',
    icon: 'BankOutlined',
    readOnly: true,
    children: [
      entityMenu(Community, { name: 'base-community', url: '/base/community', icon: 'HomeOutlined' }),
      entityMenu(Building, { name: 'base-building', url: '/base/building', icon: 'BuildOutlined' }),
      entityMenu(Unit, { name: 'base-unit', url: '/base/unit', icon: 'AppstoreOutlined' }),
      entityMenu(Floor, { name: 'base-floor', url: '/base/floor', icon: 'BarsOutlined', buttons: [{ code: BASE_PERMISSIONS.floorLeader, title: '设置楼层长' }] }),
      entityMenu(Room, { name: 'base-room', url: '/base/room', icon: 'BlockOutlined', buttons: [{ code: BASE_PERMISSIONS.roomState, title: '房屋状态' }] }),
      entityMenu(Resident, { name: 'base-resident', url: '/base/resident', icon: 'TeamOutlined', buttons: [{ code: BASE_PERMISSIONS.residentUnmask, title: '查看明文' }] }),
      entityMenu(ResidentRoom, { name: 'base-resident-room', url: '/base/resident-room', icon: 'LinkOutlined' }),
      entityMenu(ResidentAudit, { name: 'base-resident-audit', url: '/base/resident-audit', icon: 'AuditOutlined', title: '住户审核', buttons: [{ code: BASE_PERMISSIONS.residentAuditAudit, title: '审核' }] }),
      entityMenu(Car, { name: 'base-car', url: '/base/car', icon: 'CarOutlined' }),
      entityMenu(Parking, { name: 'base-parking', url: '/base/parking', icon: 'EnvironmentOutlined' }),
      entityMenu(ParkingSpace, { name: 'base-parking-space', url: '/base/parking-space', icon: 'BorderOutlined', buttons: [{ code: BASE_PERMISSIONS.parkingSpaceOut, title: '退出车位' }] }),
      entityMenu(Garage, { name: 'base-garage', url: '/base/garage', icon: 'InboxOutlined' }),
      entityMenu(ParkingGate, { name: 'base-parking-gate', url: '/base/parking-gate', icon: 'ApiOutlined', title: '道闸设备', buttons: [{ code: BASE_PERMISSIONS.parkingGateKey, title: '重置密钥' }] }),
      entityMenu(CarEntryRecord, { name: 'base-car-comein', url: '/base/car-comein', icon: 'SwapOutlined', title: '车辆进出记录' }),
    ],
  },
  // 收费中心 is the fee module's root; the diagram is base's page (its routes read rooms) mounted under it.
  { name: 'toll-room-state', parent: 'toll', title: '房态图', type: 'menu2', url: '/toll/room-state', icon: 'TableOutlined', component: 'toll-room-state', permissionCode: BASE_PERMISSIONS.roomStateDiagram, readOnly: true },
  // 车辆状态图: a lot's spaces and their cars coloured by what they owe, base's page (its routes read parking) like 房态图.
  { name: 'toll-vehicle-state', parent: 'toll', title: '车辆状态图', type: 'menu2', url: '/toll/vehicle-state', icon: 'CarOutlined', component: 'toll-vehicle-state', permissionCode: BASE_PERMISSIONS.vehicleStateDiagram, readOnly: true },
];
