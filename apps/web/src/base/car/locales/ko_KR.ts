import type { Car, Garage } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const car: EntityTexts<typeof Car> = { title: "차량", fields: { areaId: "소속 단지", plateNo: "차량 번호", plateColor: "번호판 색상", carType: "차량 유형", brand: "제조사/모델", color: "차체 색상", residentId: "차주", ownerName: "차주 이름", ownerPhone: "연락처", roomId: "소속 호실", parkingSpaceId: "주차면", startDate: "유효 시작일", endDate: "유효 종료일", status: "상태", remark: "비고", createTime: "등록 시간" } };
const garage: EntityTexts<typeof Garage> = { title: "차고", fields: { areaId: "소속 단지", garageNo: "차고 번호", location: "위치", area: "면적(㎡)", state: "차고 상태", residentId: "소유자/사용자", remark: "비고", createTime: "생성 시간" } };

/** Vehicles and garages. */
export const carTexts = { car: { ...car, messages: { pickCommunityFirst: "먼저 소속 단지를 선택하세요", noResident: "일치하는 입주민이 없습니다" } }, garage };
