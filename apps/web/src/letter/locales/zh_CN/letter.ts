import { LETTER_DICTIONARIES, StationLetter } from '@zhwy/contracts';
import { dictTexts, entityTexts } from '../../../platform/resource/labels.ts';

/** 站内信：字段与字典的中文取自实体定义，与服务端一致；铃铛、收件人预览、统计与“我的站内信”的文案在下面。 */
export const letter = {
  stationLetter: entityTexts(StationLetter),
  dictValues: dictTexts(LETTER_DICTIONARIES),
  bell: '站内信（{{count}} 封未读）',
  preview: { label: '收件人预览', none: '尚未选择收件人', loading: '正在统计收件人…', count: '共 {{count}} 人：{{names}}' },
  statics: {
    button: '统计',
    title: '“{{title}}”的阅读统计',
    sent: '发送人数',
    read: '已读人数',
    confirmed: '已确认人数',
    username: '账号',
    name: '姓名',
    department: '部门',
    readTime: '阅读时间',
    confirmTime: '确认时间',
    unread: '未读',
    unconfirmed: '未确认',
  },
  mine: {
    title: '我的站内信',
    all: '全部',
    unreadOnly: '未读（{{count}}）',
    subject: '标题',
    sendTime: '发送时间',
    state: '状态',
    unread: '未读',
    read: '已读',
    toConfirm: '待确认',
    confirmed: '已确认',
    sentAt: '发送于 {{time}}',
    confirm: '确认已阅',
    confirmDone: '已确认',
    confirmedAt: '已于 {{time}} 确认',
  },
};
