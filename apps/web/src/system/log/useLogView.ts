import { type EntityDef, LOG_KEY_FIELDS } from '@zhwy/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../platform/i18n/index.ts';
import { loadAllModuleTexts } from '../../platform/pages/registry.ts';
import type { Row } from '../../platform/resource/index.ts';
import { logMessageText } from './log-message.ts';

/**
 * A log page's entity without the key fields (table, detail and search show the message instead), and its rows'
 * messages in the reader's language. Every module's texts are loaded, since operations name other modules' entities.
 */
export function useLogView(entity: EntityDef) {
  const { i18n } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [, setTextsLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void loadAllModuleTexts().then(() => live && setTextsLoaded(true));
    return () => {
      live = false;
    };
  }, [locale]);
  const view = useMemo<EntityDef>(
    () => ({ ...entity, fields: Object.fromEntries(Object.entries(entity.fields).filter(([name]) => !(LOG_KEY_FIELDS as readonly string[]).includes(name))) }),
    [entity],
  );
  const message = (row: Row) => logMessageText(row, i18n, locale);
  return { view, message };
}
