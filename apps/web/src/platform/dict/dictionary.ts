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
const translated = (item: DictItemRow, module?: string) =>
  i18n.language === 'zh_CN'
    ? item.label
    : i18n.t([...(module ? [`${module}.dictValues.${item.dictCode}.${item.value}`] : []), `system.dict.values.${item.dictCode}.${item.value}`], {
        defaultValue: item.label,
      });

export const dictItems = (dictCode: string) => items.filter((i) => i.dictCode === dictCode);
/** `module`: the module whose texts translate the dictionary (`<module>.dictValues.<code>.<value>`), else the system module's. */
export const dictOptions = (dictCode: string, module?: string) => dictItems(dictCode).map((i) => ({ value: i.value, label: translated(i, module) }));
/** The four lookups of the spec: by code, code + value → label, code + label → value, label + value → code. */
export const dictLabel = (dictCode: string, value: string | null | undefined, module?: string) => {
  const item = items.find((i) => i.dictCode === dictCode && i.value === value);
  return item ? translated(item, module) : (value ?? '');
};
export const dictValue = (dictCode: string, label: string) => items.find((i) => i.dictCode === dictCode && i.label === label)?.value;
export const dictCodeOf = (label: string, value: string) => items.find((i) => i.label === label && i.value === value)?.dictCode;
