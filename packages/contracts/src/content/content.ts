import { defineEntity } from '../platform/entity.ts';
import { crudPaths } from '../platform/crud-paths.ts';
import { communityRef, createTime } from '../platform/presets.ts';
import { reason, transition } from '../platform/transitions.ts';
import { datetime, defineDict, enumOf, image, int, ref, refs, richText, text, textarea } from '../platform/fields.ts';

export const BANNER_STATUS = defineDict('banner_status', '轮播图状态', { '0': '停用', '1': '启用' }, { '0': 'default', '1': 'success' });
export const BANNER_LINK = defineDict('banner_connection_type', '跳转方式', { '0': '链接地址', '1': '内容详情' });
/** An article is written as 草稿 or sent for review (待审核); review (verify) publishes or rejects it; updateStatus takes it off and on. */
export const ARTICLE_STATUS = defineDict('article_status', '文章状态', { '0': '草稿', '1': '已发布', '2': '已下架', '3': '待审核', '4': '已驳回' }, {
  '0': 'default',
  '1': 'success',
  '2': 'warning',
  '3': 'processing',
  '4': 'error',
});

/** Category (分类): a tree by parentId (0 for a root), used by banners and articles. */
export const Category = defineEntity({
  module: 'content',
  name: 'category',
  title: '分类',
  permission: 'content:category',
  paths: crudPaths('/api/zhwy/category'),
  fields: {
    parentId: int('上级分类', { required: true, min: 0, default: 0, search: 'equals' }),
    categoryName: text('分类名称', 20, { required: true, search: 'contains', sortable: true, unique: { within: ['parentId'] } }),
    explain: textarea('分类说明', 200, { required: true }),
    createTime: createTime(),
  },
  defaultSort: { field: 'createTime', order: 'asc' },
  softDelete: true,
  tree: { parent: 'parentId' },
  platformNames: { createBy: 'createUserId', updateBy: 'updateUserId', updateTime: 'updateTime', delFlag: 'delFlg' },
});

const BANNER = '/api/zhwy/banner-manager';
/** Banner (轮播图) shown in the residents' app of the communities it names (a comma list). */
export const Banner = defineEntity({
  module: 'content',
  name: 'banner',
  title: '轮播图',
  permission: 'content:banner',
  paths: crudPaths(BANNER),
  calls: [
    { style: 'listBody', method: 'POST', path: `${BANNER}/getPageList` },
    { style: 'deleteMany', method: 'DELETE', path: `${BANNER}/removeByIds/:ids` },
  ],
  fields: {
    community: refs('base.community', '投放小区', 100, { required: true }),
    categoryId: ref('content.category', '分类', { required: true, search: 'equals' }),
    title: text('标题', 50, { required: true, search: 'contains', sortable: true }),
    numeration: int('排序号', { required: true, min: 0, max: 9999, sortable: true, column: 'optional' }),
    picture: image('图片', 100, { required: true }),
    classificationType: text('分类类型', 20, { required: true, column: 'optional' }),
    connectionType: enumOf(BANNER_LINK, '跳转方式', { required: true, column: 'optional' }),
    // A link (connectionType 0) or a content reference: never a script URL, whatever the connection type.
    details: textarea('跳转内容', 500, { required: true, pattern: 'link' }),
    remark: text('备注', 50, { column: false }),
    startTime: datetime('开始时间', { required: true, search: 'range', sortable: true }),
    endTime: datetime('结束时间', { required: true, sortable: true }),
    clicks: int('点击量', { readOnly: true, sortable: true, column: 'optional' }),
    status: enumOf(BANNER_STATUS, '状态', { required: true, default: '0', search: 'equals' }),
    createTime: createTime('创建时间', { column: 'optional' }),
  },
  defaultSort: { field: 'numeration', order: 'asc' },
  softDelete: true,
  scope: { field: 'community' },
  platformNames: { createBy: 'createUserId', updateBy: 'updateUserId', updateTime: 'updateTime', delFlag: 'delFlg' },
});

const ARTICLE = '/api/base/article';
/** Article (文章) with a rich-text body, sanitised on the server. */
export const Article = defineEntity({
  module: 'content',
  name: 'article',
  title: '文章',
  permission: 'content:article',
  paths: crudPaths(ARTICLE),
  calls: [
    { style: 'listBody', method: 'POST', path: `${ARTICLE}/getPageList` },
    { style: 'setField', method: 'PUT', path: `${ARTICLE}/updateStatus`, field: 'status', from: ['1', '2'], to: ['1', '2'] },
    // The review: 待审核 to 已发布 or 已驳回, a rejection saying why (kept in the history with the remark).
    transition('verify', '审核', { path: `${ARTICLE}/verify`, field: 'status', from: ['3'], to: ['1', '4'], fields: { reason: reason('驳回原因', { requiredTo: ['4'] }) } }),
    { style: 'deleteMany', method: 'DELETE', path: `${ARTICLE}/removeByIds/:ids` },
  ],
  fields: {
    communityId: communityRef(),
    name: text('标题', 20, { required: true, search: 'contains', sortable: true }),
    categoryId: ref('content.category', '分类', { required: true, search: 'equals' }),
    source: text('来源', 50, { required: true }),
    articleBased: textarea('摘要', 200, { required: true }),
    articleCovers: image('封面', 500, { required: true }),
    content: richText('正文', 2_147_483_647, { required: true }),
    clicks: int('点击量', { readOnly: true, sortable: true, column: 'optional' }),
    status: enumOf(ARTICLE_STATUS, '状态', { required: true, default: '0', search: 'equals', settable: ['0', '3'] }),
    createTime: createTime(),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: true,
  scope: { field: 'communityId' },
  platformNames: { createBy: 'createUserId', updateBy: 'updateUserId', updateTime: 'updateTime', delFlag: 'delFlg' },
});

const SERVICE = '/api/cms/commercial-service';
/** Commercial service (便民服务) of a community; `version` guards against lost updates (a stale one is 409). */
export const CommercialService = defineEntity({
  module: 'content',
  name: 'commercialService',
  title: '便民服务',
  permission: 'content:commercialService',
  paths: crudPaths(SERVICE),
  fields: {
    areaId: communityRef(),
    buildingId: int('楼栋', { min: 1 }),
    title: text('服务名称', 20, { required: true, search: 'contains', sortable: true }),
    contact: text('联系人', 20, { required: true }),
    phone: text('联系电话', 20, { required: true, pattern: 'mobile' }),
    summary: textarea('服务简介', 100, { required: true }),
    extendField1: text('扩展字段1', 128, { column: false }),
    extendField2: text('扩展字段2', 128, { column: false }),
    extendField3: text('扩展字段3', 128, { column: false }),
    extendField4: text('扩展字段4', 128, { column: false }),
    extendField5: text('扩展字段5', 128, { column: false }),
    version: int('版本号', { min: 0, column: false }),
    createTime: createTime(),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: true,
  scope: { field: 'areaId' },
  optimisticLock: 'version',
  platformNames: { createBy: 'createUserId', updateBy: 'updateUserId', updateTime: 'updateTime', delFlag: 'delFlag' },
});
