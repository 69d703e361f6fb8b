import { idCardCheckChar } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, authed, loginReady, useTestApp } from './helpers/app.ts';
import { type Place, accountWith, placeIn } from './helpers/base-places.ts';

/** Finding things (issue 24): rooms in a clerk's order, a room by its path (3-2-302), a room's links, residents by room. */
const t = useTestApp();
let token = '';
let place: Place;
type Body = Record<string, unknown>;

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, as = token) =>
  t.app.inject({ method, url, headers: { ...authed(as, DEMO), 'accept-language': 'zh_CN' }, ...(payload !== undefined ? { payload: payload as Body } : {}) });
const data = async (method: 'GET' | 'POST', url: string, payload?: unknown, as = token) => {
  const res = await call(method, url, payload, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** The rooms of the place's community as the list shows them: building-unit-room by code. */
const roomList = async (query = '') => {
  const page = await data('GET', `/api/base/comRoom?areaId=${place.areaId}&size=200${query}`);
  return (page.data as Body[]).map((row) => row.roomNo as string);
};
/** A valid 居民身份证 number from its first 17 digits. */
const idCard = (first17: string) => first17 + idCardCheckChar(first17);
const one = async (text: string, values: unknown[]) => Number((await t.sql<{ id: string }>(text, values))[0].id);
const roomId = async (buildingNo: string, unitNo: string, roomNo: string) =>
  one(
    `SELECT r.id FROM com_room r JOIN com_building b ON b.id = r.building_id LEFT JOIN com_unit u ON u.id = r.unit_id
     WHERE r.area_id = $1 AND b.building_no = $2 AND u.unit_no = $3 AND r.room_no = $4`,
    [place.areaId, buildingNo, unitNo, roomNo],
  );

beforeAll(async () => {
  token = await loginReady(t.app, { username: 'admin' });
  place = await placeIn(t, 'demo', 'F');
  // Buildings 10 and 2 (created in that order), two units each, floors 1–3 and 10, two rooms a floor (101 … 1002).
  const res = await call('POST', '/api/base/ComBuilding/batchGenerate', { areaId: place.areaId, buildingNos: ['10', '2'], aboveFloors: 10, units: 2, roomsPerFloor: 2 });
  expect(res.statusCode, res.body).toBe(200);
  // Only floors 1, 3 and 10 stay: a short list whose numbers need a natural order (302 < 1001).
  await t.sql("DELETE FROM com_room WHERE area_id = $1 AND building_id <> $2 AND floor NOT IN (1, 3, 10)", [place.areaId, place.buildingId]);
  await t.sql('DELETE FROM com_room WHERE area_id = $1 AND building_id = $2', [place.areaId, place.buildingId]);
});

describe('the room list', () => {
  it('is ordered by building, unit and number, numbers in natural order, whatever order they were created in', async () => {
    const perUnit = ['101', '102', '301', '302', '1001', '1002'];
    expect(await roomList()).toEqual([...perUnit, ...perUnit, ...perUnit, ...perUnit]);
    const page = await data('GET', `/api/base/comRoom?areaId=${place.areaId}&size=200`);
    const labels = (page.data as { labels: Body }[]).map((row) => row.labels.buildingId);
    expect(labels.slice(0, 12).every((label) => label === '2号楼')).toBe(true);
    expect(labels.slice(12).every((label) => label === '10号楼')).toBe(true);
    // The wizard wrote its rooms' keys itself (set-based): the same the trigger gives any other room.
    const [{ n }] = await t.sql<{ n: string }>(
      `SELECT count(*) n FROM com_room r JOIN com_building b ON b.id = r.building_id LEFT JOIN com_unit u ON u.id = r.unit_id
       WHERE r.area_id = $1 AND r.place_key IS DISTINCT FROM room_place_key(b.sort, b.building_no, u.sort, u.unit_no, r.room_no)`,
      [place.areaId],
    );
    expect(Number(n)).toBe(0);
    // Descending is the same order reversed.
    expect(await roomList('&sort=roomNo,desc')).toEqual([...(await roomList())].reverse());
  });

  it('follows a building renumbered or moved in the sort order: its rooms move with it', async () => {
    const [building] = await t.sql<{ id: string }>("SELECT id FROM com_building WHERE area_id = $1 AND building_no = '10'", [place.areaId]);
    await t.sql('UPDATE com_building SET sort = 0, building_no = $2 WHERE id = $1', [building.id, '1']);
    const page = await data('GET', `/api/base/comRoom?areaId=${place.areaId}&size=200`);
    expect((page.data as { labels: Body }[])[0].labels.buildingId).toBe('10号楼');
    await t.sql('UPDATE com_building SET building_no = $2 WHERE id = $1', [building.id, '10']);
    const back = await data('GET', `/api/base/comRoom?areaId=${place.areaId}&size=200`);
    expect((back.data as { labels: Body }[])[0].labels.buildingId).toBe('2号楼');
  });
});

describe('a room by its path', () => {
  it('3-2-302 in the room search: building by number or name, unit by number or name, the unit left out', async () => {
    const wanted = await roomId('2', '2', '302');
    for (const text of ['2-2-302', '2号楼-2-302', '2-2单元-302', '2号楼 - 2单元 - 302', '2－2－302']) {
      const page = await data('GET', `/api/base/comRoom?areaId=${place.areaId}&roomNo.contains=${encodeURIComponent(text)}`);
      expect((page.data as Body[]).map((row) => row.id), text).toEqual([wanted]);
    }
    // Without the unit: both units' 302 of building 2.
    const both = await data('GET', `/api/base/comRoom?areaId=${place.areaId}&roomNo.contains=2-302`);
    expect((both.data as Body[]).map((row) => row.id).sort()).toEqual([await roomId('2', '1', '302'), wanted].sort());
    // The body-style list and a plain number still work as before.
    const body = await data('POST', '/api/base/comRoom/queryList', { areaId: String(place.areaId), 'roomNo.contains': '10-1-1002' });
    expect((body.data as Body[]).map((row) => row.id)).toEqual([await roomId('10', '1', '1002')]);
    expect((await data('GET', `/api/base/comRoom?areaId=${place.areaId}&roomNo.contains=1002`)).recordsTotal).toBe(4);
    expect((await data('GET', `/api/base/comRoom?areaId=${place.areaId}&roomNo.contains=3-2-302`)).recordsTotal).toBe(0);
  });

  it('in the selects (labels) and the pickers’ search, with each room’s place; scoped to the caller', async () => {
    const wanted = await roomId('2', '2', '302');
    const labels = await data('GET', '/api/platform/labels?entity=base.room&search=2-2-302');
    expect(labels.data).toEqual([{ id: wanted, label: '2号楼-2单元-302' }]);
    const found = (await data('GET', `/api/base/common-plugins/searchRooms?text=2-2-302&areaId=${place.areaId}`)).data;
    expect(found).toEqual([expect.objectContaining({ id: wanted, areaId: place.areaId, buildingName: '2号楼', unitName: '2单元', floor: 3, roomNo: '302' })]);
    const byNumber = (await data('GET', `/api/base/common-plugins/searchRooms?text=1002&areaId=${place.areaId}`)).data as Body[];
    expect(byNumber.map((room) => `${room.buildingName}-${room.unitName}-${room.roomNo}`)).toEqual(['2号楼-1单元-1002', '2号楼-2单元-1002', '10号楼-1单元-1002', '10号楼-2单元-1002']);

    const other = await accountWith(t, token, 'find-other', ['base:room:list'], [place.otherAreaId]);
    expect((await data('GET', '/api/base/common-plugins/searchRooms?text=2-2-302', undefined, other)).data).toEqual([]);
    expect((await data('GET', '/api/base/comRoom?roomNo.contains=2-2-302', undefined, other)).data).toEqual([]);
    expect((await call('GET', `/api/base/common-plugins/searchRooms?text=302&areaId=${place.areaId}`, undefined, other)).statusCode).toBe(403);
    expect((await call('GET', '/api/base/common-plugins/searchRooms?text=')).statusCode).toBe(422);
  });
});

describe("a room's links, and residents by room", () => {
  it('lists the residents, cars and spaces of a room (masked), each by id; a resident is found by the room', async () => {
    const room = await roomId('2', '2', '302');
    const resident = await data('POST', '/api/base/new-com-resident/insertNewComResident', {
      areaId: place.areaId,
      name: '钱多多',
      idCardType: '1',
      idCardNo: idCard('11010119900101123'),
      mobile: '13811112222',
      residentType: '1',
      roomId: room,
      relation: '1',
    });
    const car = await data('POST', '/api/base/ComCarInfo/save', { areaId: place.areaId, plateNo: '粤B54321', plateColor: '1', carType: '1', residentId: resident.id, ownerName: '钱多多', ownerPhone: '13811112222', status: '0' });
    const lot = await one("INSERT INTO com_parking (tenant_id, area_id, parking_no, parking_name) VALUES ($1, $2, 'PF', '南区车库') RETURNING id", [place.tenantId, place.areaId]);
    const space = await one("INSERT INTO com_parking_space (tenant_id, area_id, parking_id, space_no, resident_id, state) VALUES ($1, $2, $3, 'F-001', $4, '2') RETURNING id", [place.tenantId, place.areaId, lot, resident.id]);

    const links = (await data('GET', `/api/base/comRoom/related/${room}`)).data;
    expect(links.residents).toEqual([expect.objectContaining({ residentId: resident.id, name: '钱**', mobile: '138****2222', relation: '1' })]);
    expect(links.cars).toEqual([expect.objectContaining({ id: car.id, plateNo: '粤B***21', ownerName: '钱**' })]);
    expect(links.spaces).toEqual([{ id: space, label: '南区车库-F-001', state: '2' }]);

    // A reader of rooms alone sees who lives there (masked), not the cars or spaces.
    const roomsOnly = await accountWith(t, token, 'find-rooms', ['base:room:list'], [place.areaId]);
    const limited = (await data('GET', `/api/base/comRoom/related/${room}`, undefined, roomsOnly)).data;
    expect(limited).toMatchObject({ cars: null, spaces: null });
    expect(limited.residents).toHaveLength(1);
    const other = await accountWith(t, token, 'find-other-links', ['base:room:list'], [place.otherAreaId]);
    expect((await call('GET', `/api/base/comRoom/related/${room}`, undefined, other)).statusCode).toBe(404);

    // The resident list by room, and by the last four digits of the mobile within the community.
    const byRoom = await data('GET', `/api/base/new-com-resident?roomId=${room}`);
    expect((byRoom.data as Body[]).map((row) => row.id)).toEqual([resident.id]);
    const byTail = await data('GET', `/api/base/new-com-resident?areaId=${place.areaId}&mobile=2222`);
    expect((byTail.data as Body[]).map((row) => row.id)).toEqual([resident.id]);
  });

  it('deletes several residents from the list in one call, all or none, each checked', async () => {
    const made = async (idCardNo: string) =>
      (await data('POST', '/api/base/new-com-resident/insertNewComResident', { areaId: place.areaId, name: '孙批删', idCardType: '1', idCardNo, mobile: '13900002222', residentType: '1' })).id as number;
    const [a, b] = [await made(idCard('11010119900202123')), await made(idCard('11010119900303123'))];
    const bound = await one("SELECT id FROM com_resident WHERE area_id = $1 AND name = '钱多多'", [place.areaId]);
    const refused = await call('POST', '/api/base/new-com-resident/delete', { ids: [a, bound] });
    expect(refused.statusCode).toBe(409);
    expect(Number((await t.sql<{ n: string }>('SELECT count(*) n FROM com_resident WHERE id = ANY($1) AND del_flag = 0', [[a, b]]))[0].n)).toBe(2);
    expect((await call('POST', '/api/base/new-com-resident/delete', { ids: [a, b] })).statusCode).toBe(200);
    expect(Number((await t.sql<{ n: string }>('SELECT count(*) n FROM com_resident WHERE id = ANY($1) AND del_flag = 0', [[a, b]]))[0].n)).toBe(0);
  });
});
