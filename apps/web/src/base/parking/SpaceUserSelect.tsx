import { Form, Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Page, http } from '../../platform/http/client.ts';

/** The residents' list and item calls (server: base/resident): masked rows of the caller's communities. */
const RESIDENT_LIST = '/api/base/new-com-resident/getPageList';
const residentItem = (id: number) => `/api/base/new-com-resident/getById/${id}`;
/** Options per search: a name typed narrows the community's residents to a few; the first 20 are shown. */
const SEARCH_SIZE = 20;
const DEBOUNCE_MS = 300;

type Resident = { id: number; name?: string | null; mobile?: string | null; roomName?: string | null };
type Option = { value: number; label: string };

/** 张** · 138****8000 · 1号楼-1-101: the masked name, mobile and room the list answers, so that namesakes differ. */
const optionOf = (row: Resident): Option => ({ value: row.id, label: [row.name, row.mobile, row.roomName].filter(Boolean).join(' · ') });

/**
 * The community's residents matching `search` as the masks allow (server-side, after a pause in typing): a whole name or
 * a surname, a whole mobile or its last four digits; none before anything is typed.
 */
const useResidentSearch = (areaId: number | undefined, search: string) => {
  const [state, setState] = useState<{ key: string; options: Option[] }>({ key: '', options: [] });
  const key = areaId && search ? `${areaId}:${search}` : '';
  useEffect(() => {
    if (!key) return;
    let live = true;
    const timer = setTimeout(() => {
      http
        // Digits are a mobile (all eleven, or the last four the mask shows), anything else a name (whole, or the surname).
        .post<Page<Resident>>(RESIDENT_LIST, { areaId, [/^\d+$/.test(search) ? 'mobile.contains' : 'name.contains']: search, page: 0, size: SEARCH_SIZE }, { silent: true })
        .then((page) => live && setState({ key, options: page.data.map(optionOf) }))
        .catch(() => live && setState({ key, options: [] }));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, areaId, search]);
  return { options: key && state.key === key ? state.options : [], searching: !!key && state.key !== key };
};

/** The chosen 使用人 as an option: the one picked, or an edited space's resident read by id (it is in no search yet). */
const useChosenOption = (value: number | null | undefined) => {
  const [chosen, setChosen] = useState<Option | null>(null);
  useEffect(() => {
    if (!value || chosen?.value === value) return;
    let live = true;
    http.get<Resident>(residentItem(value), undefined, { silent: true }).then(
      (row) => live && setChosen(optionOf(row)),
      () => live && setChosen(null),
    );
    return () => {
      live = false;
    };
  }, [value, chosen?.value]);
  return [value && chosen?.value === value ? chosen : null, setChosen] as const;
};

type Props = { value?: number | null; onChange?: (value: number | null) => void; id?: string };

/**
 * 使用人 of a parking space: a resident of the form's 所属小区 only, found by a whole name or surname, or a mobile. Each option
 * shows the masked name, mobile and room; choosing another community clears the choice.
 */
export function SpaceUserSelect({ value, onChange, id }: Props) {
  const { t } = useTranslation();
  const areaId = Form.useWatch('areaId', Form.useFormInstance()) as number | undefined;
  const [search, setSearch] = useState('');
  const { options, searching } = useResidentSearch(areaId, search.trim());
  const [chosen, setChosen] = useChosenOption(value);

  // Another community: its residents are others; the user chosen before no longer fits (an edit's first value stays).
  const shownArea = useRef(areaId);
  useEffect(() => {
    if (shownArea.current && areaId !== shownArea.current && value) onChange?.(null);
    shownArea.current = areaId;
    // Only a change of community clears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [areaId]);

  const shown = chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;
  const empty = searching ? <Spin size="small" /> : search.trim() ? t('base.car.messages.noResident') : t('base.parkingSpace.user.typeToSearch');
  return (
    <Select<number, Option>
      id={id}
      value={value ?? undefined}
      options={shown}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      placeholder={t(areaId ? 'base.parkingSpace.user.typeToSearch' : 'base.car.messages.pickCommunityFirst')}
      disabled={!areaId}
      loading={searching}
      notFoundContent={empty}
      onChange={(picked, option) => {
        setChosen(option && !Array.isArray(option) ? option : null);
        onChange?.(picked ?? null);
      }}
    />
  );
}
