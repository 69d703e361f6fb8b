import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Segmented, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEntryTexts } from '../entry-texts.ts';
import type { CasState } from './useCasLogin.ts';
import './cas.css';

type Mode = 'password' | 'cas';

/**
 * The login page's choice between the password form and CAS single sign-on (shown only when the tenant has a CAS
 * server), and the CAS side of it: the way to CAS, the ticket check on the way back, its failure.
 */
export default function CasSwitch({ cas }: { cas: CasState }) {
  const { t } = useTranslation();
  const ready = useEntryTexts(true);
  if (!ready) return null;
  return (
    <div className="zh-cas">
      {cas.enabled && (
        <Segmented<Mode>
          block
          className="zh-cas-modes"
          value={cas.active ? 'cas' : 'password'}
          onChange={(mode) => cas.choose(mode === 'cas')}
          options={[
            { value: 'password', label: t('loginEntries.passwordMode') },
            { value: 'cas', label: t('loginEntries.casMode') },
          ]}
        />
      )}
      {cas.active && cas.status === 'checking' && (
        <div className="zh-cas-checking" role="status">
          <Spin />
          <span>{t('loginEntries.casChecking')}</span>
        </div>
      )}
      {cas.active && cas.status === 'failed' && (
        <Alert className="zh-cas-alert" type="error" showIcon title={t('loginEntries.casFailed')} description={cas.detail || undefined} />
      )}
      {cas.active && cas.status !== 'checking' && cas.enabled && (
        <>
          <p className="zh-cas-hint">{t('loginEntries.casHint')}</p>
          <Button type="primary" size="large" block icon={<SafetyCertificateOutlined />} onClick={cas.go}>
            {t('loginEntries.casSubmit')}
          </Button>
        </>
      )}
    </div>
  );
}
