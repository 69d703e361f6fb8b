import type { DictItemRow } from '@zhwy/contracts';
import { type Envelope, http } from '../http/client.ts';
import { i18n } from '../i18n/index.ts';

const STORAGE_KEY = 'dict';

let items: DictItemRow[] = (() => {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as DictItemRow[];
  } catch {
    return [];
  }
})();

/** Loads the tenant's dictionary once per login and keeps it in browser storage, as the spec does. */
export const loadDictionary = async (): Promise<void> => {
  const res = await http.get<Envelope<DictItemRow[]>>('/base/api/sysdict/selectSysdictAndSysdiciItem');
  items = res.data;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
};

/**
 * Label in the current language. In Chinese the stored label wins (staff may rename items); other languages use
 * the app's translation of a seeded item, `system.dict.values.<code>.<value>`, falling back to the stored label.
 */
const translated = (item: DictItemRow) =>
  i18n.language === 'zh_CN' ? item.label : i18n.t(`system.dict.values.${item.dictCode}.${item.value}`, { defaultValue: item.label });

export const dictItems = (dictCode: string) => items.filter((i) => i.dictCode === dictCode);
export const dictOptions = (dictCode: string) => dictItems(dictCode).map((i) => ({ value: i.value, label: translated(i) }));
/** The four lookups of the spec: by code, code + value → label, code + label → value, label + value → code. */
export const dictLabel = (dictCode: string, value: string | null | undefined) => {
  const item = items.find((i) => i.dictCode === dictCode && i.value === value);
  return item ? translated(item) : (value ?? '');
};
export const dictValue = (dictCode: string, label: string) => items.find((i) => i.dictCode === dictCode && i.label === label)?.value;
export const dictCodeOf = (label: string, value: string) => items.find((i) => i.label === label && i.value === value)?.dictCode;
