import { type FieldDef, isHundredths } from '@zhwy/contracts';
import { DatePicker, Flex, Input, InputNumber, Select, Skeleton, Spin } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictOptions } from '../dict/dictionary.ts';
import { ImageUpload } from './ImageUpload.tsx';
import { RefEmpty } from './RefEmpty.tsx';
import { type RefOption, idsOfRefs, refsOfIds, useRefLabels, useRefSearch } from './refs.ts';

// The editor (TipTap, ProseMirror) is its own chunk: fetched when a form with a rich-text field opens.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

/** Options of an enum field: its dictionary in the current language (the module's translations), else the bare values. */
export const enumOptions = (field: FieldDef, module?: string) => {
  const options = field.dict ? dictOptions(field.dict, module) : [];
  return options.length > 0 ? options : (field.values ?? []).map((value) => ({ value, label: value }));
};

type InputProps = {
  field: FieldDef;
  placeholder?: string;
  disabled?: boolean;
  mode: 'search' | 'form';
  module?: string;
  /** A tree's parent field (an int, 0 for none): the entity it names rows of, chosen by their names. */
  parentOf?: string;
};

/**
 * The control of one field: Select for enums, a searchable Select for references, text inputs checked whole for
 * ints and money (never clamped), DatePicker for days and times, an upload for images, a multiple select for a
 * comma list of references, a rich-text editor, TextArea or Input (with a counter in forms). In the
 * search form a range field is two ends (a RangePicker for days and times).
 */
export function FieldInput({ field, placeholder, disabled, mode, module, parentOf, ...rest }: InputProps & Record<string, unknown>) {
  const search = mode === 'search';
  if (parentOf && field.kind === 'int') return <TreeParentSelect {...rest} target={parentOf} placeholder={placeholder} disabled={disabled} />;
  if (field.kind === 'enum') {
    // A form offers only the values it may set (an audit's outcome comes from its call) besides the current one.
    const all = enumOptions(field, module);
    const settable = search ? undefined : field.settable;
    const options = settable ? all.filter((option) => settable.includes(option.value) || option.value === rest.value) : all;
    return <Select {...rest} options={options} placeholder={placeholder} disabled={disabled} allowClear={search} />;
  }
  if (field.kind === 'ref') return <RefSelect {...rest} target={field.ref} placeholder={placeholder} disabled={disabled} allowClear={search || !field.required} />;
  if (field.kind === 'refs') return <RefsSelect {...rest} target={field.ref} placeholder={placeholder} disabled={disabled} allowClear />;
  if (search && field.search === 'range') return <RangeInput {...rest} field={field} disabled={disabled} />;
  if (field.kind === 'date' || field.kind === 'datetime') {
    // A masked date (a birthday shown as 1985-**-**) is kept as read: it changes with what it derives from.
    if (typeof rest.value === 'string' && rest.value.includes('*')) return <Input value={rest.value} id={rest.id as string | undefined} disabled />;
    return <DatePicker {...rest} showTime={field.kind === 'datetime'} placeholder={placeholder} disabled={disabled} style={{ width: '100%' }} />;
  }
  if (field.kind === 'image' && !search) return <ImageUpload {...rest} max={field.max} disabled={disabled} />;
  if (field.kind === 'int' || isHundredths(field.kind)) {
    return <Input {...rest} inputMode={field.kind === 'int' ? 'numeric' : 'decimal'} placeholder={placeholder} disabled={disabled} allowClear={search} />;
  }
  if (search) return <Input {...rest} placeholder={placeholder} disabled={disabled} allowClear />;
  if (field.kind === 'richText') {
    return (
      <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 5 }} />}>
        <RichTextEditor {...rest} max={field.max} placeholder={placeholder} disabled={disabled} />
      </Suspense>
    );
  }
  if (field.kind === 'textarea') {
    return <Input.TextArea {...rest} maxLength={field.max} showCount autoSize={{ minRows: 3, maxRows: 8 }} placeholder={placeholder} disabled={disabled} />;
  }
  return <Input {...rest} maxLength={field.max} showCount={field.max !== undefined} placeholder={placeholder} disabled={disabled} />;
}

type RefSelectProps = { target?: string; value?: unknown; onChange?: (value: unknown) => void } & Record<string, unknown>;

/**
 * The options of a reference select: the current value's labels (the ids → labels call) first, then the server's
 * search of the target by name as the user types; nothing is loaded until the select opens.
 */
const useRefChoices = (target: string | undefined, ids: readonly number[]) => {
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(false);
  const labels = useRefLabels(target, ids);
  const { options, loading } = useRefSearch(target, text, opened);
  const current: RefOption[] = ids.filter((id) => !options.some((o) => o.value === id)).map((id) => ({ value: id, label: labels.get(id) ?? String(id) }));
  return {
    options: [...current, ...options],
    loading,
    search: { filterOption: false, onSearch: setText, searchValue: text },
    onOpenChange: (open: boolean) => {
      if (open) setOpened(true);
      else setText('');
    },
  };
};

const idsOfValue = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : value === null || value === undefined || value === '' ? [] : [Number(value)]);

/**
 * The list's text when it has no options: while searching the default "no match"; with none at all, what to create
 * first and where (RefEmpty).
 */
const emptyOf = (target: string | undefined, searching: boolean, loading: boolean) => (loading ? <Spin size="small" /> : searching ? undefined : <RefEmpty target={target} />);

/** A reference (or several, with `mode="multiple"` and an array value): its label from the server, options searched there by name. */
export function RefSelect({ target, value, ...rest }: RefSelectProps) {
  const { options, loading, search, onOpenChange } = useRefChoices(target, idsOfValue(value));
  return (
    <Select {...rest} value={value} options={options} loading={loading} showSearch={search} onOpenChange={onOpenChange} notFoundContent={emptyOf(target, search.searchValue !== '', loading)} />
  );
}

/**
 * Several references kept as the API's comma list of ids (`'3,7'`): a multiple select of the target's rows, searched
 * by their names on the server; choosing none gives no value (a required field then says "choose").
 */
export function RefsSelect({ target, value, onChange, ...rest }: RefSelectProps) {
  const ids = idsOfRefs(value);
  const { options, loading, search, onOpenChange } = useRefChoices(target, ids);
  return (
    <Select
      {...rest}
      mode="multiple"
      value={ids}
      onChange={(next: number[]) => onChange?.(refsOfIds(next))}
      options={options}
      loading={loading}
      showSearch={search}
      onOpenChange={onOpenChange}
      notFoundContent={emptyOf(target, search.searchValue !== '', loading)}
    />
  );
}

/**
 * A tree's parent in a form: the parent row chosen by its name (searched on the server), none for a top-level row.
 * The form holds the int as text ('0' for none), as it holds every int.
 */
function TreeParentSelect({ target, value, onChange, ...rest }: RefSelectProps) {
  const id = value === undefined || value === null || value === '' || Number(value) === 0 ? undefined : Number(value);
  return <RefSelect {...rest} target={target} value={id} onChange={(next: unknown) => onChange?.(next === undefined || next === null ? '0' : String(next))} allowClear />;
}

type RangeValue = [unknown, unknown] | undefined;

/** Both ends of a range filter: a RangePicker for days and times, two number inputs otherwise. */
function RangeInput({ field, value, onChange, disabled, id }: { field: FieldDef; value?: RangeValue; onChange?: (value: RangeValue) => void; disabled?: boolean; id?: string }) {
  const { t } = useTranslation();
  if (field.kind === 'date' || field.kind === 'datetime') {
    return (
      <DatePicker.RangePicker
        id={id}
        value={(value ?? [null, null]) as never}
        onChange={(next) => onChange?.(next ? [next[0], next[1]] : undefined)}
        disabled={disabled}
        allowEmpty={[true, true]}
        style={{ width: '100%' }}
      />
    );
  }
  const [from, to] = value ?? [undefined, undefined];
  const set = (end: 0 | 1, next: unknown) => {
    const pair: [unknown, unknown] = [from, to];
    pair[end] = next ?? undefined;
    onChange?.(pair[0] === undefined && pair[1] === undefined ? undefined : pair);
  };
  return (
    <Flex align="center" gap={4}>
      <InputNumber id={id} value={from as number | undefined} onChange={(v) => set(0, v)} placeholder={t('resource.rangeFrom')} disabled={disabled} style={{ flex: 1 }} />
      <span>~</span>
      <InputNumber value={to as number | undefined} onChange={(v) => set(1, v)} placeholder={t('resource.rangeTo')} disabled={disabled} style={{ flex: 1 }} />
    </Flex>
  );
}
