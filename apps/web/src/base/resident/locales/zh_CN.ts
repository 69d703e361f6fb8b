import { Resident, ResidentRoom } from '@zhwy/contracts';
import { entityTexts } from '../../../platform/resource/labels.ts';

/** 住户管理、房屋绑定：字段标签取自实体定义，页面自己的文案在 messages。 */
export const residentPageTexts = {
  resident: {
    ...entityTexts(Resident),
    /** A new resident's 国籍 as the form offers it, in the clerk's language. */
    defaults: { nationality: '中国' },
    messages: {
      roomSection: '入住房屋（可选）',
      roomHint: '选择房屋后，保存住户时将同时绑定该房屋，房屋状态随之更新。',
      pickCommunityFirst: '请先选择所属小区',
    },
  },
  residentRoom: {
    ...entityTexts(ResidentRoom),
    messages: {
      roomState: '房屋状态',
      currentState: '房屋当前状态：',
      pickResident: '输入姓名搜索住户',
      pickResidentFirst: '请先选择住户',
      noResident: '没有匹配的住户',
    },
    actions: { create: '绑定房屋', delete: '解绑', deleteConfirm: '确定解除“{{name}}”的这项房屋绑定吗？房屋状态将随之更新。' },
  },
};
