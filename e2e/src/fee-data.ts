import { type Page, expect } from '@playwright/test';
import { demoAdmin } from './accounts.ts';
import { api, apiLogin } from './api.ts';
import { button, option } from './system-pages.ts';
import { openAs } from './ui.ts';

/** One of the administrator's writes: the call must answer 200; its saved row (its id) is answered. */
export type Post = (path: string, body: object) => Promise<{ id: number }>;

/** The demo administrator's writes through the API, for a spec's own data (the toll centre's specs). */
export const adminPost = async (): Promise<Post> => {
  const token = await apiLogin(demoAdmin.host, demoAdmin.username, demoAdmin.password);
  return async (path, body) => {
    const res = await api(demoAdmin.host, 'POST', path, body, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ((res.body as { data?: { id: number } }).data ?? res.body) as { id: number };
  };
};

/** A community of its own with one building of three floors and the rooms named (room numbers on `floor`). */
export const placeWithRooms = async (
  post: Post,
  place: { areaCode: string; areaName: string; address: string; buildingNo: string; buildingName: string; floor?: number; rooms: readonly string[] },
) => {
  const areaId = (await post('/api/base/new-com-area', { areaCode: place.areaCode, areaName: place.areaName, address: place.address, status: '0' })).id;
  const buildingId = (await post('/api/base/ComBuilding', { areaId, buildingNo: place.buildingNo, buildingName: place.buildingName, buildingType: '1', aboveFloors: 3, status: '0' })).id;
  const roomIds: number[] = [];
  for (const roomNo of place.rooms) roomIds.push((await post('/api/base/comRoom', { areaId, buildingId, floor: place.floor ?? 1, roomNo, roomUse: '1', state: '1' })).id);
  return { areaId, buildingId, roomIds };
};

/** A room's fee item of the community: 物业费 type, a fixed amount per month (元), quarterly unless said; `extra` overrides. */
export const fixedFeeItem = (post: Post, areaId: number, itemName: string, fixedAmount: string | null, extra: Record<string, unknown> = {}) =>
  post('/api/zhwy/fee-item', {
    areaId,
    itemName,
    feeType: '1',
    payerKind: '1',
    chargeMethod: '2',
    ...(fixedAmount === null ? {} : { fixedAmount }),
    cycle: '3',
    billingDay: 1,
    dueDays: 15,
    payTiming: '1',
    fundsPayable: '0',
    rounding: '1',
    lateFee: '0',
    vacantDiscount: '0',
    state: '1',
    ...extra,
  });

/** 欠费清单 as the administrator, searched for one community (chosen by typing its name). */
export const openArrearsOf = async (page: Page, community: string) => {
  await openAs(page, demoAdmin, { at: '/toll/arrears' });
  const areaSelect = page.getByLabel('所属小区');
  await areaSelect.click();
  await areaSelect.fill(community);
  await option(page, community).click();
  await button(page, '查询').click();
};
