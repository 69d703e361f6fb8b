import type { LETTER_DICTIONARIES, StationLetter } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** 站內信。 */
export const letter: {
  stationLetter: EntityTexts<typeof StationLetter>;
  dictValues: DictTexts<(typeof LETTER_DICTIONARIES)[number]>;
  bell: string;
  preview: Record<string, string>;
  statics: Record<string, string>;
  mine: Record<string, string>;
} = {
  stationLetter: {
    title: '站內信',
    fields: { title: '標題', content: '內容', needConfirm: '需要確認', departmentIds: '部門', workGroupIds: '工作組', roleIds: '角色', userIds: '人員', status: '狀態', recipientCount: '收件人數', sendTime: '發送時間', createTime: '創建時間' },
    transitions: { verifyStatus: { reason: '駁回原因' } },
  },
  dictValues: { station_letter_status: { '0': '草稿', '1': '待審核', '2': '已發送', '3': '已駁回' }, station_letter_confirm: { '0': '否', '1': '是' } },
  bell: '站內信（{{count}} 封未讀）',
  preview: { label: '收件人預覽', none: '尚未選擇收件人', loading: '正在統計收件人…', count: '共 {{count}} 人：{{names}}' },
  statics: { button: '統計', title: '「{{title}}」的閱讀統計', sent: '發送人數', read: '已讀人數', confirmed: '已確認人數', username: '帳號', name: '姓名', department: '部門', readTime: '閱讀時間', confirmTime: '確認時間', unread: '未讀', unconfirmed: '未確認' },
  mine: { title: '我的站內信', all: '全部', unreadOnly: '未讀（{{count}}）', subject: '標題', sendTime: '發送時間', state: '狀態', unread: '未讀', read: '已讀', toConfirm: '待確認', confirmed: '已確認', sentAt: '發送於 {{time}}', confirm: '確認已閱', confirmDone: '已確認', confirmedAt: '已於 {{time}} 確認' },
};
