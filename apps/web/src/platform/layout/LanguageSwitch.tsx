import { Dropdown } from 'antd';
import { useState } from 'react';
import { LANGUAGE_OPTIONS, type Locale, setLocale, useLocaleStore } from '../i18n/index.ts';
import { LanguageButton } from './LanguageButton.tsx';

/** The language choice of the header and the login page: texts, antd's locale and dates switch together. */
export function LanguageSwitch({ className, initiallyOpen = false }: { className?: string; initiallyOpen?: boolean }) {
  const locale = useLocaleStore((s) => s.locale);
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LANGUAGE_OPTIONS.map((o) => ({ key: o.locale, label: <span lang={o.locale.replace('_', '-')}>{o.label}</span> })),
        onClick: ({ key }) => {
          setOpen(false);
          void setLocale(key as Locale);
        },
      }}
    >
      <LanguageButton className={className} />
    </Dropdown>
  );
}
