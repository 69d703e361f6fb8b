import { defineEntity } from '../platform/entity.ts';
import { crudPaths } from '../platform/crud-paths.ts';
import { communityRef, createTime } from '../platform/presets.ts';
import { datetime, defineDict, enumOf, image, int, text } from '../platform/fields.ts';

export const GOOD_TYPE = defineDict('credits_good_type', '商品类型', { '0': '实物', '1': '虚拟' });
export const GOOD_STATUS = defineDict('credits_good_status', '上架状态', { '0': '上架', '1': '下架' });
export const PICK_UP_STATUS = defineDict('credits_pick_up_status', '自提点状态', { '0': '开放', '1': '关闭' });

const GOOD = '/api/zhwy/CreditsShopGood';
/** Credits-shop good (积分商品): the spec's odd paths and its generic CRUD at /api/zhwy/credits-shop-good. */
export const CreditsShopGood = defineEntity({
  module: 'community',
  name: 'creditsGood',
  title: '积分商品',
  permission: 'community:creditsGood',
  paths: crudPaths('/api/zhwy/credits-shop-good'),
  calls: [
    { style: 'create', method: 'POST', path: `${GOOD}/addCreditsShopGood` },
    { style: 'delete', method: 'POST', path: `${GOOD}/deleteCreditsShopGood/:id` },
    { style: 'update', method: 'POST', path: `${GOOD}/editCreditsShopGood` },
    { style: 'setField', method: 'POST', path: `${GOOD}/editDownOrUp`, field: 'status' },
    { style: 'listBody', method: 'POST', path: `${GOOD}/queryByPage` },
    { style: 'get', method: 'GET', path: `${GOOD}/getCreditsShopGood/:id` },
  ],
  fields: {
    goodCode: text('商品编码', 50, { required: true, pattern: 'code', search: 'contains', sortable: true, unique: true }),
    goodName: text('商品名称', 50, { required: true, search: 'contains', sortable: true }),
    goodType: enumOf(GOOD_TYPE, '商品类型', { required: true, search: 'equals' }),
    creditsPrice: int('兑换积分', { required: true, min: 0, max: 100_000_000, search: 'range', sortable: true }),
    status: enumOf(GOOD_STATUS, '状态', { required: true, default: '1', search: 'equals' }),
    // Never negative: the column's CHECK backs the field's min (concurrent exchanges decrement it in SQL).
    inventory: int('库存', { required: true, min: 0, max: 100_000_000, sortable: true }),
    downTime: datetime('下架时间', { required: true, search: 'range', sortable: true }),
    limited: int('每人限兑', { required: true, min: 0, max: 10_000, column: 'optional' }),
    pickUpAddress: text('自提地址', 100, { required: true, column: 'optional' }),
    imageUrl: image('商品图片', 120, { required: true }),
    describes: text('商品描述', 100, { required: true, column: false }),
    createTime: createTime('创建时间', { column: 'optional' }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: true,
});

const PICK_UP = '/api/zhwy/CreditsShopPickUpAddress';
/** Credits-shop pick-up address (自提点) of a community. */
export const CreditsShopPickUpAddress = defineEntity({
  module: 'community',
  name: 'pickUpAddress',
  title: '自提点',
  permission: 'community:pickUpAddress',
  paths: crudPaths('/api/zhwy/credits-shop-pick-up-address'),
  calls: [
    { style: 'create', method: 'POST', path: `${PICK_UP}/addPickUpAddress` },
    { style: 'delete', method: 'POST', path: `${PICK_UP}/deletePickUpAddress/:id` },
    { style: 'listBody', method: 'POST', path: `${PICK_UP}/queryByPage` },
    { style: 'update', method: 'POST', path: `${PICK_UP}/editPickUpAddress` },
    { style: 'get', method: 'GET', path: `${PICK_UP}/getPickUpAddress/:id` },
    { style: 'export', method: 'GET', path: `${PICK_UP}/downloadPickUpAddress`, fileName: '自提点列表' },
  ],
  fields: {
    areaId: communityRef(),
    address: text('自提地址', 50, { required: true, search: 'contains', sortable: true }),
    lat: text('纬度', 50, { required: true }),
    lng: text('经度', 50, { required: true }),
    status: enumOf(PICK_UP_STATUS, '状态', { required: true, default: '0', search: 'equals' }),
    createTime: createTime(),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: true,
  scope: { field: 'areaId' },
  platformNames: { createBy: 'createUserId', updateBy: 'updateUserId', updateTime: 'updateTime', delFlag: 'delFlag' },
});
