import type { METER_DICTIONARIES, MeterInfo, MeterReading } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** 계량기와 검침. */
export const meter: {
  meterInfo: EntityTexts<typeof MeterInfo>;
  meterReading: EntityTexts<typeof MeterReading>;
  dictValues: DictTexts<(typeof METER_DICTIONARIES)[number]>;
  entry: Record<string, string>;
} = {
  meterInfo: {
    title: '계량기',
    fields: { areaId: '단지', meterNo: '계량기 번호', meterType: '계량기 유형', buildingId: '동', roomId: '호실', feeItemId: '부과 항목', initialReading: '초기 검침값', state: '상태', remark: '비고', createTime: '생성 시간' },
  },
  meterReading: {
    title: '검침 기록',
    fields: {
      areaId: '단지',
      buildingId: '동',
      roomId: '호실',
      feeItemId: '부과 항목',
      meterId: '계량기 번호',
      period: '검침 월',
      previousReading: '지난 검침값',
      currentReading: '이번 검침값',
      usage: '사용량',
      reader: '검침자',
      readingDate: '검침일',
      remark: '비고',
      createTime: '입력 시간',
    },
  },
  dictValues: { meter_type: { '1': '수도 계량기', '2': '전기 계량기', '3': '가스 계량기' }, meter_state: { '1': '사용 중', '0': '사용 중지' } },
  entry: {
    button: '검침 입력',
    title: '검침 입력(동·월별)',
    pick: '동, 부과 항목, 검침 월을 선택하면 각 호실의 계량기와 지난 검침값이 표시됩니다',
    empty: '이 동에는 이 부과 항목의 사용 중인 계량기가 없습니다',
    later: '{{period}} 검침 완료',
    entered: '입력됨',
    state: '상태',
    save: '이번 달 검침값 저장',
    nothing: '이번 검침값을 하나 이상 입력하세요',
    saved: '검침 기록 {{count}}건을 저장했습니다',
  },
};
