import { type Locale, VALIDATION_MESSAGES, type ValidationKey, formatMessage } from '@zhwy/contracts';
import type { i18n as I18n } from 'i18next';

type Row = Record<string, unknown>;
type Params = Record<string, string | number>;

const paramsOf = (text: unknown): Params => {
  if (typeof text !== 'string' || text === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Params) : {};
  } catch {
    return {};
  }
};

/** A text of the language in force when it has one, else the stored Chinese fallback. */
const textOr = (i18n: I18n, key: string, fallback: string | number | undefined, params?: Params): string =>
  i18n.exists(key) ? i18n.t(key, params) : String(fallback ?? '');

/**
 * A log row's message in the reader's language: from its key and parameters (`system.logMessages.<key>`; an
 * entity's name from its module's texts; `catalogue.<key>` from the validation catalogue), or the stored Chinese
 * text for rows written before the keys existed and for messages without a key.
 */
export const logMessageText = (row: Row, i18n: I18n, locale: Locale): string => {
  const stored = typeof row.message === 'string' ? row.message : '';
  const key = typeof row.messageKey === 'string' ? row.messageKey : '';
  if (!key) return stored;
  const params = paramsOf(row.messageParams);
  let text: string;
  if (key.startsWith('catalogue.')) {
    const template = VALIDATION_MESSAGES[locale]?.[key.slice('catalogue.'.length) as ValidationKey];
    if (!template) return stored;
    text = formatMessage(template, params, VALIDATION_MESSAGES[locale]);
  } else if (key.startsWith('entity')) {
    const entity = String(params.entity ?? '');
    const named = {
      entity: textOr(i18n, `${entity}.title`, params.title),
      field: textOr(i18n, `${entity}.fields.${params.field}`, params.label),
      verb: textOr(i18n, `${entity}.calls.${params.call}`, params.verb),
    };
    if (!i18n.exists(`system.logMessages.${key}`)) return stored;
    text = i18n.t(`system.logMessages.${key}`, named);
  } else {
    if (!i18n.exists(`system.logMessages.${key}`)) return stored;
    text = i18n.t(`system.logMessages.${key}`, params);
  }
  if (params.entry) {
    text = i18n.t('system.logMessages.withEntry', { entry: textOr(i18n, `system.logMessages.entries.${params.entry}`, params.entry), message: text });
  }
  return text;
};
