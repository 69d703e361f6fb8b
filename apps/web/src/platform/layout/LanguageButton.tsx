import { GlobalOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_OPTIONS, useLocaleStore } from '../i18n/index.ts';

/** The language button (globe and the current language), without its menu: the login page loads the menu on demand. */
export function LanguageButton(props: ButtonProps) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const current = LANGUAGE_OPTIONS.find((o) => o.locale === locale) ?? LANGUAGE_OPTIONS[0];
  return (
    <Button type="text" icon={<GlobalOutlined />} aria-label={t('shell.header.language')} title={t('shell.header.language')} {...props}>
      <span className="zh-lang-label">{current.label}</span>
    </Button>
  );
}
