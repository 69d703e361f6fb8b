import type { TenantInfo } from '@zhwy/contracts';
import type { FormInstance } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEntryTexts } from '../entry-texts.ts';
import { consumeSpecialEntry, pendingSpecialEntry, type SpecialEntry } from '../entry-params.ts';
import { runEntry } from './run-entry.ts';
import { afterEntry, entryCall, needsPerson } from './special-entry.ts';

type Notice = { type: 'error' | 'warning'; text: string };

/** Where the login form's submit goes while an entry waits for the user's check, and what follows its success. */
export type EntryTarget = { url: string; extra: Record<string, string>; after: () => Promise<void> };

type Options = {
  tenant: TenantInfo | null;
  /** The login form (its account and password fields are filled in). */
  form: Pick<FormInstance<{ username: string; password: string }>, 'setFieldsValue'>;
  setNotice: (notice: Notice | null) => void;
  setSubmitting: (submitting: boolean) => void;
};

/**
 * The special entries (spec §2): once the tenant is known, the entry the address carried logs in through its own
 * call; where the tenant wants a captcha or an SMS code first, it fills the form instead. Either way the form's login
 * then goes to the entry's call (`target`), so a refused entry can be completed by hand (with the captcha the server
 * may ask for). Refusals (the entry off, a wrong password, a lock) show as the login's own.
 */
export const useSpecialEntry = ({ tenant, form, setNotice, setSubmitting }: Options): EntryTarget | null => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [entry] = useState<SpecialEntry | null>(pendingSpecialEntry);
  const ready = useEntryTexts(entry !== null);
  const waits = !!entry && !!tenant && needsPerson(tenant);
  // Once an entry came, the form's login is the entry's too (after a refusal, or where a person must pass a check).
  const target = useMemo<EntryTarget | null>(() => (entry ? { ...entryCall(entry), after: () => afterEntry(entry) } : null), [entry]);

  useEffect(() => {
    if (!entry || !tenant || !ready || pendingSpecialEntry() !== entry) return;
    consumeSpecialEntry();
    form.setFieldsValue({ username: entry.username, password: entry.password });
    if (waits) {
      setNotice({ type: 'warning', text: t('loginEntries.entryNeedsCheck') });
      return;
    }
    setSubmitting(true);
    setNotice(null);
    void runEntry(entry, tenant, navigate, t, setNotice).finally(() => setSubmitting(false));
  }, [entry, tenant, ready, waits, form, navigate, setNotice, setSubmitting, t]);

  return target;
};
