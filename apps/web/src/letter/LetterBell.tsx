import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageNavigation } from '../platform/pages/page-params.ts';
import { refreshUnread, useUnread } from './unread.ts';

/** How often the bell asks while the console is open (besides each page change and each return to the window). */
const POLL_MS = 60_000;

/** The header's bell: my unread letters; a click opens 我的站内信. */
export function LetterBell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { open } = usePageNavigation();
  const unread = useUnread((s) => s.unread);
  useEffect(() => {
    void refreshUnread();
  }, [pathname]);
  useEffect(() => {
    const again = () => void refreshUnread();
    const timer = window.setInterval(again, POLL_MS);
    window.addEventListener('focus', again);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', again);
    };
  }, []);
  const label = t('letter.bell', { count: unread });
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} onClick={() => open('operations-my-letter')}>
        <Badge count={unread} size="small" overflowCount={99}>
          <BellOutlined />
        </Badge>
      </Button>
    </Tooltip>
  );
}
