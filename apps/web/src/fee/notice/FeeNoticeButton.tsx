import { MessageOutlined } from '@ant-design/icons';
import { BILL_CODES, type FeeNoticeResult } from '@zhwy/contracts';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import { http } from '../../platform/http/client.ts';

const PATH = '/api/zhwy/fee-bill/sendFeeNotice';

type Props = {
  /** What is chosen: bills (账单管理) or rooms (欠费清单). */
  kind: 'bills' | 'rooms';
  ids: readonly number[];
  /** A room's name as the page shows it (1号楼-1201), for the rooms not sent to. */
  roomName: (roomId: number) => string;
  onDone?: () => void;
};

/**
 * 发送催缴: after a confirmation, one SMS per owing room of the chosen bills or rooms (the server groups, picks the
 * owner and keeps the SMS limits); the answer's counts and the rooms left out with why. Only with fee:bill:notice.
 */
export function FeeNoticeButton({ kind, ids, roomName, onDone }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const count = ids.length;

  const send = async () => {
    setBusy(true);
    try {
      const { data } = await http.post<{ data: FeeNoticeResult }>(PATH, kind === 'bills' ? { ids } : { roomIds: ids });
      const summary = t('fee.notice.result', { rooms: data.rooms, sent: data.sent });
      const details = data.skipped.length > 0 && (
        <div data-testid="fee-notice-skipped">
          <div>{t('fee.notice.skippedTitle')}</div>
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {data.skipped.map((skip) => (
              <li key={skip.roomId}>
                {roomName(skip.roomId)}：{t(`fee.notice.${skip.reason}`)}
              </li>
            ))}
          </ul>
        </div>
      );
      (data.sent > 0 ? modal.success : modal.warning)({
        title: summary,
        content: details || undefined,
        okText: t('common.ok'),
      });
      onDone?.();
    } catch {
      // The client has shown the refusal (403, 404, 503 短信服务未配置).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Auth code={BILL_CODES.notice}>
      <Button
        icon={<MessageOutlined />}
        disabled={count === 0}
        loading={busy}
        onClick={() =>
          modal.confirm({
            title: t('fee.notice.confirmTitle'),
            content: t(kind === 'bills' ? 'fee.notice.confirmBills' : 'fee.notice.confirmRooms', { count }),
            okText: t('fee.notice.ok'),
            cancelText: t('common.cancel'),
            onOk: send,
          })
        }
      >
        {count > 0 ? `${t('fee.notice.send')} (${count})` : t('fee.notice.send')}
      </Button>
    </Auth>
  );
}
