import { LETTER_PATHS } from '@zhwy/contracts';
import { create } from 'zustand';
import { type Envelope, http } from '../platform/http/client.ts';

/** My unread letters, shared by the header's bell and 我的站内信 (which refreshes it when a letter is opened). */
export const useUnread = create<{ unread: number }>(() => ({ unread: 0 }));

let asking: Promise<void> | null = null;
/** Asks the server again (one call at a time; a failure leaves the count as it was, quietly). */
export const refreshUnread = (): Promise<void> =>
  (asking ??= http
    .get<Envelope<{ unread: number }>>(LETTER_PATHS.unread, undefined, { silent: true })
    .then((answer) => useUnread.setState({ unread: answer.data.unread }))
    .catch(() => {})
    .finally(() => {
      asking = null;
    }));
