import { defineEntity } from '../platform/entity.ts';
import { communityRef, createTime, remark } from '../platform/presets.ts';
import { date, datetime, defineDict, enumOf, image, ref, text, textarea } from '../platform/fields.ts';
import type { ValidationKey } from '../messages.ts';
import { idCardBirthday } from '../platform/validators.ts';
import { USER_SEX } from '../system/entities.ts';

export const ID_CARD_TYPE = defineDict('com_id_card_type', '证件类型', {
  '1': '居民身份证',
  '2': '护照',
  '3': '港澳居民来往内地通行证',
  '4': '台湾居民来往大陆通行证',
  '5': '外国人永久居留身份证',
  '9': '其他',
});
/** 住户类型 and a binding's relation to the room: 业主, 家属 (the owner's family), 租户. */
export const RESIDENT_TYPE = defineDict('com_resident_type', '住户类型', { '1': '业主', '2': '家属', '3': '租户' }, { '1': 'success', '2': 'processing', '3': 'warning' });
export const RESIDENT_SOURCE = defineDict('com_resident_source', '登记来源', { '1': '后台录入', '2': '住户自助登记', '3': '批量导入' });
/** 手机验证: the resident's mobile confirmed by an SMS code (getCaptcha) when it was last entered; a new mobile clears it. */
export const MOBILE_VERIFIED = defineDict('com_mobile_verified', '手机验证', { '0': '未验证', '1': '已验证' }, { '0': 'default', '1': 'success' });
export const AUDIT_STATUS = defineDict('com_resident_audit_status', '审核状态', { '0': '待审核', '1': '已通过', '2': '已驳回' }, { '0': 'processing', '1': 'success', '2': 'error' });

/**
 * 查看明文 (BASE_PERMISSIONS.residentUnmask): who may see residents' personal data in clear, through the logged
 * calls; they also search masked fields freely (residents, their bindings, registrations, cars and passes).
 */
export const RESIDENT_UNMASK = 'base:resident:unmask';

/**
 * Resident (住户, the spec's new-com-resident): a person of a community, masked in every read (张**, 138****8000,
 * 110105********002X, 京A***45); the unmasked read is its own call and permission. buildingId, roomId and roomName
 * are the resident's first bound room, kept by the bindings (the list shows and filters by them).
 */
export const Resident = defineEntity({
  module: 'base',
  name: 'resident',
  title: '住户',
  permission: 'base:resident',
  paths: { list: '/api/base/new-com-resident', item: '/api/base/new-com-resident/getById/:id' },
  calls: [
    { style: 'listBody', method: 'POST', path: '/api/base/new-com-resident/getPageList' },
    { style: 'create', method: 'POST', path: '/api/base/new-com-resident/insertNewComResident' },
    { style: 'update', method: 'POST', path: '/api/base/new-com-resident/updateNewComResident' },
    { style: 'delete', method: 'POST', path: '/api/base/new-com-resident/delete/:id' },
    // The spec's form: ids in the body (one or several, all or none): the list's batch delete.
    { style: 'deleteMany', method: 'POST', path: '/api/base/new-com-resident/delete' },
    { style: 'export', method: 'POST', path: '/api/base/new-com-resident/export', fileName: '住户列表' },
    { style: 'importTemplate', method: 'GET', path: '/api/base/new-com-resident/downloadImportTemplate', fileName: '住户导入模板' },
    { style: 'import', method: 'POST', path: '/api/base/new-com-resident/importExcel' },
    { style: 'getUnmasked', method: 'POST', path: '/api/base/new-com-resident/getByIdNotDesensitized', logKey: 'residentUnmask' },
    { style: 'exportUnmasked', method: 'POST', path: '/api/base/new-com-resident/exportNotDesensitized', fileName: '住户列表（明文）', logKey: 'residentExportUnmasked' },
    // The older resident page's calls (/api/base/resident) onto the same operations.
    { style: 'create', method: 'POST', path: '/api/base/resident/insert' },
    { style: 'update', method: 'POST', path: '/api/base/resident/updateById' },
    { style: 'list', method: 'GET', path: '/api/base/resident/getPage' },
    { style: 'deleteMany', method: 'POST', path: '/api/base/resident/batchDeleteResident', idsIn: 'query' },
  ],
  fields: {
    areaId: communityRef(),
    name: text('姓名', 50, { required: true, search: 'contains', sortable: true, mask: 'name' }),
    sex: enumOf(USER_SEX, '性别', { column: 'optional' }),
    idCardType: enumOf(ID_CARD_TYPE, '证件类型', { required: true, default: '1', column: false }),
    idCardNo: text('证件号码', 30, { required: true, search: 'equals', mask: 'idCard', unique: true }),
    // The ID number's middle digits: masked with it (the year shows), else the two together are the full number.
    birthday: date('出生日期', { column: false, mask: 'birthYear', derivedFrom: 'idCardNo' }),
    mobile: text('手机号码', 20, { required: true, pattern: 'mobile', search: 'equals', mask: 'mobile' }),
    mobileVerified: enumOf(MOBILE_VERIFIED, '手机验证', { required: true, default: '0', readOnly: true, column: false }),
    telephone: text('固定电话', 20, { pattern: 'landline', column: false }),
    residentType: enumOf(RESIDENT_TYPE, '住户类型', { required: true, default: '1', search: 'equals' }),
    buildingId: ref('base.building', '所在楼栋', { search: 'equals', readOnly: true, column: false }),
    roomId: ref('base.room', '所在房屋', { readOnly: true, search: 'equals', column: false }),
    roomName: text('房屋', 100, { readOnly: true }),
    nationality: text('国籍', 30, { default: '中国', column: false }),
    nation: text('民族', 20, { column: false }),
    nativePlace: text('籍贯', 50, { column: false }),
    moveInDate: date('入住日期', { column: false }),
    workUnit: text('工作单位', 100, { column: false }),
    emergencyContact: text('紧急联系人', 50, { column: false }),
    emergencyPhone: text('紧急联系电话', 20, { pattern: 'mobile', mask: 'mobile', column: false }),
    plateNos: text('车牌号', 100, { mask: 'plate', column: false }),
    photo: image('照片', 200),
    source: enumOf(RESIDENT_SOURCE, '登记来源', { readOnly: true, column: false }),
    remark: remark(),
    createTime: createTime('登记时间', { column: 'optional' }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: true,
  scope: { field: 'areaId' },
  maskedReads: true,
  unmask: RESIDENT_UNMASK,
  // The list also filters by building (buildingId), which the page does not offer yet.
  searchForm: ['areaId', 'name', 'idCardNo', 'mobile', 'residentType'],
});

/** A resident bound to a room (the spec's new-resident-room), with the relation and dates; keeps the room's state true. */
export const ResidentRoom = defineEntity({
  module: 'base',
  name: 'residentRoom',
  title: '房屋绑定',
  permission: 'base:residentRoom',
  paths: { list: '/api/base/new-resident-room', item: '/api/base/new-resident-room/:id' },
  calls: [
    { style: 'listBody', method: 'POST', path: '/api/base/new-resident-room/getPageList' },
    { style: 'create', method: 'POST', path: '/api/base/new-resident-room/saveBindRoom' },
    { style: 'update', method: 'POST', path: '/api/base/new-resident-room/updateBind' },
    { style: 'delete', method: 'POST', path: '/api/base/new-resident-room/unbind/:id' },
  ],
  fields: {
    areaId: ref('base.community', '所属小区', { readOnly: true, search: 'equals' }),
    residentId: ref('base.resident', '住户', { required: true, search: 'equals', unique: { within: ['roomId'] } }),
    residentName: text('住户姓名', 50, { readOnly: true, search: 'contains', mask: 'name' }),
    buildingId: ref('base.building', '楼栋', { readOnly: true, search: 'equals', column: false }),
    roomId: ref('base.room', '房屋', { required: true, search: 'equals', column: false }),
    roomName: text('房屋', 100, { readOnly: true }),
    relation: enumOf(RESIDENT_TYPE, '与房屋关系', { required: true, default: '1', search: 'equals' }),
    startDate: date('开始日期'),
    endDate: date('结束日期'),
    remark: remark(200),
    createTime: createTime('绑定时间'),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: true,
  scope: { field: 'areaId' },
  maskedReads: true,
  unmask: RESIDENT_UNMASK,
  searchForm: ['residentName', 'roomId', 'relation'],
});

/** 审核: 待审核 → 已通过 (the resident and its room binding made) or 已驳回 (with the reason), kept in the row's history. */
export const RESIDENT_AUDIT = { style: 'setField', method: 'POST', path: '/api/base/resident-audit/update', field: 'auditStatus', from: ['0'], to: ['1', '2'], name: 'audit', title: '审核', code: 'audit' } as const;

/** A registration a resident made in the resident app (resident-audit), approved (→ resident and binding) or rejected. */
export const ResidentAudit = defineEntity({
  module: 'base',
  name: 'residentAudit',
  title: '住户审核',
  permission: 'base:residentAudit',
  paths: { list: '/api/base/resident-audit', item: '/api/base/resident-audit/getById/:id', remove: '/api/base/resident-audit/deleteById/:id' },
  calls: [
    { style: 'listBody', method: 'POST', path: '/api/base/resident-audit/getPageList' },
    { style: 'export', method: 'POST', path: '/api/base/resident-audit/export', fileName: '住户审核列表' },
    RESIDENT_AUDIT,
  ],
  fields: {
    areaId: communityRef(),
    name: text('姓名', 50, { required: true, search: 'contains', mask: 'name' }),
    sex: enumOf(USER_SEX, '性别'),
    idCardType: enumOf(ID_CARD_TYPE, '证件类型', { required: true, default: '1', column: false }),
    idCardNo: text('证件号码', 30, { required: true, mask: 'idCard' }),
    mobile: text('手机号码', 20, { required: true, pattern: 'mobile', search: 'equals', mask: 'mobile' }),
    roomId: ref('base.room', '申请房屋', { required: true, column: false }),
    roomName: text('房屋', 100, { readOnly: true }),
    relation: enumOf(RESIDENT_TYPE, '与房屋关系', { required: true, default: '1', search: 'equals', column: 'optional' }),
    photo: image('照片', 200),
    applyRemark: textarea('申请说明', 200),
    auditStatus: enumOf(AUDIT_STATUS, '审核状态', { required: true, default: '0', search: 'equals', settable: ['0'] }),
    auditRemark: textarea('审核意见', 200),
    auditTime: datetime('审核时间', { readOnly: true, column: 'optional' }),
    residentId: ref('base.resident', '住户档案', { readOnly: true, column: false, historical: true }),
    createTime: createTime('申请时间'),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: true,
  scope: { field: 'areaId' },
  maskedReads: true,
  unmask: RESIDENT_UNMASK,
});

/** 居民身份证: the ID type whose number is checked (15/18 digits, date, check digit) and gives the birthday and sex. */
export const ID_CARD_RESIDENT = '1';
/** Other ID types (passport, permits…): free text of this many characters. */
export const OTHER_ID_LENGTH = { min: 4, max: 30 } as const;

/**
 * A resident's ID rules across fields, shared by the server (on the merged row) and the web form: 居民身份证 must be
 * a valid 15/18-digit number whose date of birth, when given, is the number's; other types 4–30 characters. A
 * masked number (stars) is left to the masked-value rule. Answers `{field: catalogue key}` (empty: valid).
 */
export const residentIdErrors = (values: { idCardType?: unknown; idCardNo?: unknown; birthday?: unknown }): Partial<Record<'idCardNo' | 'birthday', ValidationKey>> => {
  const type = String(values.idCardType ?? ID_CARD_RESIDENT);
  const number = typeof values.idCardNo === 'string' ? values.idCardNo.trim() : '';
  if (number === '' || number.includes('*')) return {};
  if (type !== ID_CARD_RESIDENT) {
    if (number.length < OTHER_ID_LENGTH.min) return { idCardNo: 'min' };
    return number.length > OTHER_ID_LENGTH.max ? { idCardNo: 'max' } : {};
  }
  const birthday = idCardBirthday(number);
  if (!birthday) return { idCardNo: 'idCard' };
  // A masked birthday (1985-**-**) sent back as read is left to the masked-value rule, as a masked number is.
  if (typeof values.birthday === 'string' && values.birthday !== '' && !values.birthday.includes('*') && values.birthday.slice(0, 10) !== birthday) return { birthday: 'idCardBirthday' };
  return {};
};
