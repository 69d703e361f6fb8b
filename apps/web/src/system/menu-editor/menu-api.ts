import type { MenuEditorNode, MenuNodeBody } from '@zhwy/contracts';
import { type Envelope, http } from '../../platform/http/client.ts';

const BASE = '/zhwy/api/system/menu';

export type MenuMove = { id: number; parentId: number; orderby: number };

/** `silent`: the page shows the spec's own messages (节点添加失败, 拖拽节点数据更新失败 …). */
export const loadChildren = (parentId: number) => http.get<MenuEditorNode[]>(`${BASE}/getMenu`, { parentId }, { silent: true });
export const saveMenuNode = async (node: MenuNodeBody) => (await http.put<Envelope<number>>(`${BASE}/addMenu`, node, { silent: true })).data;
export const moveMenuNodes = (moves: readonly MenuMove[]) => http.put<Envelope<number>>(`${BASE}/updateMenu`, moves, { silent: true });
export const deleteMenuNode = (id: number) => http.delete<Envelope<number>>(`${BASE}/deleteMenu/${id}`, { silent: true });
