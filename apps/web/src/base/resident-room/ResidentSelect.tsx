import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Page, http } from '../../platform/http/client.ts';
import { RefEmpty } from '../../platform/resource/index.ts';

/** A resident as the bind form offers it: masked, told apart by mobile and ID number; its community limits the rooms. */
export type ResidentOption = { value: number; label: string; areaId: number };

const LIST = '/api/base/new-com-resident/getPageList';
const SEARCH_SIZE = 50;

/**
 * 住户: searched by name as typed (the server's contains, in the caller's communities), each shown as the list shows
 * it (张** 138****8000 110105********002X · 当前房屋). `onPicked` hands the chosen resident's community to the form.
 */
export function ResidentSelect({ value, onChange, onPicked, placeholder, id }: { value?: number; onChange?: (value: number | undefined) => void; onPicked?: (option?: ResidentOption) => void; placeholder?: string; id?: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<ResidentOption[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      setLoading(true);
      http
        .post<Page<Record<string, unknown> & { id: number }>>(LIST, { ...(search ? { name: search } : {}), page: 0, size: SEARCH_SIZE }, { silent: true })
        .then((page) => {
          if (!live) return;
          setOptions(
            page.data.map((row) => ({
              value: row.id,
              areaId: Number(row.areaId),
              label: [row.name, row.mobile, row.idCardNo, row.roomName].filter(Boolean).join('  '),
            })),
          );
        })
        .catch(() => live && setOptions([]))
        .finally(() => live && setLoading(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search]);
  return (
    <Select<number, ResidentOption>
      id={id}
      value={value}
      options={options}
      loading={loading}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      placeholder={placeholder}
      // No match for the name typed, or no resident at all: then what to create first (住户管理).
      notFoundContent={loading ? <Spin size="small" /> : search.trim() ? t('base.residentRoom.messages.noResident') : <RefEmpty target="base.resident" />}
      onChange={(picked, option) => {
        onChange?.(picked ?? undefined);
        onPicked?.(Array.isArray(option) ? undefined : option);
      }}
    />
  );
}
