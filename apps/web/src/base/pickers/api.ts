import { type Envelope, http } from '../../platform/http/client.ts';

/** The hierarchy's option calls (server: apps/server/src/base/hierarchy/pickers.ts), each limited to the caller's communities. */
export type AreaOption = { id: number; areaName: string };
export type BuildingOption = { id: number; areaId: number; buildingNo: string; buildingName: string };
export type UnitOption = { id: number; buildingId: number; unitNo: string; unitName: string };
export type FloorOption = { floor: number; floorName: string | null };
export type RoomOption = { id: number; buildingId: number; unitId: number | null; floor: number; roomNo: string; state: string };
export type RoomPath = { id: number; areaId: number; areaName: string; buildingId: number; buildingName: string; unitId: number | null; unitName: string | null; floor: number; roomNo: string };

const data = async <T>(call: Promise<Envelope<T>>): Promise<T> => (await call).data;

export const pickerApi = {
  areas: () => data(http.get<Envelope<AreaOption[]>>('/api/zhwy/fee-common/queryAllArea')),
  buildings: (areaId: number) => data(http.get<Envelope<BuildingOption[]>>(`/api/base/common-plugins/queryBuildingByAreaId/${areaId}`)),
  units: (buildingId: number) => data(http.get<Envelope<UnitOption[]>>(`/api/base/common-plugins/queryUnitsByBuildingId/${buildingId}`)),
  /** unitId 0: the whole building. */
  floors: (buildingId: number, unitId = 0) => data(http.get<Envelope<FloorOption[]>>(`/api/zhwy/fee-common/getFloors/${buildingId}/${unitId}`)),
  rooms: (buildingId: number, floor: number, unitId?: number) =>
    data(http.get<Envelope<RoomOption[]>>(`/api/zhwy/fee-common/getRooms/${buildingId}/${floor}`, unitId ? { unitId } : undefined)),
  /** Rooms by number or path (3-2-302: building-unit-room), at most 50, each with its place (the picker's search). */
  searchRooms: (text: string, areaId?: number) =>
    data(http.get<Envelope<RoomPath[]>>('/api/base/common-plugins/searchRooms', { text, ...(areaId ? { areaId } : {}) }, { silent: true })),
  roomPath: (roomId: number) => data(http.get<Envelope<RoomPath>>(`/api/base/common-plugins/roomPath/${roomId}`, undefined, { silent: true })),
};
