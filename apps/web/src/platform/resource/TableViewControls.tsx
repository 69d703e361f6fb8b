import { ArrowDownOutlined, ArrowUpOutlined, ColumnHeightOutlined, HolderOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Flex, Popover, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColumnChoice, DENSITIES, type Density, type TableView, arrangeColumns, moveColumn, toggleColumn } from './table-view.ts';

/** `view` and `choices` absent: refresh only (a list of cards, such as 角色管理, has no rows or columns to arrange). */
type Props = { view?: TableView; choices?: readonly ColumnChoice[]; onReload: () => void };

/**
 * A list's own buttons beside the page's: refresh, row density and the columns (shown or hidden, dragged or moved up
 * and down, reset to the page's default). Icon buttons named for screen readers and tests; the choice is saved.
 */
export function TableViewControls({ view, choices, onReload }: Props) {
  const { t } = useTranslation();
  const button = (label: string) => ({ 'aria-label': label, title: label });
  return (
    <Space size={4} className="zh-table-view">
      <Button type="text" icon={<ReloadOutlined />} onClick={onReload} {...button(t('resource.view.refresh'))} />
      {view && choices && (
        <>
          <Dropdown
            trigger={['click']}
            menu={{
              selectable: true,
              selectedKeys: [view.density],
              items: DENSITIES.map((density) => ({ key: density, label: t(`resource.view.densities.${density}`) })),
              onClick: ({ key }) => view.setDensity(key as Density),
            }}
          >
            <Button type="text" icon={<ColumnHeightOutlined />} {...button(t('resource.view.density'))} />
          </Dropdown>
          <Popover
            trigger="click"
            placement="bottomRight"
            arrow={false}
            title={
              <Flex justify="space-between" align="center" gap={16}>
                {t('resource.view.columns')}
                <Button type="link" size="small" onClick={view.reset} style={{ paddingInline: 0 }}>
                  {t('resource.view.reset')}
                </Button>
              </Flex>
            }
            content={<ColumnList view={view} choices={choices} />}
          >
            <Button type="text" icon={<SettingOutlined />} {...button(t('resource.view.columns'))} />
          </Popover>
        </>
      )}
    </Space>
  );
}

/** The columns in their arranged order: a checkbox each, a handle to drag and buttons to move it one place. */
function ColumnList({ view, choices }: { view: TableView; choices: readonly ColumnChoice[] }) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const arranged = arrangeColumns(choices, view.columns);
  const titleOf = new Map(choices.map((c) => [c.key, c.title]));
  const move = (from: number, to: number) => view.setColumns(moveColumn(arranged, from, to));
  return (
    <ul className="zh-column-list" aria-label={t('resource.view.columns')}>
      {arranged.map((column, index) => {
        const title = titleOf.get(column.key) ?? column.key;
        return (
          <li
            key={column.key}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={() => {
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            className={dragged === index ? 'zh-column-dragged' : undefined}
          >
            <HolderOutlined className="zh-column-handle" aria-hidden />
            <Checkbox checked={column.visible} onChange={(event) => view.setColumns(toggleColumn(arranged, column.key, event.target.checked))}>
              <Typography.Text ellipsis style={{ maxWidth: 160 }}>
                {title}
              </Typography.Text>
            </Checkbox>
            <span className="zh-column-moves">
              <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('resource.view.moveUp', { name: title })} />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                disabled={index === arranged.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={t('resource.view.moveDown', { name: title })}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
