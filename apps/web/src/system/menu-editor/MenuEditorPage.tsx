import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type MenuEditorNode, PERMISSIONS } from '@zhwy/contracts';
import { Alert, App, Button, Card, Space, Tag, Tooltip, Tree, type TreeDataNode, type TreeProps } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, useAccess } from '../../platform/access/access.tsx';
import { HttpError } from '../../platform/http/errors.ts';
import { MenuIcon } from '../../platform/layout/icons.tsx';
import { type DropPosition, ROOT_ID, canDrop, movesAfterDrop } from './drag.ts';
import { deleteMenuNode, loadChildren, moveMenuNodes } from './menu-api.ts';
import { MenuNodeModal, type NodeTarget } from './MenuNodeModal.tsx';
import './menu-editor.css';

type Kids = Record<number, MenuEditorNode[]>;
type Item = TreeDataNode & { key: number; node: MenuEditorNode | null };

/**
 * 异步路由配置 (spec §2 menu tree editor): the tenant's menu items as a lazy tree under a fixed root; add a child,
 * edit or delete a node (with its subtree, after the spec's confirmation), drag to reorder or move (§4 rules, also
 * checked by the server). Changes reach the side menu on the next load of the app.
 */
export function MenuEditorPage() {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const { can } = useAccess();
  const [kids, setKids] = useState<Kids>({});
  const [expanded, setExpanded] = useState<number[]>([ROOT_ID]);
  const [target, setTarget] = useState<NodeTarget | null>(null);
  const [busy, setBusy] = useState(false);

  /** Loads (or reloads) a node's children; false when the call failed (the page says so). */
  const load = useCallback(
    async (parentId: number) => {
      try {
        const children = await loadChildren(parentId);
        setKids((current) => ({ ...current, [parentId]: children }));
        return children;
      } catch {
        message.error(t('system.menuEditor.loadFailed'));
        return null;
      }
    },
    [message, t],
  );
  useEffect(() => {
    let live = true;
    loadChildren(ROOT_ID).then(
      (children) => live && setKids((current) => ({ ...current, [ROOT_ID]: children })),
      () => live && message.error(t('system.menuEditor.loadFailed')),
    );
    return () => {
      live = false;
    };
  }, [message, t]);

  const byId = useMemo(() => new Map(Object.values(kids).flat().map((node) => [node.id, node])), [kids]);
  const titleOf = useCallback(
    (node: MenuEditorNode | null) => (node === null ? t('system.menuEditor.root') : i18n.exists(`menu.${node.name}`) ? i18n.t(`menu.${node.name}`) : node.title),
    [i18n, t],
  );

  const openAdd = (parent: MenuEditorNode | null) => {
    const parentId = parent?.id ?? ROOT_ID;
    const siblings = kids[parentId] ?? [];
    setTarget({ mode: 'add', parentId, parentTitle: titleOf(parent), nextOrder: Math.max(0, ...siblings.map((n) => n.orderby)) + 1 });
  };
  const openEdit = (node: MenuEditorNode) => setTarget({ mode: 'edit', node, parentTitle: titleOf(byId.get(node.parentId) ?? null) });

  const remove = (node: MenuEditorNode) =>
    modal.confirm({
      title: t('system.menuEditor.deleteTitle'),
      content: t('system.menuEditor.deleteConfirm'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteMenuNode(node.id);
          message.success(t('system.menuEditor.deleteSuccess'));
          setKids((current) => {
            const next = { ...current };
            delete next[node.id];
            return next;
          });
          await load(node.parentId);
        } catch (error) {
          const failure = t('system.menuEditor.deleteFailure');
          message.error(error instanceof HttpError && error.message && error.status === 409 ? `${failure}：${error.message}` : failure);
        }
      },
    });

  const saved = async (_id: number, parentId: number) => {
    setTarget(null);
    await load(parentId);
    setExpanded((keys) => (keys.includes(parentId) ? keys : [...keys, parentId]));
  };

  const actions = (node: MenuEditorNode | null) => (
    <Space size={2} className="zh-menu-node-actions" onClick={(event) => event.stopPropagation()}>
      {node?.type !== 'button' && (
        <Auth code={PERMISSIONS.menu.add}>
          <Tooltip title={t('system.menuEditor.addChild')}>
            <Button type="text" size="small" icon={<PlusOutlined />} aria-label={`${t('system.menuEditor.addChild')} ${titleOf(node)}`} onClick={() => openAdd(node)} />
          </Tooltip>
        </Auth>
      )}
      {node && (
        <>
          <Auth code={PERMISSIONS.menu.edit}>
            <Tooltip title={t('system.menuEditor.edit')}>
              <Button type="text" size="small" icon={<EditOutlined />} aria-label={`${t('system.menuEditor.edit')} ${titleOf(node)}`} onClick={() => openEdit(node)} />
            </Tooltip>
          </Auth>
          <Auth code={PERMISSIONS.menu.delete}>
            <Tooltip title={t('system.menuEditor.delete')}>
              <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`${t('system.menuEditor.delete')} ${titleOf(node)}`} onClick={() => remove(node)} />
            </Tooltip>
          </Auth>
        </>
      )}
    </Space>
  );

  const label = (node: MenuEditorNode | null) => (
    <span className="zh-menu-node" data-menu={node?.name ?? 'root'}>
      <span className="zh-menu-node-title">
        {node && node.type !== 'button' && <MenuIcon name={node.icon} />}
        <span className="zh-menu-node-text">{titleOf(node)}</span>
        {node && <Tag className="zh-menu-node-type">{t(`system.menuEditor.types.${node.type}`)}</Tag>}
        {node?.url && <span className="zh-menu-node-url">{node.url}</span>}
      </span>
      {actions(node)}
    </span>
  );

  const treeData = useMemo((): Item[] => {
    const build = (parentId: number): Item[] | undefined =>
      kids[parentId]?.map((node) => ({ key: node.id, node, title: label(node), isLeaf: kids[node.id] ? kids[node.id]!.length === 0 : node.leaf, children: build(node.id) }));
    return [{ key: ROOT_ID, node: null, title: label(null), isLeaf: false, children: build(ROOT_ID) }];
    // label reads the texts and handlers of this render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kids, i18n.language, can]);

  const asDrag = (item: Item | null) => (item?.node ? { ...item.node } : null);

  const allowDrop: TreeProps<Item>['allowDrop'] = ({ dragNode, dropNode, dropPosition }) => {
    const dragged = asDrag(dragNode);
    return dragged !== null && canDrop(dragged, asDrag(dropNode), dropPosition as DropPosition);
  };

  const onDrop: TreeProps<Item>['onDrop'] = async (info) => {
    const dragged = info.dragNode.node;
    const targetNode = info.node.node;
    if (!dragged) return;
    const pos = info.node.pos.split('-');
    const position = (info.dropToGap ? info.dropPosition - Number(pos[pos.length - 1]) : 0) as DropPosition;
    if (!canDrop(dragged, targetNode, position)) return;
    const parentId = position === 0 ? (targetNode?.id ?? ROOT_ID) : (targetNode?.parentId ?? ROOT_ID);
    setBusy(true);
    try {
      const newSiblings = kids[parentId] ?? (await load(parentId));
      if (!newSiblings) return;
      const { moves, newList, oldList } = movesAfterDrop(dragged, targetNode, position, newSiblings, kids[dragged.parentId] ?? []);
      if (moves.length === 0) return;
      await moveMenuNodes(moves);
      setKids((current) => ({ ...current, [parentId]: newList, [dragged.parentId]: oldList }));
      setExpanded((keys) => (keys.includes(parentId) ? keys : [...keys, parentId]));
      message.success(t('system.menuEditor.dragSuccess'));
    } catch (error) {
      message.error(error instanceof HttpError && error.status === 422 && error.message ? `${t('system.menuEditor.dragFailure')}（${error.message}）` : t('system.menuEditor.dragFailure'));
      await Promise.all([load(parentId), load(dragged.parentId)]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('system.menuEditor.title')}>
      <Alert type="info" showIcon title={t('system.menuEditor.reloadHint')} style={{ marginBottom: 12 }} />
      <Tree<Item>
        className="zh-menu-tree"
        blockNode
        showLine
        treeData={treeData}
        loadedKeys={Object.keys(kids).map(Number)}
        loadData={async (item) => {
          if (!kids[item.key]) await load(item.key);
        }}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys.map(Number))}
        draggable={can(PERMISSIONS.menu.edit) && !busy ? { icon: false, nodeDraggable: (item) => (item as Item).key !== ROOT_ID } : false}
        allowDrop={allowDrop}
        onDrop={onDrop}
        selectable={false}
      />
      <MenuNodeModal target={target} onClose={() => setTarget(null)} onSaved={saved} />
    </Card>
  );
}
