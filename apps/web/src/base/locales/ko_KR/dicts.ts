import type { BASE_DICTIONARIES, USER_SEX } from '@zhwy/contracts';
import type { DictTexts } from '../../../platform/resource/labels.ts';

/** Base data's dictionary values, and the shared sex dictionary its residents show (the system module's texts may not be loaded). */
export const dictValues: DictTexts<(typeof BASE_DICTIONARIES)[number] | typeof USER_SEX> = {
  sys_user_sex: { '1': '남', '2': '여' },
  com_area_status: { '0': '정상', '1': '중지' },
  com_building_status: { '0': '정상', '1': '중지' },
  com_building_type: { '1': '주거', '2': '상업', '3': '주상복합', '4': '사무', '5': '차고', '9': '기타' },
  com_building_structure: { '1': '철근콘크리트', '2': '골조', '3': '벽돌·콘크리트', '4': '철골', '9': '기타' },
  com_room_layout: { '1': '원룸', '2': '방1 거실1', '3': '방2 거실1', '4': '방2 거실2', '5': '방3 거실1', '6': '방3 거실2', '7': '방4 이상', '8': '복층', '9': '기타' },
  com_room_orientation: { '1': '남북 맞통풍', '2': '남향', '3': '북향', '4': '동향', '5': '서향', '6': '남동향', '7': '남서향', '8': '북동향', '9': '북서향' },
  com_room_decoration: { '1': '미완성', '2': '기본 인테리어', '3': '완성 인테리어', '4': '고급 인테리어' },
  com_room_use: { '1': '주거', '2': '상가', '3': '사무', '4': '아파트', '5': '차고', '6': '창고', '9': '기타' },
  com_room_state: { '0': '미분양', '1': '공실', '2': '자가 거주', '3': '임대', '4': '인테리어 중' },
  com_id_card_type: { '1': '주민 신분증', '2': '여권', '3': '홍콩·마카오 주민 내지 통행증', '4': '대만 주민 대륙 통행증', '5': '외국인 영주 신분증', '9': '기타' },
  com_resident_type: { '1': '소유주', '2': '가족', '3': '임차인' },
  com_resident_source: { '1': '관리자 입력', '2': '입주민 자가 등록', '3': '일괄 가져오기' },
  com_mobile_verified: { '0': '미인증', '1': '인증됨' },
  com_resident_audit_status: { '0': '심사 대기', '1': '승인', '2': '반려' },
  com_common_status: { '0': '정상', '1': '중지' },
  com_plate_color: { '1': '파란색', '2': '노란색', '3': '초록색', '4': '흰색', '5': '검은색', '9': '기타' },
  com_car_type: { '1': '소형차', '2': '대형차', '3': '신에너지 소형차', '4': '신에너지 대형차', '5': '오토바이', '9': '기타' },
  com_parking_type: { '1': '지상', '2': '지하', '3': '입체' },
  com_parking_space_type: { '1': '소유 주차면', '2': '임대 주차면', '3': '임시 주차면', '4': '이중 주차면' },
  com_parking_space_state: { '0': '비어 있음', '1': '판매됨', '2': '임대됨' },
  com_garage_state: { '0': '미분양', '1': '판매됨', '2': '임대됨' },
  com_pass_direction: { '1': '입차', '2': '출차' },
  com_gate_direction: { '1': '입구', '2': '출구', '3': '출입구' },
  com_pass_car_kind: { '1': '입주민 차량', '2': '월정기 차량', '3': '임시 차량', '4': '방문 차량' },
};
