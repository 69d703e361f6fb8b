import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** 'Another image', under the bar: nothing lies over the picture, where a character or the hole could be. */
export function CaptchaRefresh({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="zh-captcha-actions">
      <Button type="link" size="small" icon={<ReloadOutlined />} onClick={onClick}>
        {t('captcha.refresh')}
      </Button>
    </div>
  );
}
