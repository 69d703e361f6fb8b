import { type FieldDef, MAX_PAGE_SIZE, SysUser } from '@zhwy/contracts';
import { Select, type SelectProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { type Page, http } from '../../platform/http/client.ts';

/** A user as the picker shows one. */
export type PickedUser = { userId: number; username: string; familyName: string | null; name: string | null; mobile: string | null };
type UserRow = { id: number; username: string; familyName: string | null; name: string | null; mobile: string | null };

/** The spec's option label: family name and name, account, mobile. */
export const userLabel = (user: Pick<PickedUser, 'username' | 'familyName' | 'name' | 'mobile'>) =>
  [`${user.familyName ?? ''}${user.name ?? ''}`, user.username, user.mobile].filter(Boolean).join(' · ');

/** The spec's picker call: page 0, 1,000 rows, the search text under every text key (any of them matching). */
const searchUsers = async (text: string): Promise<PickedUser[]> => {
  const query: Record<string, string | number> = { page: 0, size: MAX_PAGE_SIZE };
  const trimmed = text.trim();
  if (trimmed) for (const field of Object.values(SysUser.fields) as FieldDef[]) if (field.param) query[field.param] = trimmed;
  const page = await http.get<Page<UserRow>>(SysUser.paths.list, query);
  return page.data.map(({ id, username, familyName, name, mobile }) => ({ userId: id, username, familyName, name, mobile }));
};

type Props = Omit<SelectProps<number[]>, 'options' | 'mode' | 'onSearch' | 'filterOption' | 'loading'> & {
  /** Users already chosen (the record's own), labelled even when a search does not return them. */
  known?: readonly PickedUser[];
};

/**
 * Several users, searched on the server as one types (account, name, mobile, email…; 300 ms after the last key):
 * the spec's user picker. Chosen users keep their labels whatever the current search shows.
 */
export function UserPicker({ known = [], ...rest }: Props) {
  const [found, setFound] = useState<PickedUser[]>([]);
  const [loading, setLoading] = useState(true);
  const [text, setText] = useState('');
  // Every user a search has shown: a chosen one keeps its label when a later search does not return it.
  const [seen, setSeen] = useState<ReadonlyMap<number, PickedUser>>(new Map());

  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => {
        setLoading(true);
        searchUsers(text)
          .then((users) => {
            if (!live) return;
            setFound(users);
            setSeen((before) => new Map([...before, ...users.map((user): [number, PickedUser] => [user.userId, user])]));
          })
          .catch(() => live && setFound([])) // the client has shown why
          .finally(() => live && setLoading(false));
      },
      text ? 300 : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);

  const options = useMemo(() => {
    const labelled = new Map([...seen, ...known.map((user): [number, PickedUser] => [user.userId, user])]);
    const chosen = (rest.value ?? []).map((id) => labelled.get(id)).filter((user): user is PickedUser => !!user);
    const byId = new Map([...chosen, ...found].map((user) => [user.userId, user]));
    return [...byId.values()].map((user) => ({ value: user.userId, label: userLabel(user) }));
  }, [known, found, seen, rest.value]);

  return <Select<number[]> {...rest} mode="multiple" showSearch={{ filterOption: false, onSearch: setText }} options={options} loading={loading} allowClear maxTagCount="responsive" />;
}
