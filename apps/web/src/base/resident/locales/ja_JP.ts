import type { Resident, ResidentRoom } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const resident: EntityTexts<typeof Resident> = {
  title: '住民',
  fields: {
    areaId: '所属団地', name: '氏名', sex: '性別', idCardType: '証明書の種類', idCardNo: '証明書番号', birthday: '生年月日', mobile: '携帯電話番号', mobileVerified: '携帯電話の認証',
    telephone: '固定電話', residentType: '住民区分', buildingId: '棟', roomId: '部屋', roomName: '部屋', nationality: '国籍', nation: '民族',
    nativePlace: '本籍', moveInDate: '入居日', workUnit: '勤務先', emergencyContact: '緊急連絡先（氏名）', emergencyPhone: '緊急連絡先電話', plateNos: 'ナンバープレート',
    photo: '写真', source: '登録経路', remark: '備考', createTime: '登録日時',
  },
};
const residentRoom: EntityTexts<typeof ResidentRoom> = {
  title: '部屋の紐付け',
  fields: {
    areaId: '所属団地', residentId: '住民', residentName: '住民氏名', buildingId: '棟', roomId: '部屋', roomName: '部屋', relation: '部屋との関係',
    startDate: '開始日', endDate: '終了日', remark: '備考', createTime: '紐付け日時',
  },
};

/** 住民管理・部屋の紐付け。 */
export const residentPageTexts = {
  resident: {
    ...resident,
    /** A new resident's 国籍 as the form offers it, in the clerk's language. */
    defaults: { nationality: '中国' },
    messages: {
      roomSection: '入居する部屋（任意）',
      roomHint: '部屋を選ぶと、保存時にその部屋へ紐付けられ、部屋の状態も更新されます。',
      pickCommunityFirst: '先に所属団地を選択してください',
    },
  },
  residentRoom: {
    ...residentRoom,
    messages: {
      roomState: '部屋の状態',
      currentState: '部屋の現在の状態：',
      pickResident: '氏名を入力して住民を検索',
      pickResidentFirst: '先に住民を選択してください',
      noResident: '該当する住民がいません',
    },
    actions: { create: '部屋を紐付け', delete: '紐付け解除', deleteConfirm: '「{{name}}」のこの部屋の紐付けを解除しますか？部屋の状態も更新されます。' },
  },
};
