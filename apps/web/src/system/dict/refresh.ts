import { loadDictionary } from '../../platform/dict/dictionary.ts';

/** The cached dictionary (select options, enum labels everywhere) follows every change made on this page. */
export const refreshDictionary = () => void loadDictionary().catch(() => {});
