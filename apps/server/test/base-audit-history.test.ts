import { idCardCheckChar } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, authed, loginReady, randomIp, useTestApp } from './helpers/app.ts';
import { type Place, placeIn } from './helpers/base-places.ts';

// The resident audit as the framework's transition (issue 23): the history of each application, a reference that
// records the past (an approved application's resident) not blocking that resident's delete, and the older page's
// batch delete with its ids in the query.

const t = useTestApp();
const AUDIT = '/api/base/resident-audit';
const R = '/api/base/new-com-resident';
type Body = Record<string, unknown>;
let admin = '';
let place: Place;

const call = (method: 'GET' | 'POST', url: string, payload?: Body) => t.app.inject({ method, url, headers: authed(admin, DEMO), ...(payload ? { payload } : {}) });
const idOf = (seq: number) => {
  const first17 = `11010119700101${String(seq).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
};
/** A pending self-registration for the place's room (the test app runs without captchas). */
const pending = async (seq: number) => {
  const payload = { roomId: place.roomId, name: '周八', sex: '1', idCardType: '1', idCardNo: idOf(seq), mobile: '13912340000', relation: '1' };
  const res = await t.app.inject({ method: 'POST', url: '/api/app/resident-register', headers: { host: DEMO }, remoteAddress: randomIp(), payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
};
const moves = async (id: number) => {
  const res = await call('GET', `${AUDIT}/transitions/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Body[]).map(({ action, from, to, remark, username }) => ({ action, from, to, remark, username }));
};

beforeAll(async () => {
  admin = await loginReady(t.app, { username: 'admin' });
  place = await placeIn(t, 'demo', 'H');
});

describe('resident audit: a transition with its history', () => {
  it('keeps each audit as a move (who, 待审核 → the outcome, the opinion); a refused second audit adds none', async () => {
    const rejected = await pending(1);
    expect((await call('POST', `${AUDIT}/update`, { id: rejected, auditStatus: '2', auditRemark: '房号不符' })).statusCode).toBe(200);
    expect(await moves(rejected)).toEqual([{ action: 'audit', from: '0', to: '2', remark: '房号不符', username: 'admin' }]);

    const approved = await pending(2);
    expect((await call('POST', `${AUDIT}/update`, { id: approved, auditStatus: '1' })).statusCode).toBe(200);
    expect((await call('POST', `${AUDIT}/update`, { id: approved, auditStatus: '2', auditRemark: '再审' })).statusCode).toBe(409);
    expect(await moves(approved)).toEqual([{ action: 'audit', from: '0', to: '1', remark: null, username: 'admin' }]);
  });

  it('an approved application names its resident as a record of the past: the resident may still be deleted', async () => {
    const id = await pending(3);
    const audited = (await call('POST', `${AUDIT}/update`, { id, auditStatus: '1' })).json();
    const residentId = audited.residentId as number;
    const [binding] = (await call('POST', '/api/base/new-resident-room/getPageList', { 'residentId.equals': residentId })).json().data;
    expect((await call('POST', `/api/base/new-resident-room/unbind/${binding.id}`)).statusCode).toBe(200);
    const deleted = await call('POST', `${R}/delete/${residentId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', `${AUDIT}/getById/${id}`)).json().residentId).toBe(residentId);
  });
});

describe('the older batchDeleteResident: ids in the query', () => {
  it('deletes every resident named, all at once', async () => {
    const resident = async (seq: number) =>
      (await call('POST', `${R}/insertNewComResident`, { areaId: place.areaId, name: `批删${seq}`, idCardType: '1', idCardNo: idOf(seq), mobile: '13912340001', residentType: '1' })).json().id as number;
    const ids = [await resident(10), await resident(11)];
    const res = await call('POST', `/api/base/resident/batchDeleteResident?ids=${ids.join(',')}`);
    expect(res.statusCode, res.body).toBe(200);
    const live = await t.sql('SELECT id FROM com_resident WHERE id = ANY($1::bigint[]) AND del_flag = 0', [ids]);
    expect(live).toEqual([]);
  });
});
