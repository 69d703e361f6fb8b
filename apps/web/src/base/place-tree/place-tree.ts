import type { ListTreeNode, ListTreeSource } from '../../platform/resource/index.ts';
import { pickerApi } from '../pickers/api.ts';
import { currentCommunity, setCurrentCommunity } from './current-community.ts';

/** The fields of a list the tree filters: its community, and its building and unit where the list has them. */
export type PlaceFields = { community: string; building?: string; unit?: string };

/** Node keys per level: a3 (community), b7 (building), u9 (unit). */
const idOf = (key: string) => Number(key.slice(1));

/**
 * The community → building → unit tree of a list page (HC's tree beside rooms, residents, cars and, later, bills):
 * the caller's communities, then a community's buildings and a building's units as they open (the pickers' calls,
 * limited to the caller's communities), down to the deepest level the list can filter by. Choosing a node filters
 * the list by its fields' values; the community chosen last is the user's current one, and a list opens on it.
 * Make one per page, at module level: `const ROOM_TREE = placeTree({ community: 'areaId', building: 'buildingId', unit: 'unitId' })`.
 */
export const placeTree = (fields: PlaceFields): ListTreeSource => {
  const levels = [fields.community, fields.building, fields.unit].filter((f): f is string => f !== undefined);
  return {
    titleKey: levels.length > 1 ? 'base.placeTree.title' : 'base.placeTree.communities',
    fields: levels,
    roots: async () =>
      (await pickerApi.areas()).map((area): ListTreeNode => ({ key: `a${area.id}`, title: area.areaName, filter: { [fields.community]: String(area.id) }, isLeaf: !fields.building })),
    children: async (node) => {
      if (node.key.startsWith('a') && fields.building) {
        return (await pickerApi.buildings(idOf(node.key))).map((b): ListTreeNode => ({
          key: `b${b.id}`,
          title: b.buildingName,
          filter: { ...node.filter, [fields.building!]: String(b.id) },
          isLeaf: !fields.unit,
        }));
      }
      if (node.key.startsWith('b') && fields.unit) {
        return (await pickerApi.units(idOf(node.key))).map((u): ListTreeNode => ({ key: `u${u.id}`, title: u.unitName, filter: { ...node.filter, [fields.unit!]: String(u.id) }, isLeaf: true }));
      }
      return [];
    },
    initial: () => {
      const id = currentCommunity();
      return id ? { key: `a${id}`, filter: { [fields.community]: String(id) } } : undefined;
    },
    onChosen: (node) => setCurrentCommunity(node ? Number(node.filter[fields.community]) : undefined),
  };
};
