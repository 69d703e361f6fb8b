import type { Resident, ResidentRoom } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const resident: EntityTexts<typeof Resident> = {
  title: '입주민',
  fields: {
    areaId: '소속 단지', name: '이름', sex: '성별', idCardType: '신분증 종류', idCardNo: '신분증 번호', birthday: '생년월일', mobile: '휴대폰 번호', mobileVerified: '휴대폰 인증',
    telephone: '유선 전화', residentType: '입주민 유형', buildingId: '동', roomId: '호실', roomName: '호실', nationality: '국적', nation: '민족',
    nativePlace: '본적', moveInDate: '입주일', workUnit: '직장', emergencyContact: '비상 연락인', emergencyPhone: '비상 연락처', plateNos: '차량 번호',
    photo: '사진', source: '등록 경로', remark: '비고', createTime: '등록 시간',
  },
};
const residentRoom: EntityTexts<typeof ResidentRoom> = {
  title: '호실 연결',
  fields: {
    areaId: '소속 단지', residentId: '입주민', residentName: '입주민 이름', buildingId: '동', roomId: '호실', roomName: '호실', relation: '호실과의 관계',
    startDate: '시작일', endDate: '종료일', remark: '비고', createTime: '연결 시간',
  },
};

/** 입주민 관리, 호실 연결. */
export const residentPageTexts = {
  resident: {
    ...resident,
    /** A new resident's 国籍 as the form offers it, in the clerk's language. */
    defaults: { nationality: '중국' },
    messages: {
      roomSection: '입주 호실(선택)',
      roomHint: '호실을 선택하면 저장할 때 해당 호실에 함께 연결되고 호실 상태가 갱신됩니다.',
      pickCommunityFirst: '먼저 소속 단지를 선택하세요',
    },
  },
  residentRoom: {
    ...residentRoom,
    messages: {
      roomState: '호실 상태',
      currentState: '현재 호실 상태:',
      pickResident: '이름을 입력해 입주민 검색',
      pickResidentFirst: '먼저 입주민을 선택하세요',
      noResident: '일치하는 입주민이 없습니다',
    },
    actions: { create: '호실 연결', delete: '연결 해제', deleteConfirm: '"{{name}}"의 이 호실 연결을 해제하시겠습니까? 호실 상태도 함께 갱신됩니다.' },
  },
};
