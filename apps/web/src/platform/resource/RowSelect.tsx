import type { EntityDef } from '@zhwy/contracts';
import { Select, Spin } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';
import { type Page, http } from '../http/client.ts';
import { type Row, listParams } from './derive.ts';
import { RefEmpty } from './RefEmpty.tsx';

type Option = { value: number; label: string; row: Row };

type Props = {
  entity: EntityDef;
  /** The fields an option shows, as the list answers them (masked): enough to tell namesakes apart. */
  shows: readonly string[];
  /** The search field the typed text filters (by its list filter: contains, or the masked match). */
  search: string;
  /** Filters always sent (the form's community). */
  filter?: Record<string, unknown>;
  /** The row picked (none when cleared): a form takes what it needs of it (its community, its name). */
  onPicked?: (row?: Row) => void;
  value?: number;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  notFoundContent?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
};

/** Options per search: a name typed narrows the rows to a few. */
const SEARCH_SIZE = 50;

/**
 * A row of an entity picked from its own list (the caller's scope, masked as the list is), searched on the server by
 * one field as typed: for a reference whose label alone does not tell rows apart (张** beside 张**: each option shows
 * its mobile, ID number and room too), or whose form needs more of the row than its id.
 */
export function RowSelect({ entity, shows, search: field, filter, onPicked, value, onChange, ...rest }: Props) {
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const filterKey = JSON.stringify(filter ?? {});
  const showsKey = shows.join(',');
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      setLoading(true);
      const criteria = { ...(JSON.parse(filterKey) as Record<string, unknown>), ...(text ? { [field]: text } : {}) };
      http
        .get<Page<Row>>(entity.paths.list, listParams({ entity, page: 0, size: SEARCH_SIZE, sort: entity.defaultSort, criteria }), { silent: true })
        .then((page) => live && setOptions(page.data.map((row) => ({ value: row.id, row, label: showsKey.split(',').map((name) => row[name]).filter(Boolean).join('  ') }))))
        .catch(() => live && setOptions([]))
        .finally(() => live && setLoading(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [entity, field, showsKey, filterKey, text]);
  return (
    <Select<number, Option>
      {...rest}
      value={value}
      options={options}
      loading={loading}
      showSearch={{ filterOption: false, onSearch: setText }}
      // No match for what was typed: the caller's words; nothing at all: what to create first (the entity's page).
      notFoundContent={loading ? <Spin size="small" /> : text.trim() ? rest.notFoundContent : <RefEmpty target={`${entity.module}.${entity.name}`} />}
      allowClear
      onChange={(picked, option) => {
        onChange?.(picked ?? undefined);
        onPicked?.(Array.isArray(option) ? undefined : option?.row);
      }}
    />
  );
}
