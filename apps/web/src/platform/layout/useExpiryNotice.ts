import type { ExpiryInfo } from '@zhwy/contracts';
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../http/client.ts';
import { formatDuration } from './duration.ts';

const SHOWN_KEY = 'expiryNoticeShown';
const NOTICE_KEY = 'tenant-expiry';
// Bottom right: at the top right it would cover the header's buttons and the search form's.
const PLACEMENT = 'bottomRight';

/**
 * Once per login (session storage is cleared by logout): a project past its expiry date gets an error that
 * stays; one with less than 30 days left a notice with the time remaining, shown for 30 seconds.
 */
export const useExpiryNotice = () => {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  useEffect(() => {
    if (sessionStorage.getItem(SHOWN_KEY)) return;
    sessionStorage.setItem(SHOWN_KEY, '1');
    http
      .get<Envelope<ExpiryInfo | null>>('/api/validate', undefined, { silent: true })
      .then(({ data }) => {
        if (!data) return;
        if (data.overtime) {
          notification.error({ key: NOTICE_KEY, title: t('shell.expiry.title'), description: t('shell.expiry.overtime'), duration: 0, placement: PLACEMENT });
        } else if (data.days < 30) {
          const seconds = ((data.days * 24 + data.hours) * 60 + data.minutes) * 60;
          notification.warning({
            key: NOTICE_KEY,
            title: t('shell.expiry.title'),
            description: t('shell.expiry.remaining', { time: formatDuration(seconds, t) }),
            duration: 30,
            placement: PLACEMENT,
          });
        }
      })
      .catch(() => {});
    // Once when the shell first mounts after login.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
};
