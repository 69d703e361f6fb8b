import { Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Page, http } from '../../platform/http/client.ts';
import { RefEmpty } from '../../platform/resource/index.ts';

type Option = { value: number; label: string; name?: string; mobile?: string };
type SelectProps = { value?: number | null; onChange?: (value: number | null) => void; placeholder?: string; id?: string };

/** Rows of a community's list call (residents, parking spaces) as options; nothing until a community is chosen. */
const useCommunityOptions = (path: string, areaId: unknown, search: string, toOption: (row: Record<string, unknown> & { id: number }) => Option) => {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    if (!areaId) return;
    let live = true;
    const timer = setTimeout(() => {
      http
        .post<Page<Record<string, unknown> & { id: number }>>(path, { areaId, ...(search ? { name: search } : {}), page: 0, size: 1000 }, { silent: true })
        .then((page) => live && setOptions(page.data.map(toOption)))
        .catch(() => live && setOptions([]));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // toOption is a module-level function per caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, areaId, search]);
  return areaId ? options : [];
};

const residentOption = (row: Record<string, unknown> & { id: number }): Option => ({
  value: row.id,
  label: [row.name, row.mobile, row.roomName].filter(Boolean).join('  '),
  name: String(row.name ?? ''),
  mobile: String(row.mobile ?? ''),
});

/**
 * 车主: a resident of the form's community, searched by name. Picking one shows the resident's (masked) name and
 * phone in 车主姓名 and 联系电话; the server stores the resident's own. Clearing it leaves them to be typed (a
 * non-resident owner).
 */
export function OwnerSelect({ value, onChange, placeholder, id, fillOwner = true }: SelectProps & { fillOwner?: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const areaId = Form.useWatch('areaId', form);
  const [search, setSearch] = useState('');
  const options = useCommunityOptions('/api/base/new-com-resident/getPageList', areaId, search, residentOption);
  return (
    <Select<number, Option>
      id={id}
      value={value ?? undefined}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      placeholder={areaId ? placeholder : t('base.car.messages.pickCommunityFirst')}
      disabled={!areaId}
      notFoundContent={search.trim() ? t('base.car.messages.noResident') : <RefEmpty target="base.resident" />}
      onChange={(picked, option) => {
        onChange?.(picked ?? null);
        const chosen = Array.isArray(option) ? undefined : option;
        if (chosen && fillOwner) form.setFieldsValue({ ownerName: chosen.name, ownerPhone: chosen.mobile });
      }}
    />
  );
}

const spaceOption = (row: Record<string, unknown> & { id: number }): Option => ({ value: row.id, label: String(row.spaceNo ?? row.id) });

/** 车位: a parking space of the form's community, by its number. */
export function SpaceSelect({ value, onChange, placeholder, id }: SelectProps) {
  const { t } = useTranslation();
  const areaId = Form.useWatch('areaId', Form.useFormInstance());
  const options = useCommunityOptions('/api/base/parkingSpace/queryPageList', areaId, '', spaceOption);
  return (
    <Select<number, Option>
      id={id}
      value={value ?? undefined}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={areaId ? placeholder : t('base.car.messages.pickCommunityFirst')}
      disabled={!areaId}
      notFoundContent={<RefEmpty target="base.parkingSpace" />}
      onChange={(picked) => onChange?.(picked ?? null)}
    />
  );
}
