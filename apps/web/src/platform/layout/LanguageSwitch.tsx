import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_OPTIONS, type Locale, setLocale, useLocaleStore } from '../i18n/index.ts';

/** The language choice of the header and the login page: texts, antd's locale and dates switch together. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const current = LANGUAGE_OPTIONS.find((o) => o.locale === locale) ?? LANGUAGE_OPTIONS[0];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LANGUAGE_OPTIONS.map((o) => ({ key: o.locale, label: <span lang={o.locale.replace('_', '-')}>{o.label}</span> })),
        onClick: ({ key }) => void setLocale(key as Locale),
      }}
    >
      <Button type="text" className={className} icon={<GlobalOutlined />} aria-label={t('shell.header.language')} title={t('shell.header.language')}>
        <span className="zh-lang-label">{current.label}</span>
      </Button>
    </Dropdown>
  );
}
