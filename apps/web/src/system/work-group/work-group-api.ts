import { MAX_PAGE_SIZE, WORK_GROUP_PATHS, type WorkGroupMember } from '@zhwy/contracts';
import { type Page, http } from '../../platform/http/client.ts';

/** A work group as `GET cscpWorkGroups/{id}` answers it. */
export type WorkGroupDetail = { id: number; groupName: string; description: string; orgId: number | null; createTime: string; userDetail: WorkGroupMember[] };
/** What the create and edit calls take. */
export type WorkGroupInput = { groupName: string; description: string; orgId?: number | null; userDetail: { userId: number }[] };
export type WorkGroupOption = { id: number; groupName: string };

const itemPath = (id: number) => WORK_GROUP_PATHS.item.replace(':id', String(id));

/** `silent`: the page shows its own failure message (the spec's 数据获取失败 / 创建工作组失败 …). */
export const loadWorkGroup = (id: number) => http.get<WorkGroupDetail>(itemPath(id), undefined, { silent: true });
export const createWorkGroup = (input: WorkGroupInput) => http.post<WorkGroupDetail>(WORK_GROUP_PATHS.save, input, { silent: true });
export const updateWorkGroup = (id: number, input: WorkGroupInput) => http.put<WorkGroupDetail>(WORK_GROUP_PATHS.save, { id, ...input }, { silent: true });
export const deleteWorkGroup = (id: number) => http.delete(itemPath(id), { silent: true });

/** Every work group of the tenant as options (the spec: the list call also serves the options, 1,000 rows). */
export const loadWorkGroupOptions = async (): Promise<WorkGroupOption[]> =>
  (await http.get<Page<WorkGroupOption>>(WORK_GROUP_PATHS.list, { page: 0, size: MAX_PAGE_SIZE, sort: 'groupName,asc' })).data.map(({ id, groupName }) => ({ id, groupName }));

/** The list page reloads when a form page saved (the list stays mounted in its tab meanwhile). */
const listeners = new Set<() => void>();
export const notifyWorkGroupsChanged = () => listeners.forEach((listener) => listener());
export const onWorkGroupsChanged = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
