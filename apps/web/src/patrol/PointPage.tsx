import { QrcodeOutlined } from '@ant-design/icons';
import { PATROL_POINT_QR, PatrolPoint } from '@zhwy/contracts';
import { Button, Descriptions, Image, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authHeaders, reportHttpError } from '../platform/http/client.ts';
import { HttpError } from '../platform/http/errors.ts';
import type { Row } from '../platform/resource/index.ts';
import { ResourcePage, useDownload } from '../platform/resource/index.ts';

const qrPath = (id: number) => PATROL_POINT_QR.replace(':id', String(id));

/** The point's QR code fetched with the session's token, as an object URL (revoked when closed). */
const useQr = (id: number | null) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (id === null) return;
    let made: string | null = null;
    void fetch(qrPath(id), { headers: authHeaders(), credentials: 'include' }).then(async (response) => {
      if (!response.ok) return reportHttpError(new HttpError('http', response.status, response.statusText));
      made = URL.createObjectURL(await response.blob());
      setUrl(made);
    });
    return () => {
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [id]);
  return url;
};

/** A printable sheet: the code large, the point's name, place and code below, printed by the browser. */
const printSheet = (url: string, row: Row) => {
  const tab = window.open('', '_blank');
  if (!tab) return;
  const text = (value: unknown) => String(value ?? '').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  tab.document.write(
    `<!doctype html><meta charset="utf-8"><title>${text(row.pointName)}</title><body style="font-family:sans-serif;text-align:center;padding:24px">` +
      `<img src="${url}" style="width:320px;height:320px" onload="window.print()"><h2>${text(row.pointName)}</h2><p>${text(row.location)}</p><p style="color:#888">${text(row.pointCode)}</p></body>`,
  );
  tab.document.close();
};

function QrAction({ row }: { row: Row }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const url = useQr(open ? Number(row.id) : null);
  const { start, busy } = useDownload();
  return (
    <>
      <Button type="link" size="small" icon={<QrcodeOutlined />} onClick={() => setOpen(true)}>
        {t('patrol.qr.button')}
      </Button>
      <Modal
        open={open}
        title={t('patrol.qr.title', { name: row.pointName })}
        onCancel={() => setOpen(false)}
        footer={
          <Space>
            <Button loading={busy} onClick={() => void start({ method: 'GET', path: qrPath(Number(row.id)), query: { download: 1 }, fileName: `${String(row.pointName)}.png` })}>
              {t('patrol.qr.download')}
            </Button>
            <Button type="primary" disabled={!url} onClick={() => url && printSheet(url, row)}>
              {t('patrol.qr.print')}
            </Button>
          </Space>
        }
      >
        <Space direction="vertical" align="center" style={{ width: '100%' }}>
          {url ? <Image src={url} width={240} preview={false} alt={String(row.pointCode)} /> : null}
          <Descriptions size="small" column={1} items={[{ key: 'code', label: t('patrol.patrolPoint.fields.pointCode'), children: String(row.pointCode ?? '') }, { key: 'location', label: t('patrol.patrolPoint.fields.location'), children: String(row.location ?? '') }]} />
        </Space>
      </Modal>
    </>
  );
}

/** 巡检点: the framework's page, and per row its QR code (二维码): shown, downloaded as a PNG, printed on a sheet. */
export function PointPage() {
  return <ResourcePage entity={PatrolPoint} nameField="pointName" rowActions={(row) => <QrAction row={row} />} />;
}
