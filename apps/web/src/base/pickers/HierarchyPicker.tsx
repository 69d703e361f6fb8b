import { Cascader, Spin } from 'antd';
import type { TFunction } from 'i18next';
import { type CSSProperties, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefEmpty } from '../../platform/resource/index.ts';
import { type RoomPath, pickerApi } from './api.ts';

/** How deep the picker goes: the value is the id of a building, a unit or (default) a room. */
export type PickerDepth = 'building' | 'unit' | 'room';

export type HierarchyPickerProps = {
  /** The chosen building, unit or room id (by `depth`), as a form field's value. */
  value?: number | null;
  onChange?: (id: number | undefined, path?: PickedPath) => void;
  depth?: PickerDepth;
  /** Only this community's buildings (a form whose community is chosen elsewhere). */
  areaId?: number;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
  'aria-label'?: string;
};

/** What was chosen, level by level (names as shown), e.g. to fill a form's community and building too. */
export type PickedPath = { areaId?: number; buildingId?: number; unitId?: number; floor?: number; roomId?: number; label: string };

type Node = { value: string; label: ReactNode; isLeaf?: boolean; disabled?: boolean; children?: Node[]; loading?: boolean };

/**
 * What an opened level without rows says in its column: what to create first, with a link to its page (RefEmpty), as
 * a line that cannot be chosen. A community without buildings asks for a building; a building without units (where
 * units are wanted) for a unit; a building, unit or floor without rooms for a room.
 */
const emptyLevel = (key: string, depth: PickerDepth): Node[] => {
  const target = key[0] === 'a' ? 'base.building' : key[0] === 'b' && depth === 'unit' ? 'base.unit' : 'base.room';
  return [{ value: `none-${key}`, label: <RefEmpty target={target} />, disabled: true, isLeaf: true }];
};

/** Every level above the depth is `isLeaf: false`: rc-cascader takes a node without children for a leaf and never loads it. */
/** Keys per level: a1 (community), b2 (building), u3 (unit; u0 = the building has none), f12 (floor), r99 (room). */
const idOf = (key: string) => Number(key.slice(1));

const floorNodes = async (t: TFunction, buildingId: number, unitId: number): Promise<Node[]> =>
  (await pickerApi.floors(buildingId, unitId)).map((f) => ({ value: `f${f.floor}`, label: f.floorName || t('base.pickers.floorN', { n: f.floor }), isLeaf: false }));

/**
 * The rooms a search found, as the part of the tree that leads to them (community → building → unit → floor → room):
 * the cascader lists each room's whole path, and choosing one gives the same keys as walking the tree.
 */
export const foundTree = (rooms: RoomPath[], floorLabel: (floor: number) => string): Node[] => {
  const roots: Node[] = [];
  const child = (level: Node[], value: string, label: string, leaf = false): Node => {
    let node = level.find((n) => n.value === value);
    if (!node) level.push((node = { value, label, isLeaf: leaf, children: leaf ? undefined : [] }));
    return node;
  };
  for (const room of rooms) {
    let level = child(roots, `a${room.areaId}`, room.areaName).children!;
    level = child(level, `b${room.buildingId}`, room.buildingName).children!;
    if (room.unitId) level = child(level, `u${room.unitId}`, room.unitName ?? '').children!;
    level = child(level, `f${room.floor}`, floorLabel(room.floor)).children!;
    child(level, `r${room.id}`, room.roomNo, true);
  }
  return roots;
};

/** A search of the room picker: the server's answer for the text typed (after a short pause), as a tree. */
const useRoomSearch = (text: string, areaId: number | undefined, active: boolean) => {
  const { t } = useTranslation();
  const [found, setFound] = useState<{ text: string; nodes: Node[] } | null>(null);
  const wanted = text.trim();
  useEffect(() => {
    if (!active || wanted === '') return;
    let live = true;
    const timer = setTimeout(() => {
      pickerApi.searchRooms(wanted, areaId).then(
        (rooms) => live && setFound({ text: wanted, nodes: foundTree(rooms, (n) => t('base.pickers.floorN', { n })) }),
        () => live && setFound({ text: wanted, nodes: [] }),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [active, wanted, areaId, t]);
  return { nodes: found?.text === wanted ? found.nodes : [], loading: active && wanted !== '' && found?.text !== wanted };
};

const areaNodes = async (areaId?: number): Promise<Node[]> =>
  (await pickerApi.areas()).filter((a) => areaId === undefined || a.id === areaId).map((a) => ({ value: `a${a.id}`, label: a.areaName, isLeaf: false }));

/**
 * The shared cascading picker of the hierarchy: community → building → unit → floor → room, each level loaded from
 * the server when opened (antd Cascader). A building without units goes straight to its floors. As a form field:
 * `value` is the chosen id and `onChange(id, path)` reports it; a stored value is shown with its whole path.
 *
 *   <Form.Item name="roomId" label="房屋"><RoomPicker /></Form.Item>
 */
export function HierarchyPicker({ value, onChange, depth = 'room', areaId, placeholder, disabled, allowClear = true, style, id, ...rest }: HierarchyPickerProps) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<Node[]>([]);
  // The communities answered (empty: none to pick, and the list says what to create first).
  const [rootsFor, setRootsFor] = useState<number | undefined | null>(null);
  // The keys shown, for the value they were chosen or loaded for: a value cleared from outside shows nothing. The
  // label stands in while a room found by a search has its levels loaded.
  const [picked, setPicked] = useState<{ value: number | null | undefined; keys: string[]; label?: string }>({ value: undefined, keys: [] });
  const path = value != null && picked.value === value ? picked.keys : [];
  // The room picker is searched on the server (3-2-302, or a room number): the tree of what it found replaces the options.
  const searchable = depth === 'room';
  const [text, setText] = useState('');
  const search = useRoomSearch(text, areaId, searchable);

  /** The children of one node, per level and depth. */
  const childrenOf = useCallback(
    async (keys: string[]): Promise<Node[]> => {
      const last = keys[keys.length - 1];
      const buildingKey = keys.find((k) => k.startsWith('b'));
      const unitKey = keys.find((k) => k.startsWith('u'));
      switch (last[0]) {
        case 'a':
          return (await pickerApi.buildings(idOf(last))).map((b) => ({ value: `b${b.id}`, label: b.buildingName, isLeaf: depth === 'building' }));
        case 'b': {
          const units = await pickerApi.units(idOf(last));
          if (units.length > 0 || depth === 'unit') return units.map((u) => ({ value: `u${u.id}`, label: u.unitName, isLeaf: depth === 'unit' }));
          return floorNodes(t, idOf(last), 0);
        }
        case 'u':
          return floorNodes(t, idOf(buildingKey!), idOf(last));
        case 'f': {
          const unitId = unitKey ? idOf(unitKey) : 0;
          return (await pickerApi.rooms(idOf(buildingKey!), idOf(last), unitId || undefined)).map((r) => ({ value: `r${r.id}`, label: r.roomNo, isLeaf: true }));
        }
        default:
          return [];
      }
    },
    [depth, t],
  );

  useEffect(() => {
    let live = true;
    areaNodes(areaId).then(
      (nodes) => {
        if (!live) return;
        setOptions(nodes);
        setRootsFor(areaId);
      },
      () => live && setRootsFor(areaId),
    );
    return () => {
      live = false;
    };
  }, [areaId]);

  // A value set from outside (an edit form) is shown with its path: each level on the way is loaded.
  const shown = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (value === shown.current) return;
    shown.current = value;
    if (value == null || depth !== 'room') return;
    let live = true;
    void (async () => {
      let room: RoomPath;
      try {
        room = await pickerApi.roomPath(value);
      } catch {
        return;
      }
      const top = await areaNodes(areaId);
      const keys = [`a${room.areaId}`, `b${room.buildingId}`, ...(room.unitId ? [`u${room.unitId}`] : []), `f${room.floor}`, `r${room.id}`];
      const tree = structuredClone(top);
      let level = tree;
      for (let i = 0; i < keys.length - 1; i++) {
        const node = level.find((n) => n.value === keys[i]);
        if (!node) return;
        node.children = await childrenOf(keys.slice(0, i + 1));
        level = node.children;
      }
      if (live) {
        setOptions(tree);
        setPicked({ value, keys });
      }
    })();
    return () => {
      live = false;
    };
  }, [value, depth, areaId, childrenOf]);

  const loadData = async (selected: Node[]) => {
    const target = selected[selected.length - 1];
    target.loading = true;
    setOptions((o) => [...o]);
    try {
      const children = await childrenOf(selected.map((n) => n.value));
      target.children = children.length > 0 ? children : emptyLevel(target.value, depth);
    } finally {
      target.loading = false;
      setOptions((o) => [...o]);
    }
  };

  const change = (keys: (string | number)[] | undefined, nodes?: Node[]) => {
    const list = (keys ?? []).map(String);
    const last = list[list.length - 1];
    const wanted = { building: 'b', unit: 'u', room: 'r' }[depth];
    const chosen = last && last[0] === wanted ? idOf(last) : undefined;
    const label = (nodes ?? []).map((n) => String(n.label)).join(' / ');
    // A room found by a search: its levels are loaded as for a stored value (the effect above), the tree shown then.
    shown.current = text.trim() !== '' ? undefined : chosen;
    setPicked({ value: chosen, keys: list, label });
    const of = (p: string) => {
      const k = list.find((x) => x.startsWith(p));
      return k ? idOf(k) : undefined;
    };
    onChange?.(chosen, chosen === undefined ? undefined : { areaId: of('a'), buildingId: of('b'), unitId: of('u') || undefined, floor: of('f'), roomId: of('r'), label });
  };

  return (
    <Cascader<Node>
      id={id}
      aria-label={rest['aria-label']}
      style={{ width: '100%', ...style }}
      options={text.trim() !== '' ? search.nodes : options}
      loadData={loadData}
      value={path}
      onChange={(keys, nodes) => change(keys as string[], nodes as Node[])}
      changeOnSelect={false}
      allowClear={allowClear}
      disabled={disabled}
      showSearch={
        searchable && {
          searchValue: text,
          onSearch: setText,
          // The server has filtered: every room it found is shown, by its whole path.
          filter: (_input, nodes) => String(nodes[nodes.length - 1]?.value ?? '').startsWith('r'),
          matchInputWidth: false,
          limit: 50,
        }
      }
      notFoundContent={search.loading || (text.trim() === '' && rootsFor !== areaId) ? <Spin size="small" /> : text.trim() === '' ? <RefEmpty target="base.community" /> : undefined}
      placeholder={searchable && !disabled ? t('base.roomSearch.placeholder') : (placeholder ?? t(`base.pickers.placeholder.${depth}`))}
      displayRender={(labels) => (labels.some((label, i) => label === path[i]) && picked.label ? picked.label : labels.join(' / '))}
    />
  );
}

/** The room picker: value = roomId. */
export function RoomPicker(props: Omit<HierarchyPickerProps, 'depth'>) {
  return <HierarchyPicker {...props} depth="room" />;
}

/** The building picker: value = buildingId. */
export function BuildingPicker(props: Omit<HierarchyPickerProps, 'depth'>) {
  return <HierarchyPicker {...props} depth="building" />;
}
