import type { LETTER_DICTIONARIES, StationLetter } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** 쪽지(사내 알림). */
export const letter: {
  stationLetter: EntityTexts<typeof StationLetter>;
  dictValues: DictTexts<(typeof LETTER_DICTIONARIES)[number]>;
  bell: string;
  preview: Record<string, string>;
  statics: Record<string, string>;
  mine: Record<string, string>;
} = {
  stationLetter: {
    title: '쪽지',
    fields: { title: '제목', content: '내용', needConfirm: '확인 필요', departmentIds: '부서', workGroupIds: '작업 그룹', roleIds: '역할', userIds: '사용자', status: '상태', recipientCount: '수신자 수', sendTime: '발송 시간', createTime: '생성 시간' },
    transitions: { verifyStatus: { reason: '반려 사유' } },
  },
  dictValues: { station_letter_status: { '0': '임시 저장', '1': '검토 대기', '2': '발송됨', '3': '반려됨' }, station_letter_confirm: { '0': '아니요', '1': '예' } },
  bell: '쪽지(읽지 않음 {{count}}건)',
  preview: { label: '수신자 미리보기', none: '수신자를 선택하지 않았습니다', loading: '수신자를 집계하는 중…', count: '총 {{count}}명: {{names}}' },
  statics: { button: '통계', title: '“{{title}}” 열람 통계', sent: '발송 인원', read: '읽은 인원', confirmed: '확인한 인원', username: '계정', name: '이름', department: '부서', readTime: '열람 시간', confirmTime: '확인 시간', unread: '읽지 않음', unconfirmed: '미확인' },
  mine: { title: '내 쪽지', all: '전체', unreadOnly: '읽지 않음({{count}})', subject: '제목', sendTime: '발송 시간', state: '상태', unread: '읽지 않음', read: '읽음', toConfirm: '확인 대기', confirmed: '확인함', sentAt: '{{time}} 발송', confirm: '열람 확인', confirmDone: '확인했습니다', confirmedAt: '{{time}}에 확인함' },
};
