import type { Resident, ResidentRoom } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const resident: EntityTexts<typeof Resident> = {
  title: '住戶',
  fields: {
    areaId: '所屬社區', name: '姓名', sex: '性別', idCardType: '證件類型', idCardNo: '證件號碼', birthday: '出生日期', mobile: '手機號碼', mobileVerified: '手機驗證',
    telephone: '市話', residentType: '住戶類型', buildingId: '所在樓棟', roomId: '所在房屋', roomName: '房屋', nationality: '國籍', nation: '民族',
    nativePlace: '籍貫', moveInDate: '入住日期', workUnit: '工作單位', emergencyContact: '緊急聯絡人', emergencyPhone: '緊急聯絡電話', plateNos: '車牌號碼',
    photo: '照片', source: '登記來源', remark: '備註', createTime: '登記時間',
  },
};
const residentRoom: EntityTexts<typeof ResidentRoom> = {
  title: '房屋綁定',
  fields: {
    areaId: '所屬社區', residentId: '住戶', residentName: '住戶姓名', buildingId: '樓棟', roomId: '房屋', roomName: '房屋', relation: '與房屋關係',
    startDate: '開始日期', endDate: '結束日期', remark: '備註', createTime: '綁定時間',
  },
};

/** 住戶管理、房屋綁定。 */
export const residentPageTexts = {
  resident: {
    ...resident,
    /** A new resident's 国籍 as the form offers it, in the clerk's language. */
    defaults: { nationality: '中國' },
    messages: {
      roomSection: '入住房屋（選填）',
      roomHint: '選擇房屋後，儲存住戶時將同時綁定該房屋，房屋狀態隨之更新。',
      pickCommunityFirst: '請先選擇所屬社區',
    },
  },
  residentRoom: {
    ...residentRoom,
    messages: {
      roomState: '房屋狀態',
      currentState: '房屋目前狀態：',
      pickResident: '輸入姓名搜尋住戶',
      pickResidentFirst: '請先選擇住戶',
      noResident: '沒有符合的住戶',
    },
    actions: { create: '綁定房屋', delete: '解除綁定', deleteConfirm: '確定解除「{{name}}」的這項房屋綁定嗎？房屋狀態將隨之更新。' },
  },
};
