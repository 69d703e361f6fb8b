import { MAX_PAGE_SIZE } from '@zhwy/contracts';
import { useEffect, useState } from 'react';
import { type Page, http } from '../../platform/http/client.ts';

/** A user as the leader select offers it: the full name and account shown, the mobile searchable too. */
export type LeaderOption = { value: number; label: string; search: string };

type UserRow = { id: number; username: string; familyName: string | null; name: string | null; mobile: string | null };

export const leaderLabel = (user: Pick<UserRow, 'username' | 'familyName' | 'name'>) => {
  const fullName = `${user.familyName ?? ''}${user.name ?? ''}`;
  return fullName ? `${fullName} (${user.username})` : user.username;
};

/**
 * The tenant's users (the spec's user list, its 1,000 rows) while the form is open. A caller who may not read the
 * user list gets none, quietly: the current leader still shows by the name the tree carries.
 */
export const useLeaderOptions = (open: boolean): { options: LeaderOption[]; loading: boolean } => {
  // Read once, when the form first opens; kept for its later openings on the page.
  const [loaded, setLoaded] = useState<LeaderOption[] | null>(null);
  const wanted = open || loaded !== null;
  useEffect(() => {
    if (!wanted || loaded !== null) return;
    let live = true;
    http
      .get<Page<UserRow>>('/zhwy/api/system/cscpUserDetailsOr', { page: 0, size: MAX_PAGE_SIZE }, { silent: true })
      .then(
        (page) => page.data.map((u) => ({ value: u.id, label: leaderLabel(u), search: `${leaderLabel(u)} ${u.mobile ?? ''}`.toLowerCase() })),
        () => [] as LeaderOption[],
      )
      .then((options) => live && setLoaded(options));
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return { options: loaded ?? [], loading: open && loaded === null };
};
