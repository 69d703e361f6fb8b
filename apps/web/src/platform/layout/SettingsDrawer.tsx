import { CheckOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { THEME_COLORS, resetUiSettings, updateUiSettings, useUiSettings } from './settings.ts';

/** Theme colour, compact mode and the side menu's look; kept in local storage. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { primaryColor, compact, darkMenu } = useUiSettings();
  return (
    <Drawer
      title={t('shell.settings.title')}
      open={open}
      onClose={onClose}
      size={320}
      footer={<Button onClick={resetUiSettings}>{t('shell.settings.reset')}</Button>}
    >
      <Divider titlePlacement="start" plain>
        {t('shell.settings.themeColor')}
      </Divider>
      <div className="zh-swatches" role="radiogroup" aria-label={t('shell.settings.themeColor')}>
        {THEME_COLORS.map(({ key, color }) => (
          <button
            key={key}
            type="button"
            role="radio"
            aria-checked={primaryColor === color}
            aria-label={t(`shell.settings.colors.${key}`)}
            title={t(`shell.settings.colors.${key}`)}
            className="zh-swatch"
            style={{ background: color }}
            onClick={() => updateUiSettings({ primaryColor: color })}
          >
            {primaryColor === color && <CheckOutlined />}
          </button>
        ))}
      </div>
      <Divider titlePlacement="start" plain>
        {t('shell.settings.layout')}
      </Divider>
      <label className="zh-setting-row">
        <span>{t('shell.settings.darkMenu')}</span>
        <Switch checked={darkMenu} onChange={(value) => updateUiSettings({ darkMenu: value })} />
      </label>
      <label className="zh-setting-row">
        <span>{t('shell.settings.compact')}</span>
        <Switch checked={compact} onChange={(value) => updateUiSettings({ compact: value })} />
      </label>
    </Drawer>
  );
}
