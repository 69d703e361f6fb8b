import type { LETTER_DICTIONARIES, StationLetter } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** Station letters. */
export const letter: {
  stationLetter: EntityTexts<typeof StationLetter>;
  dictValues: DictTexts<(typeof LETTER_DICTIONARIES)[number]>;
  bell: string;
  preview: Record<string, string>;
  statics: Record<string, string>;
  mine: Record<string, string>;
} = {
  stationLetter: {
    title: 'Station letter',
    fields: { title: 'Title', content: 'Content', needConfirm: 'Needs confirmation', departmentIds: 'Departments', workGroupIds: 'Work groups', roleIds: 'Roles', userIds: 'People', status: 'Status', recipientCount: 'Recipients', sendTime: 'Sent', createTime: 'Created' },
    transitions: { verifyStatus: { reason: 'Reason for rejection' } },
  },
  dictValues: { station_letter_status: { '0': 'Draft', '1': 'Awaiting review', '2': 'Sent', '3': 'Rejected' }, station_letter_confirm: { '0': 'No', '1': 'Yes' } },
  bell: 'Letters ({{count}} unread)',
  preview: { label: 'Recipients', none: 'No recipients chosen yet', loading: 'Counting the recipients…', count: '{{count}} people: {{names}}' },
  statics: { button: 'Statistics', title: 'Reading statistics of “{{title}}”', sent: 'Sent to', read: 'Read', confirmed: 'Confirmed', username: 'Account', name: 'Name', department: 'Department', readTime: 'Read at', confirmTime: 'Confirmed at', unread: 'Unread', unconfirmed: 'Not confirmed' },
  mine: { title: 'My letters', all: 'All', unreadOnly: 'Unread ({{count}})', subject: 'Title', sendTime: 'Sent', state: 'Status', unread: 'Unread', read: 'Read', toConfirm: 'To confirm', confirmed: 'Confirmed', sentAt: 'Sent {{time}}', confirm: 'Confirm I have read it', confirmDone: 'Confirmed', confirmedAt: 'Confirmed {{time}}' },
};
