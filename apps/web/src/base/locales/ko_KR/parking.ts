import { carTexts } from '../../car/locales/ko_KR.ts';
import type { CarEntryRecord, Parking, ParkingGate, ParkingSpace } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const parking: EntityTexts<typeof Parking> = { title: "주차장", fields: { areaId: "소속 단지", parkingNo: "주차장 번호", parkingName: "주차장 이름", parkingType: "주차장 유형", floors: "층수", plannedSpaces: "계획 주차면 수", address: "위치", status: "상태", remark: "비고", createTime: "생성 시간" } };
const parkingSpace: EntityTexts<typeof ParkingSpace> = { title: "주차면", fields: { areaId: "소속 단지", parkingId: "주차장", spaceNo: "주차면 번호", floor: "층", spaceType: "주차면 유형", area: "면적(㎡)", state: "주차면 상태", residentId: "사용자", startDate: "시작일", endDate: "만료일", remark: "비고", createTime: "생성 시간" } };
const parkingGate: EntityTexts<typeof ParkingGate> = { title: "차단기 장치", fields: { areaId: "소속 단지", parkingId: "주차장", gateNo: "장치 번호", gateName: "차단기 이름", direction: "차단기 방향", status: "상태", lastSeen: "최근 보고", remark: "비고", createTime: "생성 시간" } };
const carEntryRecord: EntityTexts<typeof CarEntryRecord> = { title: "차량 입출차 기록", fields: { areaId: "소속 단지", parkingId: "주차장", gateId: "차단기", plateNo: "차량 번호", direction: "입출 방향", carKind: "차량 구분", passTime: "통과 시간", photo: "촬영 이미지" } };

/** Parking: car parks, spaces, barrier gates, entry records. */
export const parkingTexts = {
  ...carTexts,
  parking,
  parkingSpace: { ...parkingSpace, messages: {"out": "출고", "outConfirm": "주차면 \"{{name}}\"을(를) 출고하시겠습니까? 사용자와 날짜가 지워지고 주차면은 빈 상태로 돌아갑니다.", "outDone": "주차면을 출고했습니다", "arrears": "이 주차면에 미납 요금이 있어 출고할 수 없습니다"}, user: {"typeToSearch": "전체 이름 또는 성, 휴대폰 번호 전체 또는 끝 4자리를 입력해 이 단지의 입주민을 검색"}, batch: {"button": "일괄 추가", "title": "주차면 일괄 추가", "stepRule": "번호 규칙", "stepPreview": "미리 보기", "communityFirst": "먼저 소속 단지를 선택하세요", "prefix": "번호 접두사", "prefixHelp": "예: B1- (선택 사항)", "range": "번호 범위", "startNo": "시작 번호", "endNo": "종료 번호", "digits": "자릿수", "digitsHelp": "자릿수보다 짧은 번호는 앞에 0을 채웁니다(3자리: 001)", "sample": "{{first}} … {{last}}, 모두 {{count}}개를 생성합니다", "floorAbove": "{{n}}층", "floorBelow": "지하 {{n}}층", "preview": "미리 보기", "prev": "이전", "save": "저장", "count": "주차면 수", "first": "첫 번호", "last": "마지막 번호", "taken": "이미 있는 번호", "clashes": "이 중 {{n}}개 번호가 이 주차장에 이미 있습니다. 접두사나 번호 범위를 바꾼 뒤 저장하세요", "noClash": "사용 중인 번호가 없습니다. 확인 후 저장하세요", "more": "외 {{n}}개", "saved": "주차면 {{count}}개를 추가했습니다"} },
  parkingGate: { ...parkingGate, messages: {"resetKey": "키 재발급", "resetConfirm": "차단기 \"{{name}}\"의 키를 재발급하시겠습니까? 기존 키는 즉시 무효가 됩니다.", "keyTitle": "장치 키", "keyOnce": "지금 이 키를 차단기 장치에 설정하세요. 이번 한 번만 표시되며 닫으면 다시 볼 수 없습니다.", "keyGate": "장치 번호", "keyValue": "장치 키", "copy": "복사", "copied": "복사했습니다"} },
  carEntryRecord,
  /** 车辆状态图 (toll centre): the page's own texts. */
  vehicleState: {"title": "차량 상태도", "community": "단지", "lot": "주차장", "chooseLot": "단지와 주차장을 선택하세요", "noLots": "이 단지에는 아직 주차장이 없습니다. 먼저 주차장 관리에서 추가하세요", "empty": "이 주차장에는 아직 주차면이 없습니다", "counts": "총 {{n}}면", "clear": "미납 없음", "owing": "미납", "owed": "미납 {{amount}} 위안", "noCar": "차량 없음", "moreCars": "외 {{n}}대", "spaceTitle": "주차면 {{name}}", "cars": "등록 차량", "owedSpace": "주차면 미납", "owedCars": "차량 미납", "owedTotal": "미납 합계", "yuan": "{{amount}} 위안", "lotOption": "{{name}} ({{n}}면)"},
};
