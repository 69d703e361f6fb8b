import { Article, Banner, Category, CommercialService } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, authed, loginReady, useTestApp } from './helpers/app.ts';
import { type BatteryContext, describeEntityApi } from './helpers/entity-battery.ts';

const t = useTestApp();

const post = async (ctx: BatteryContext, host: string, url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, headers: authed(ctx.token(host), host), payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
};
const communityOf = (ctx: BatteryContext, host: string, n: number) =>
  post(ctx, host, '/api/base/new-com-area', { areaCode: `K${n}`, areaName: `内容小区${n}`, address: '路', status: '0' });
const categoryOf = (ctx: BatteryContext, host: string, n: number) =>
  post(ctx, host, '/api/zhwy/category', { parentId: 0, categoryName: `分类${n}`, explain: '说明' });

const bannerSample = async (ctx: BatteryContext, host: string, n: number) => ({
  community: `${await communityOf(ctx, host, n)},${await communityOf(ctx, host, n + 5000)}`,
  categoryId: await categoryOf(ctx, host, n),
  title: `春节活动${n}`,
  numeration: n % 100,
  picture: '/api/ctyun/files/abcdefghijklmnopqrstuv.png',
  classificationType: 'home',
  connectionType: '0',
  details: 'https://example.com/spring',
  remark: '首页',
  startTime: '2027-01-01T00:00:00.000Z',
  endTime: '2027-02-01T00:00:00.000Z',
  status: '1',
});
const articleSample = async (ctx: BatteryContext, host: string, n: number) => ({
  communityId: await communityOf(ctx, host, n),
  name: `停水通知${n}`,
  categoryId: await categoryOf(ctx, host, n),
  source: '物业服务中心',
  articleBased: '明日 9 点至 12 点停水',
  articleCovers: '/api/ctyun/files/abcdefghijklmnopqrstuv.png',
  content: '<p>请提前<b>储水</b>。</p>',
  status: '0',
});
const serviceSample = async (ctx: BatteryContext, host: string, n: number) => ({
  areaId: await communityOf(ctx, host, n),
  title: `家电维修${n}`,
  contact: '李师傅',
  phone: '13900139000',
  summary: '上门维修冰箱、洗衣机',
});

describeEntityApi(t, Category, { table: 'content_category', sample: async (_ctx, _host, n) => ({ parentId: 0, categoryName: `根分类${n}`, explain: '说明' }) });
describeEntityApi(t, Banner, { table: 'content_banner', sample: bannerSample });
describeEntityApi(t, Article, { table: 'content_article', sample: articleSample });
describeEntityApi(t, CommercialService, { table: 'content_commercial_service', sample: async (ctx, host, n) => ({ ...(await serviceSample(ctx, host, n)), version: 0 }) });

describe('content: the entities’ own rules', () => {
  let token = '';
  const ctx: BatteryContext = { t, token: () => token };
  beforeAll(async () => {
    token = await loginReady(t.app, { username: 'admin' });
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed(token), ...(payload ? { payload } : {}) });

  it('categories form a tree: a parent must exist, a category with children is not deleted', async () => {
    const root = await categoryOf(ctx, DEMO, 7001);
    const child = await call('POST', '/api/zhwy/category', { parentId: root, categoryName: '子分类', explain: '说明' });
    expect(child.statusCode).toBe(200);
    expect((await call('POST', '/api/zhwy/category', { parentId: 99_999, categoryName: '孤儿', explain: '说明' })).statusCode).toBe(422);
    expect((await call('PUT', '/api/zhwy/category', { id: root, parentId: root })).statusCode).toBe(422);
    const refused = await call('DELETE', `/api/zhwy/category/${root}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('该记录仍被下级分类使用，不能删除');
    // The parent is a reference: the list names it, and the search form finds it by name through the labels call.
    const children = await call('GET', `/api/zhwy/category?parentId.equals=${root}`);
    expect(children.json().data).toMatchObject([{ categoryName: '子分类', parentId: root, labels: { parentId: '分类7001' } }]);
    const roots = await call('GET', `/api/zhwy/category?parentId.equals=0&categoryName.contains=${encodeURIComponent('分类7001')}`);
    expect(roots.json().data).toMatchObject([{ labels: {} }]);
    expect((await call('GET', `/api/platform/labels?entity=content.category&search=${encodeURIComponent('分类7001')}`)).json().data).toEqual([{ id: root, label: '分类7001' }]);
  });

  it('banners: getPageList in the body, removeByIds all or nothing', async () => {
    const ids: number[] = [];
    for (const n of [7101, 7102]) ids.push((await call('POST', '/api/zhwy/banner-manager', await bannerSample(ctx, DEMO, n))).json().id);
    const page = await call('POST', '/api/zhwy/banner-manager/getPageList', { 'title.contains': '春节活动710', size: 10 });
    expect(page.json().recordsTotal).toBe(2);
    // One id that is not there: nothing is deleted.
    expect((await call('DELETE', `/api/zhwy/banner-manager/removeByIds/${ids[0]},99999999`)).statusCode).toBe(404);
    expect((await call('POST', '/api/zhwy/banner-manager/getPageList', { 'title.contains': '春节活动710' })).json().recordsTotal).toBe(2);
    expect((await call('DELETE', `/api/zhwy/banner-manager/removeByIds/${ids.join(',')}`)).statusCode).toBe(200);
    expect((await call('POST', '/api/zhwy/banner-manager/getPageList', { 'title.contains': '春节活动710' })).json().recordsTotal).toBe(0);
    expect((await call('DELETE', '/api/zhwy/banner-manager/removeByIds/1,x')).statusCode).toBe(422);
  });

  it('a banner names its communities as a comma list; each must exist; a community in use is not deleted', async () => {
    const sample = await bannerSample(ctx, DEMO, 7201);
    expect((await call('POST', '/api/zhwy/banner-manager', { ...sample, community: `${sample.community},99999999` })).statusCode).toBe(422);
    await call('POST', '/api/zhwy/banner-manager', sample);
    const first = Number(String(sample.community).split(',')[0]);
    expect((await call('DELETE', `/api/base/new-com-area/${first}`)).statusCode).toBe(409);
  });

  it('a banner’s 备注 is optional: saved without one, and cleared by an edit', async () => {
    const { remark: _remark, ...sample } = await bannerSample(ctx, DEMO, 7202);
    const created = await call('POST', '/api/zhwy/banner-manager', sample);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().remark).toBeNull();
    const edited = await call('PUT', '/api/zhwy/banner-manager', { id: created.json().id, remark: '首页' });
    expect(edited.json().remark).toBe('首页');
    expect((await call('PUT', '/api/zhwy/banner-manager', { id: created.json().id, remark: null })).json().remark).toBeNull();
  });

  it('articles: the rich text is sanitised (a stored <script> is inert), updateStatus publishes', async () => {
    const created = await call('POST', '/api/base/article', { ...(await articleSample(ctx, DEMO, 7301)), content: '<p onclick="x()">正文<script>alert(1)</script></p>' });
    expect(created.statusCode).toBe(200);
    expect(created.json().content).toBe('<p>正文</p>');
    // The spec's names for the platform's columns.
    expect(created.json()).toMatchObject({ delFlg: 0, createUserId: expect.any(Number), updateUserId: null, updateTime: null });
    expect(created.json()).not.toHaveProperty('delFlag');
  });

  it('articles: written as a draft or sent for review; verify publishes or rejects; updateStatus takes it off and on', async () => {
    const sample = await articleSample(ctx, DEMO, 7302);
    // A create or edit sets only 草稿 (0) or 待审核 (3): the outcome of a review is verify's.
    const selfPublished = await call('POST', '/api/base/article', { ...sample, status: '1' });
    expect(selfPublished.statusCode).toBe(422);
    expect(selfPublished.json().fields).toEqual({ status: expect.any(String) });
    const { id } = (await call('POST', '/api/base/article', sample)).json();
    expect((await call('PUT', '/api/base/article', { id, status: '1' })).statusCode).toBe(422);
    // A draft is not reviewed, and a draft is not taken off or on (another draft: a repeated call would be a duplicate submit).
    const draft = (await call('POST', '/api/base/article', { ...sample, name: '草稿' })).json().id;
    const early = await call('POST', '/api/base/article/verify', { id: draft, status: '1' });
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe('记录的当前状态不能执行此操作，请刷新后重试');
    expect((await call('PUT', '/api/base/article/updateStatus', { id: draft, status: '1' })).statusCode).toBe(409);
    expect((await call('PUT', '/api/base/article', { id, status: '3' })).json().status).toBe('3');
    // verify sets only its outcomes.
    expect((await call('POST', '/api/base/article/verify', { id, status: '2' })).statusCode).toBe(422);
    // A rejection says why (驳回原因, kept in the history).
    const unexplained = await call('POST', '/api/base/article/verify', { id, status: '4' });
    expect(unexplained.statusCode).toBe(422);
    expect(unexplained.json().fields).toEqual({ reason: expect.any(String) });
    const rejected = await call('POST', '/api/base/article/verify', { id, status: '4', reason: '停水时间有误' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().status).toBe('4');
    // Sent again after the rejection, then approved.
    expect((await call('PUT', '/api/base/article', { id, name: '停水通知（修订）', status: '3' })).statusCode).toBe(200);
    expect((await call('POST', '/api/base/article/verify', { id, status: '1' })).json().status).toBe('1');
    // An edit of a published article keeps its state; it cannot be put back to 待审核 from the form either way.
    const kept = await call('PUT', '/api/base/article', { id, source: '物业中心', status: '1' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ source: '物业中心', status: '1' });
    const off = await call('PUT', '/api/base/article/updateStatus', { id, status: '2' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().status).toBe('2');
    expect((await call('PUT', '/api/base/article/updateStatus', { id, status: '4' })).statusCode).toBe(422);
    // The operation log names the review.
    const logs = (await call('GET', `/zhwy/api/system/cscpLogOperationsByCriteria?uri.contains=${encodeURIComponent('/article/verify')}&size=50`)).json();
    // (This article's: the battery reviews articles of its own.)
    const mine = (row: { params: string | null }) => (row.params ?? '').includes(`"id":${id}`);
    expect(logs.data.filter((row: { message: string; status: string; params: string | null }) => row.message === '审核文章' && row.status === '0' && mine(row))).toHaveLength(2);
  });

  it('articles: what the editor writes is kept as written; an update is sanitised as a create', async () => {
    const editorHtml =
      '<h2>停水</h2><p><strong>提前</strong><em>储水</em><u>勿用</u><s>明火</s></p><ul><li><p>东区</p></li></ul><ol start="2"><li><p>西区</p></li></ol>' +
      '<blockquote><p>物业</p></blockquote><p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/x">详情</a></p><img src="/api/ctyun/files/x.png" alt="图">';
    const created = await call('POST', '/api/base/article', { ...(await articleSample(ctx, DEMO, 7350)), content: editorHtml });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().content).toBe(editorHtml);
    const id = created.json().id as number;
    const updated = await call('PUT', '/api/base/article', { id, content: '<p style="color:red">改<img src="/x.png" onerror="alert(1)"><a href="javascript:alert(1)">链</a></p><table><tr><td>表</td></tr></table>' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await call('GET', `/api/base/article/${id}`)).json().content).toBe('<p>改<img src="/x.png"><a href>链</a></p>表');
  });

  it('commercial services: a stale version is refused with 409 and nothing changes', async () => {
    const created = (await call('POST', '/api/cms/commercial-service', { ...(await serviceSample(ctx, DEMO, 7401)), version: 42 })).json();
    expect(created.version).toBe(0);
    const first = await call('PUT', '/api/cms/commercial-service', { id: created.id, version: 0, title: '第一次修改' });
    expect(first.json().version).toBe(1);
    const stale = await call('PUT', '/api/cms/commercial-service', { id: created.id, version: 0, title: '过期的修改' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('数据已被他人修改，请刷新后重试');
    expect((await call('GET', `/api/cms/commercial-service/${created.id}`)).json().title).toBe('第一次修改');
    expect((await call('PUT', '/api/cms/commercial-service', { id: created.id, title: '没带版本' })).statusCode).toBe(422);
  });
});
