import type { FieldDef } from '@zhwy/contracts';
import { Input, InputNumber, Select } from 'antd';
import { dictOptions } from '../dict/dictionary.ts';

/** Options of an enum field: its dictionary in the current language, else the bare values. */
export const enumOptions = (field: FieldDef) => {
  const options = field.dict ? dictOptions(field.dict) : [];
  return options.length > 0 ? options : (field.values ?? []).map((value) => ({ value, label: value }));
};

type InputProps = { field: FieldDef; placeholder?: string; disabled?: boolean; mode: 'search' | 'form' };

/** The control of one field: Select for enums, InputNumber for ints, TextArea or Input (with a counter in forms). */
export function FieldInput({ field, placeholder, disabled, mode, ...rest }: InputProps & Record<string, unknown>) {
  if (field.kind === 'enum') {
    return <Select {...rest} options={enumOptions(field)} placeholder={placeholder} disabled={disabled} allowClear={mode === 'search'} />;
  }
  if (field.kind === 'int' && mode === 'form') {
    return <InputNumber {...rest} min={field.min} max={field.max} precision={0} placeholder={placeholder} disabled={disabled} style={{ width: '100%' }} />;
  }
  if (mode === 'search') return <Input {...rest} placeholder={placeholder} disabled={disabled} allowClear />;
  if (field.kind === 'textarea') {
    return <Input.TextArea {...rest} maxLength={field.max} showCount autoSize={{ minRows: 3, maxRows: 8 }} placeholder={placeholder} disabled={disabled} />;
  }
  return <Input {...rest} maxLength={field.max} showCount={field.max !== undefined} placeholder={placeholder} disabled={disabled} />;
}
