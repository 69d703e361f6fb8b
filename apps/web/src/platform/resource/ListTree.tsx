import { ApartmentOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Card, Drawer, Flex, Grid, Spin, Tooltip, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { type Key, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One node of a list's tree: its name, and what choosing it filters the list by (query keys → values). */
export type ListTreeNode = { key: string; title: string; filter: Record<string, string>; isLeaf?: boolean };

/**
 * A tree beside a list page (rooms, residents, cars: community → building → unit), declared by the page: its levels
 * are loaded from the server as they open, choosing a node filters the list by the node's `filter`, and a node may be
 * chosen before the list's first call (`initial`: the user's current community). The module owns the data; this
 * folder the panel, its collapsing and the list's filter.
 */
export type ListTreeSource = {
  /** The panel's title as a text key (base.placeTree.title: 小区楼栋); a source is made once per page, not per language. */
  titleKey: string;
  /** The query keys the tree sets: the search form leaves these fields out. */
  fields: readonly string[];
  roots: () => Promise<ListTreeNode[]>;
  children: (node: ListTreeNode) => Promise<ListTreeNode[]>;
  /** The node chosen as the list opens, and its filter (known without a call, so the list's first call has it). */
  initial?: () => { key: string; filter: Record<string, string> } | undefined;
  /** After the user chose a node, or all rows (null): e.g. the current community remembered. */
  onChosen?: (node: ListTreeNode | null) => void;
};

type Chosen = { key: string; filter: Record<string, string>; label?: string };
type Node = DataNode & { node?: ListTreeNode; children?: Node[] };

/** The key of the "all rows" node, first in the tree. */
const ALL = '__all__';
const COLLAPSED_KEY = 'listTreeCollapsed';

/** The tree's choice (the list's filter from it) and the panel's state; `undefined` source: no tree. */
export function useListTree(source: ListTreeSource | undefined) {
  const [chosen, setChosen] = useState<Chosen | null>(() => source?.initial?.() ?? null);
  const choose = useCallback(
    (next: ListTreeNode | null, label?: string) => {
      setChosen(next ? { key: next.key, filter: next.filter, label } : null);
      source?.onChosen?.(next);
    },
    [source],
  );
  /** A node chosen before it was known (a remembered community) that the server no longer lists: all rows. */
  const forget = useCallback(() => {
    setChosen(null);
    source?.onChosen?.(null);
  }, [source]);
  const named = useCallback((key: string, label: string) => setChosen((c) => (c && c.key === key && c.label !== label ? { ...c, label } : c)), []);
  return { source, chosen, filter: chosen?.filter, choose, forget, named };
}
export type ListTreeState = ReturnType<typeof useListTree>;

const toData = (nodes: ListTreeNode[]): Node[] => nodes.map((node) => ({ key: node.key, title: node.title, isLeaf: node.isLeaf, node }));
/** `children` set under the node `key`, wherever it is in the tree. */
const withChildren = (nodes: Node[], key: Key, children: Node[]): Node[] =>
  nodes.map((n) => (n.key === key ? { ...n, children, isLeaf: children.length === 0 ? true : n.isLeaf } : n.children ? { ...n, children: withChildren(n.children, key, children) } : n));
/** The titles from a root down to `key` (金桂苑 / 1号楼), if the tree has it. */
const pathOf = (nodes: Node[], key: string, above: string[] = []): string[] | undefined => {
  for (const n of nodes) {
    const here = [...above, String(n.node?.title ?? '')];
    if (n.key === key) return here;
    const found = n.children && pathOf(n.children, key, here);
    if (found) return found;
  }
  return undefined;
};

/** The tree itself: all rows first, then the source's roots, each level loaded when it opens. */
function PlaceTree({ state, onChosen }: { state: ListTreeState; onChosen?: () => void }) {
  const { t } = useTranslation();
  const source = state.source!;
  const { chosen, forget, named, choose } = state;
  const [data, setData] = useState<Node[] | null>(null);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const initialKey = chosen?.key;

  useEffect(() => {
    let live = true;
    void (async () => {
      let roots = toData(await source.roots().catch(() => []));
      // The chosen root (the current community) opens with its next level shown.
      const open = roots.find((n) => n.key === initialKey);
      if (open?.node && !open.isLeaf) {
        const children = toData(await source.children(open.node).catch(() => []));
        roots = withChildren(roots, open.key, children);
        if (live) setExpanded([open.key]);
      }
      if (!live) return;
      setData(roots);
      if (initialKey && !roots.some((n) => n.key === initialKey)) forget();
    })();
    return () => {
      live = false;
    };
    // Loaded once per source: a later choice does not reload the tree.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source]);

  // The chosen node's place, once the tree knows it (the panel's title on narrow screens says it).
  useEffect(() => {
    if (!data || !chosen) return;
    const path = pathOf(data, chosen.key);
    if (path) named(chosen.key, path.join(' / '));
  }, [data, chosen, named]);

  const treeData = useMemo<Node[]>(() => [{ key: ALL, title: t('listTree.all'), isLeaf: true }, ...(data ?? [])], [data, t]);
  if (!data) return <Spin size="small" style={{ display: 'block', margin: '16px auto' }} />;
  return (
    <Tree<Node>
      blockNode
      treeData={treeData}
      selectedKeys={[chosen?.key ?? ALL]}
      expandedKeys={expanded}
      onExpand={(keys) => setExpanded(keys)}
      loadData={async (target) => {
        if (!target.node || target.children) return;
        const children = toData(await source.children(target.node).catch(() => []));
        setData((current) => (current ? withChildren(current, target.key, children) : current));
      }}
      onSelect={(_keys, { node }) => {
        const picked = (node as Node).node;
        // A second click on the chosen node keeps it (antd would unselect it): the list does not jump to all rows.
        if (picked) choose(picked, pathOf(data, picked.key)?.join(' / '));
        else choose(null);
        onChosen?.();
      }}
    />
  );
}

/**
 * A list page with its tree on the left: a panel that folds to a narrow strip (remembered on this device), and on a
 * narrow screen a button above the list naming the current choice, which opens the tree in a drawer.
 */
export function ListTreeLayout({ state, children }: { state: ListTreeState; children: ReactNode }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const [drawer, setDrawer] = useState(false);
  const source = state.source!;
  const title = t(source.titleKey);
  const current = state.chosen ? (state.chosen.label ?? '…') : t('listTree.all');
  const fold = (next: boolean) => {
    setCollapsed(next);
    localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0');
  };

  // Narrow screens (below md): the list takes the width; the tree opens in a drawer.
  if (screens.md === false) {
    return (
      <Flex vertical gap={12}>
        <Button icon={<ApartmentOutlined />} onClick={() => setDrawer(true)} style={{ alignSelf: 'flex-start', maxWidth: '100%' }} aria-label={t('listTree.open', { title })}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{t('listTree.current', { title, current })}</span>
        </Button>
        {/* Rendered before it opens: the tree loads and names the choice the button shows (a remembered community). */}
        <Drawer open={drawer} onClose={() => setDrawer(false)} placement="left" size={Math.min(320, window.innerWidth - 40)} title={title} forceRender>
          <PlaceTree state={state} onChosen={() => setDrawer(false)} />
        </Drawer>
        {children}
      </Flex>
    );
  }
  return (
    <Flex gap={16} align="flex-start">
      {collapsed ? (
        <Card size="small" styles={{ body: { padding: 4 } }} style={{ flex: 'none' }}>
          <Tooltip title={t('listTree.current', { title: t('listTree.expand', { title }), current })} placement="right">
            <Button type="text" icon={<MenuUnfoldOutlined />} onClick={() => fold(false)} aria-label={t('listTree.expand', { title })} />
          </Tooltip>
        </Card>
      ) : (
        <Card
          size="small"
          className="zh-list-tree"
          title={
            <span>
              <ApartmentOutlined /> {title}
            </span>
          }
          extra={<Button type="text" size="small" icon={<MenuFoldOutlined />} onClick={() => fold(true)} aria-label={t('listTree.collapse', { title })} />}
          style={{ flex: 'none', width: 232, position: 'sticky', top: 0 }}
          styles={{ body: { padding: 8, maxHeight: 'calc(100vh - 200px)', overflow: 'auto' } }}
        >
          <PlaceTree state={state} />
        </Card>
      )}
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </Flex>
  );
}
