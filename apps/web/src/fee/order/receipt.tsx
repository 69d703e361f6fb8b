import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { authHeaders, reportHttpError } from '../../platform/http/client.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { useDownload } from '../../platform/resource/index.ts';

/** The receipt of an order (GET /api/zhwy/fee-order/receipt/:id, a PDF). */
export const receiptPath = (id: number) => `/api/zhwy/fee-order/receipt/${id}`;

/**
 * Opens the receipt in a new tab, where the browser's viewer prints it: fetched with the session's token (a plain
 * link would carry none) and shown from memory. The tab is opened at once, before the fetch, so no pop-up blocker
 * takes it for an unasked window.
 */
export const printReceipt = async (id: number) => {
  const tab = window.open('', '_blank');
  const response = await fetch(receiptPath(id), { headers: authHeaders(), credentials: 'include' });
  if (!response.ok) {
    tab?.close();
    return reportHttpError(new HttpError('http', response.status, response.statusText));
  }
  const url = URL.createObjectURL(await response.blob());
  if (tab) tab.location.href = url;
  else window.location.assign(url);
};

/** 打印收据 and 下载收据 for one order (the cashier's result, the order list's row). */
export function ReceiptButtons({ id, receiptNo, size }: { id: number; receiptNo: string; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const { start, busy } = useDownload();
  const link = size === 'small';
  return (
    <Space size={link ? 0 : 'small'} wrap>
      <Button type={link ? 'link' : 'primary'} size={size} icon={<PrinterOutlined />} onClick={() => void printReceipt(id)}>
        {t('fee.cashier.printReceipt')}
      </Button>
      <Button type={link ? 'link' : 'default'} size={size} icon={<DownloadOutlined />} loading={busy} onClick={() => void start({ method: 'GET', path: receiptPath(id), query: { download: 1 }, fileName: `receipt-${receiptNo}.pdf` })}>
        {t('fee.cashier.downloadReceipt')}
      </Button>
    </Space>
  );
}
