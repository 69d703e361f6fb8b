import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../../platform/http/client.ts';

type IcpRecord = { icpNumber: string; url: string; securityNumber: string };

/** The filing authority's site: the ICP number always links here. */
export const ICP_LINK = 'https://beian.miit.gov.cn/';

/** The ICP filing number of the tenant, linking to the filing record, and the copyright line. */
export function IcpFooter({ platformName }: { platformName: string }) {
  const { t } = useTranslation();
  const [record, setRecord] = useState<IcpRecord | null>(null);
  useEffect(() => {
    http
      .get<Envelope<IcpRecord | null>>('/api/base/open/isp', { uri: window.location.host }, { silent: true })
      .then((res) => setRecord(res.code === 0 ? res.data : null))
      .catch(() => setRecord(null));
  }, []);
  return (
    <footer className="zh-login-footer">
      <span>
        © {new Date().getFullYear()} {platformName}
      </span>
      {record?.icpNumber && (
        <a href={ICP_LINK} target="_blank" rel="noopener noreferrer" title={t('shell.login.icpTitle')}>
          {record.icpNumber}
        </a>
      )}
      {record?.securityNumber && <span>{record.securityNumber}</span>}
    </footer>
  );
}
