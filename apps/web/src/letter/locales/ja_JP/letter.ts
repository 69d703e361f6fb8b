import type { LETTER_DICTIONARIES, StationLetter } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** お知らせ（ステーションレター）。 */
export const letter: {
  stationLetter: EntityTexts<typeof StationLetter>;
  dictValues: DictTexts<(typeof LETTER_DICTIONARIES)[number]>;
  bell: string;
  preview: Record<string, string>;
  statics: Record<string, string>;
  mine: Record<string, string>;
} = {
  stationLetter: {
    title: 'お知らせ',
    fields: { title: 'タイトル', content: '内容', needConfirm: '確認要否', departmentIds: '部署', workGroupIds: 'ワークグループ', roleIds: 'ロール', userIds: '担当者', status: '状態', recipientCount: '受信者数', sendTime: '送信日時', createTime: '作成日時' },
    transitions: { verifyStatus: { reason: '差し戻し理由' } },
  },
  dictValues: { station_letter_status: { '0': '下書き', '1': '審査待ち', '2': '送信済み', '3': '差し戻し' }, station_letter_confirm: { '0': 'いいえ', '1': 'はい' } },
  bell: 'お知らせ（未読 {{count}} 件）',
  preview: { label: '受信者プレビュー', none: '受信者が未選択です', loading: '受信者を集計中…', count: '計 {{count}} 人：{{names}}' },
  statics: { button: '統計', title: '「{{title}}」の閲覧統計', sent: '送信人数', read: '既読人数', confirmed: '確認済み人数', username: 'アカウント', name: '氏名', department: '部署', readTime: '閲覧日時', confirmTime: '確認日時', unread: '未読', unconfirmed: '未確認' },
  mine: { title: '自分のお知らせ', all: 'すべて', unreadOnly: '未読（{{count}}）', subject: 'タイトル', sendTime: '送信日時', state: '状態', unread: '未読', read: '既読', toConfirm: '確認待ち', confirmed: '確認済み', sentAt: '{{time}} 送信', confirm: '閲覧を確認', confirmDone: '確認しました', confirmedAt: '{{time}} に確認済み' },
};
