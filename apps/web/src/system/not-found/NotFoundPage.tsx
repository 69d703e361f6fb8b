import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../platform/layout/usePlatformName.ts';

/** /404: any path that is neither a static route nor one of the user's pages. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('shell.notFound.title'));
  return (
    <div className="zh-center">
      <Result
        status="404"
        title="404"
        subTitle={t('shell.notFound.subtitle')}
        extra={
          <Button type="primary" onClick={() => void navigate('/home', { replace: true })}>
            {t('shell.notFound.backHome')}
          </Button>
        }
      />
    </div>
  );
}
