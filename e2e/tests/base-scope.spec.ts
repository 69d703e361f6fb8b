import { expect, test } from '../src/test.ts';
import { demoAdmin, demoStaff } from '../src/accounts.ts';
import { api, apiLogin } from '../src/api.ts';
import { idCard } from '../src/base-data.ts';
import { tableRows as rows } from '../src/system-pages.ts';
import { openAs, openAt } from '../src/ui.ts';

/** Names of this run: a retry on the same server meets no rows of an earlier try. */
const run = String(Date.now() % 100_000).padStart(5, '0');
const places = {
  a: { area: `范围测试甲${run}`, building: `甲栋${run}`, resident: `甲住户${run}`, plate: `京B${run}` },
  b: { area: `范围测试乙${run}`, building: `乙栋${run}`, resident: `乙住户${run}`, plate: `京C${run}` },
};

/**
 * Data scope in base data: staff assigned one community sees only its buildings, rooms, residents and vehicles, on
 * the pages and through the API.
 */
test.describe('基础数据 by community: staff assigned one community', () => {
  const ids = { staff: 0, a: { area: 0, building: 0 }, b: { area: 0, building: 0 } };
  let admin = '';

  test.beforeAll(async () => {
    admin = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
    const post = async (path: string, body: object) => {
      const res = await api(demoAdmin.host, 'POST', path, body, admin);
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
      return res.body.id as number;
    };
    for (const [key, place] of Object.entries(places) as ['a' | 'b', (typeof places)['a']][]) {
      const n = key === 'a' ? '1' : '2';
      const area = await post('/api/base/new-com-area', { areaCode: `E2E-SC-${key}${run}`, areaName: place.area, address: '范围路 1 号', status: '0' });
      const building = await post('/api/base/ComBuilding', { areaId: area, buildingNo: `S${run}`, buildingName: place.building, buildingType: '1', aboveFloors: 6, status: '0' });
      const room = await post('/api/base/comRoom', { areaId: area, buildingId: building, floor: 1, roomNo: `1${run}`, roomUse: '1', state: '0' });
      await post('/api/base/new-com-resident/insertNewComResident', {
        areaId: area, name: place.resident, idCardType: '1', idCardNo: idCard(`11010519600${n}01${run.slice(0, 3)}`), mobile: `1391234${run.slice(1)}`, residentType: '1', roomId: room, relation: '1',
      });
      await post('/api/base/ComCarInfo/save', { areaId: area, plateNo: place.plate, plateColor: '1', carType: '1', ownerName: place.resident, ownerPhone: '13912345678', status: '0' });
      ids[key] = { area, building };
    }
    const users = await api(demoAdmin.host, 'GET', '/zhwy/api/system/cscpUserDetailsOr?usernameLike=staff', undefined, admin);
    ids.staff = (users.body.data as { id: number; username: string }[]).find((user) => user.username === 'staff')!.id;
    const assigned = await api(demoAdmin.host, 'PUT', `/zhwy/api/system/cscpUserAreas/${ids.staff}`, { areaIds: [ids.a.area] }, admin);
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  });

  // Other specs see staff as before: no community.
  test.afterAll(async () => {
    await api(demoAdmin.host, 'PUT', `/zhwy/api/system/cscpUserAreas/${ids.staff}`, { areaIds: [] }, admin);
  });

  test('sees the buildings, rooms, residents and vehicles of its community only', async ({ page }) => {
    test.setTimeout(120_000);
    await openAs(page, demoStaff, { at: '/base/building' });
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(places.a.building);
    await openAt(page, '/base/room');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(`1${run}`);
    await openAt(page, '/base/resident');
    await expect(rows(page)).toHaveCount(1);
    // Masked: the surname only.
    await expect(rows(page)).toContainText(`甲${'*'.repeat(places.a.resident.length - 1)}`);
    await openAt(page, '/base/car');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(`京B***${run.slice(-2)}`);
    await expect(page.getByText(places.b.area)).toHaveCount(0);

    const staff = await apiLogin(demoStaff.host, demoStaff.username, demoStaff.password);
    const get = (path: string) => api(demoStaff.host, 'GET', path, undefined, staff);
    expect((await get(`/api/base/ComBuilding/${ids.a.building}`)).status).toBe(200);
    expect((await get(`/api/base/ComBuilding/${ids.b.building}`)).status).toBe(404);
  });
});
