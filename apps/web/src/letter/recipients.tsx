import { LETTER_PATHS, type LetterPerson, RECIPIENT_FIELDS, type RecipientField, type RecipientOptions, type RecipientPreview } from '@zhwy/contracts';
import { Form, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../platform/http/client.ts';

type Option = { value: number; label: string };
const personLabel = (person: LetterPerson) => `${person.name || '—'}（${person.username}）${person.departmentName ? ` · ${person.departmentName}` : ''}`;

let loading: Promise<Record<RecipientField, Option[]>> | null = null;
/** What a letter may be sent to, as select options per kind (loaded once per page visit; `forget` to load again). */
const loadOptions = () =>
  (loading ??= http.get<Envelope<RecipientOptions>>(LETTER_PATHS.checkUsers, undefined, { silent: true }).then(({ data }) => ({
    departmentIds: data.departments.map((d) => ({ value: d.id, label: d.name })),
    workGroupIds: data.workGroups.map((g) => ({ value: g.id, label: g.name })),
    roleIds: data.roles.map((r) => ({ value: r.id, label: r.name })),
    userIds: data.users.map((u) => ({ value: u.userId, label: personLabel(u) })),
  })));
export const forgetRecipientOptions = () => {
  loading = null;
};

export const useRecipientOptions = () => {
  const [options, setOptions] = useState<Record<RecipientField, Option[]> | null>(null);
  useEffect(() => {
    let current = true;
    loadOptions()
      .then((loaded) => current && setOptions(loaded))
      .catch(() => (loading = null));
    return () => {
      current = false;
    };
  }, []);
  return options;
};

const idsOf = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? []
    : String(value)
        .split(',')
        .filter(Boolean)
        .map(Number);

/** A recipient list of the form: a multiple select whose value is the field's comma list of ids. */
export function RecipientSelect({ kind, id, value, onChange, placeholder }: { kind: RecipientField; id?: string; value?: unknown; onChange?: (value: string | null) => void; placeholder?: string }) {
  const options = useRecipientOptions();
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={!options}
      placeholder={placeholder}
      value={idsOf(value)}
      options={options?.[kind] ?? []}
      onChange={(ids) => onChange?.(ids.length > 0 ? ids.join(',') : null)}
    />
  );
}

/** A recipient list in the detail: the names of its ids. */
export function RecipientNames({ kind, value }: { kind: RecipientField; value: unknown }) {
  const options = useRecipientOptions();
  const ids = idsOf(value);
  if (ids.length === 0) return <>—</>;
  return <>{ids.map((id) => options?.[kind].find((o) => o.value === id)?.label ?? String(id)).join('、')}</>;
}

/** Under the form: the people the chosen lists name, each once (POST checkUsers), as the send will resolve them now. */
export function RecipientPreviewLine() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const values = Form.useWatch((all: Record<string, unknown>) => RECIPIENT_FIELDS.map((field) => all[field]), form) as unknown[] | undefined;
  const key = JSON.stringify(values ?? []);
  const [preview, setPreview] = useState<{ key: string; data: RecipientPreview } | null>(null);
  useEffect(() => {
    const choice = Object.fromEntries(RECIPIENT_FIELDS.map((field, i) => [field, idsOf((JSON.parse(key) as unknown[])[i])]));
    if (Object.values(choice).every((ids) => ids.length === 0)) return;
    let current = true;
    const timer = window.setTimeout(() => {
      http
        .post<Envelope<RecipientPreview>>(LETTER_PATHS.checkUsers, choice, { silent: true })
        .then((answer) => current && setPreview({ key, data: answer.data }))
        .catch(() => {});
    }, 300);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [key]);
  const shown = preview?.key === key ? preview.data : null;
  const empty = (values ?? []).every((value) => idsOf(value).length === 0);
  return (
    <Typography.Paragraph type="secondary" aria-label={t('letter.preview.label')}>
      {empty
        ? t('letter.preview.none')
        : shown
          ? t('letter.preview.count', { count: shown.total, names: shown.users.slice(0, 10).map(personLabel).join('、') + (shown.total > 10 ? '…' : '') })
          : t('letter.preview.loading')}
    </Typography.Paragraph>
  );
}
