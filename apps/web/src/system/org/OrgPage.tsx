import { ApartmentOutlined, ClusterOutlined, DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { ORG_PATHS, ORG_ROOT_ID, PERMISSIONS } from '@zhwy/contracts';
import { App, Button, Card, Spin, Tooltip, Tree, type TreeDataNode, type TreeProps, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, useAccess } from '../../platform/access/access.tsx';
import { http } from '../../platform/http/client.ts';
import { OrgFormModal, type OrgEditing } from './OrgFormModal.tsx';
import { EMPTY_TREE, type OrgTree, loadLevel, movesOf, withLevel } from './org-tree.ts';
import './org.css';

const ROOT_KEY = String(ORG_ROOT_ID);

/**
 * 组织管理 (spec §2 "Organisation tree", §4 drag rules, §8 messages): a tree read a level at a time under the root
 * 组织管理 (id 0); each node's buttons add a child, edit it (name, description, work groups, people) or delete it with
 * everything under it; dragging moves a node inside another or before / after one (never beside the root), and
 * the changed nodes are sent, renumbered from 1.
 */
export function OrgPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { can } = useAccess();
  const [tree, setTree] = useState<OrgTree>(EMPTY_TREE);
  // The tree as last written, for the steps of one drag (each step's setTree shows only at the next render).
  const treeRef = useRef(EMPTY_TREE);
  const [loadedKeys, setLoadedKeys] = useState<string[]>([]);
  const [expandedKeys, setExpandedKeys] = useState<string[]>([ROOT_KEY]);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<OrgEditing | null>(null);

  /** Reads one parent's children into the tree; false (after saying so) when the call fails. */
  const refreshLevel = useCallback(
    async (parentId: number) => {
      try {
        const level = await loadLevel(parentId);
        const next = withLevel(treeRef.current, parentId, level);
        treeRef.current = next;
        setTree(next);
        setLoadedKeys((keys) => (keys.includes(String(parentId)) ? keys : [...keys, String(parentId)]));
        return true;
      } catch {
        message.error(t('system.org.loadFailed'));
        return false;
      }
    },
    [message, t],
  );

  const reloadAll = useCallback(async () => {
    setLoading(true);
    treeRef.current = EMPTY_TREE;
    setTree(EMPTY_TREE);
    setLoadedKeys([]);
    setExpandedKeys([ROOT_KEY]);
    await refreshLevel(ORG_ROOT_ID);
    setLoading(false);
  }, [refreshLevel]);

  useEffect(() => {
    void refreshLevel(ORG_ROOT_ID).finally(() => setLoading(false));
  }, [refreshLevel]);

  const nameOf = useCallback((id: number) => (id === ORG_ROOT_ID ? t('system.org.root') : (tree.nodes.get(id)?.orgName ?? '')), [tree, t]);

  const openAdd = (parentId: number) => setEditing({ parentId, parentName: nameOf(parentId), users: [], groups: [] });
  const openEdit = (id: number) => {
    const node = tree.nodes.get(id);
    if (node) setEditing({ parentId: node.parentId, parentName: nameOf(node.parentId), node, users: tree.users.get(id) ?? [], groups: tree.groups.get(id) ?? [] });
  };
  const saved = async (parentId: number) => {
    setEditing(null);
    await refreshLevel(parentId);
    setExpandedKeys((keys) => (keys.includes(String(parentId)) ? keys : [...keys, String(parentId)]));
  };

  const remove = (id: number) => {
    const node = tree.nodes.get(id);
    if (!node) return;
    modal.confirm({
      type: 'warning',
      title: t('system.org.deleteTitle'),
      content: t('system.org.deleteConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await http.delete(ORG_PATHS.remove, { body: { cscpOrgDTOs: [{ id }] }, silent: true });
        } catch {
          message.error(t('system.org.deleteFailure'));
          return;
        }
        message.success(t('system.org.deleteSuccess'));
        await refreshLevel(node.parentId);
      },
    });
  };

  const onDrop: TreeProps['onDrop'] = async (info) => {
    const dragged = Number(info.dragNode.key);
    const target = Number(info.node.key);
    // antd's dropPosition counts from the target's index among its siblings: -1 before, 0 inside, 1 after.
    const at = info.dropPosition - Number(info.node.pos.split('-').at(-1));
    // After an open node that shows children is where its first child goes (the line is drawn there): inside it.
    const intoOpen = info.dropToGap && at > 0 && info.node.expanded && (info.node.children?.length ?? 0) > 0;
    const position = !info.dropToGap || intoOpen ? 'inside' : at < 0 ? 'before' : 'after';
    setBusy(true);
    try {
      // Dropping into a node whose children are not read yet: read them first, to number the new siblings.
      if (position === 'inside' && !treeRef.current.children.has(target) && !(await refreshLevel(target))) return;
      const moves = movesOf(treeRef.current, { dragged, target, position });
      if (!moves || moves.length === 0) return;
      const oldParent = treeRef.current.nodes.get(dragged)!.parentId;
      const newParent = position === 'inside' ? target : treeRef.current.nodes.get(target)!.parentId;
      try {
        await http.post(ORG_PATHS.move, moves, { silent: true });
      } catch {
        message.error(t('system.org.dragFailure'));
        return;
      }
      message.success(t('system.org.dragSuccess'));
      await refreshLevel(newParent);
      if (oldParent !== newParent) await refreshLevel(oldParent);
      setExpandedKeys((keys) => (keys.includes(String(newParent)) ? keys : [...keys, String(newParent)]));
    } finally {
      setBusy(false);
    }
  };

  const canAdd = can(PERMISSIONS.org.add);
  const canEdit = can(PERMISSIONS.org.edit);

  const treeData = useMemo((): TreeDataNode[] => {
    const build = (parentId: number): TreeDataNode[] | undefined =>
      tree.children.get(parentId)?.map((id) => {
        const node = tree.nodes.get(id)!;
        return { key: String(id), title: node.orgName, isLeaf: !node.hasChildren, children: build(id) };
      });
    return [{ key: ROOT_KEY, title: t('system.org.root'), children: build(ORG_ROOT_ID) ?? [] }];
  }, [tree, t]);

  const titleOf = (data: TreeDataNode) => {
    const id = Number(data.key);
    const root = id === ORG_ROOT_ID;
    const node = tree.nodes.get(id);
    return (
      <span className="zh-org-node" data-org-id={id}>
        {root ? <ClusterOutlined /> : <ApartmentOutlined />}
        <span className="zh-org-name">{root ? t('system.org.root') : node?.orgName}</span>
        {node && (
          <Typography.Text type="secondary" className="zh-org-counts">
            {t('system.org.counts', { users: tree.users.get(id)?.length ?? 0, groups: tree.groups.get(id)?.length ?? 0 })}
          </Typography.Text>
        )}
        {node?.description && (
          <Typography.Text type="secondary" className="zh-org-description" ellipsis={{ tooltip: node.description }}>
            {node.description}
          </Typography.Text>
        )}
        <span className="zh-org-actions" onClick={(event) => event.stopPropagation()}>
          <Auth code={PERMISSIONS.org.add}>
            <Tooltip title={t('system.org.addChild')}>
              <Button type="text" size="small" icon={<PlusOutlined />} aria-label={`${t('system.org.addChild')} ${root ? t('system.org.root') : node?.orgName}`} onClick={() => openAdd(id)} />
            </Tooltip>
          </Auth>
          {!root && (
            <>
              <Auth code={PERMISSIONS.org.edit}>
                <Tooltip title={t('common.edit')}>
                  <Button type="text" size="small" icon={<EditOutlined />} aria-label={`${t('common.edit')} ${node?.orgName}`} onClick={() => openEdit(id)} />
                </Tooltip>
              </Auth>
              <Auth code={PERMISSIONS.org.delete}>
                <Tooltip title={t('common.delete')}>
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`${t('common.delete')} ${node?.orgName}`} onClick={() => remove(id)} />
                </Tooltip>
              </Auth>
            </>
          )}
        </span>
      </span>
    );
  };

  return (
    <Card
      title={t('system.org.root')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void reloadAll()}>
          {t('system.org.refresh')}
        </Button>
      }
    >
      {canEdit && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          {t('system.org.hint')}
        </Typography.Paragraph>
      )}
      <Spin spinning={loading || busy}>
        <Tree
          className="zh-org-tree"
          blockNode
          showLine
          treeData={treeData}
          titleRender={titleOf}
          loadData={async ({ key }) => {
            await refreshLevel(Number(key));
          }}
          loadedKeys={loadedKeys}
          expandedKeys={expandedKeys}
          onExpand={(keys) => setExpandedKeys(keys.map(String))}
          draggable={canEdit ? { icon: false, nodeDraggable: (node) => node.key !== ROOT_KEY } : false}
          allowDrop={({ dropNode, dropPosition }) => dropNode.key !== ROOT_KEY || dropPosition === 0}
          onDrop={onDrop}
          selectable={false}
        />
      </Spin>
      {canAdd || canEdit ? <OrgFormModal editing={editing} onClose={() => setEditing(null)} onSaved={(parentId) => void saved(parentId)} /> : null}
    </Card>
  );
}
