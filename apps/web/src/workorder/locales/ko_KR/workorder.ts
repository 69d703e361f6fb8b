import type { WORKORDER_DICTIONARIES, WorkOrder } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** 작업 지시. */
export const workorder: { workOrder: EntityTexts<typeof WorkOrder>; dictValues: DictTexts<(typeof WORKORDER_DICTIONARIES)[number]>; page: Record<string, string> } = {
  workOrder: {
    title: '작업 지시',
    fields: {
      areaId: '단지',
      title: '제목',
      orderType: '유형',
      roomId: '호실',
      content: '내용',
      reporterName: '신고자',
      reporterPhone: '연락처',
      photos: '사진',
      urgent: '긴급 여부',
      state: '상태',
      assigneeId: '담당자',
      deadline: '처리 기한',
      finishPhotos: '완료 사진',
      score: '평점',
      evaluation: '평가 내용',
      createTime: '등록 시간',
    },
    transitions: { assign: { assigneeId: '담당자' }, finish: { finishPhotos: '완료 사진' }, evaluate: { score: '평점', evaluation: '평가 내용' }, cancel: { cancelReason: '취소 사유' } },
  },
  dictValues: {
    work_order_type: { '1': '수리', '2': '민원', '3': '문의', '4': '기타' },
    work_order_state: { '0': '미배정', '1': '배정됨', '2': '처리 중', '3': '완료', '4': '평가 완료', '5': '취소됨' },
    work_order_urgent: { '0': '일반', '1': '긴급' },
  },
  page: { overdue: '기한 초과', overdueOnly: '기한 초과만' },
};
