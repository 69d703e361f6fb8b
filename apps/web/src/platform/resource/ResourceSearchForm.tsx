import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import type { EntityDef } from '@zhwy/contracts';
import { Button, Col, type ColProps, Flex, Form, Row, Space } from 'antd';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Criteria, labelKey, searchFieldsOf, stripInput } from './derive.ts';
import { FieldInput } from './fields.tsx';
import './resource.css';

/** The spec: search forms show three fields and offer expand/collapse beyond that. */
export const VISIBLE_SEARCH_FIELDS = 3;

type Props = {
  entity: EntityDef;
  /** From useResourceList: `search` and `reset`, and why the server refused the last search (shown on its fields). */
  list: { search: (criteria: Criteria) => void; reset: () => void; queryErrors?: Record<string, string> };
  /** Fields the page fixes (not searchable here). */
  fixed?: readonly string[];
  /** Only these search fields, in this order (a page's override of the definition's `searchForm`). */
  fields?: readonly string[];
  /** Width of each field (default: four to a row on wide screens). */
  span?: Pick<ColProps, 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'span'>;
  /** Shown at the start of the buttons' row (e.g. the New button where there is no toolbar). */
  extra?: ReactNode;
  /** A page's own input for some fields (it gets the item's value and onChange), in place of the derived one. */
  inputs?: SearchInputs;
};

/** Search inputs a page renders itself, by field name. */
export type SearchInputs = Record<string, (props: { placeholder: string }) => ReactNode>;

const DEFAULT_SPAN = { xs: 24, md: 12, xl: 6 };

/** A search box's own hint, where the module gives one: `<module>.searchHints.<entity>.<field>`. */
const searchHintKey = (entity: EntityDef, field: string) => `${entity.module}.searchHints.${entity.name}.${field}`;

/** Search form from the entity's `search` fields: text → contains, enum → dictionary select; Search and Reset. */
export function ResourceSearchForm({ entity, list, fixed, fields, span = DEFAULT_SPAN, extra, inputs }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Criteria>();
  // The form's name prefixes its fields' ids: unique per page, since the tabs keep pages of one entity side by side
  // (账单管理 and its views) and a label must name its own page's field.
  const instance = useId().replace(/[^a-zA-Z0-9]/g, '');
  const [expanded, setExpanded] = useState(false);
  const all = searchFieldsOf(entity, fixed);
  const chosen = fields ?? entity.searchForm;
  const entries = chosen ? chosen.flatMap((name) => all.filter(([n]) => n === name)) : all;
  const collapsible = entries.length > VISIBLE_SEARCH_FIELDS;
  const queryErrors = list.queryErrors;
  const names = entries.map(([name]) => name).join(',');
  useEffect(() => {
    if (queryErrors && names) form.setFields(names.split(',').map((name) => ({ name, errors: queryErrors[name] ? [queryErrors[name]] : [] })));
  }, [form, names, queryErrors]);

  return (
    <Form
      form={form}
      name={`${entity.name}-search-${instance}`}
      onFinish={(values) => list.search(values)}
      labelWrap
      className="zh-resource-search"
    >
      <Row gutter={[16, 0]} wrap>
        {entries.map(([name, field], index) => {
          const label = t(labelKey(entity, name));
          // Collapsed fields stay mounted (hidden) so their values still count.
          const hidden = !expanded && index >= VISIBLE_SEARCH_FIELDS;
          const placeholder =
            // A module's own hint where a field takes more than its name says (房号, or 3-2-302).
            i18n.exists(searchHintKey(entity, name))
              ? t(searchHintKey(entity, name))
              : field.kind === 'enum' || field.kind === 'ref'
              ? t('resource.selectPlaceholder', { label })
              : // A masked field is searched by its whole value or the part its mask shows (the server's search-by-mask rule).
                entity.maskedReads && field.mask
                ? t(`resource.maskedSearch.${field.mask}`, { label })
                : t('resource.inputPlaceholder', { label });
          return (
            <Col key={name} {...span} style={hidden ? { display: 'none' } : undefined}>
              <Form.Item name={name} label={label} normalize={stripInput}>
                {inputs?.[name] ? inputs[name]({ placeholder }) : <FieldInput field={field} module={entity.module} mode="search" placeholder={placeholder} />}
              </Form.Item>
            </Col>
          );
        })}
        <Col flex="auto">
          <Form.Item>
            <Flex justify="space-between" align="center" gap={8} wrap>
              <div>{extra}</div>
              <Space wrap>
                <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                  {t('common.search')}
                </Button>
                <Button
                  icon={<ReloadOutlined />}
                  onClick={() => {
                    form.resetFields();
                    list.reset();
                  }}
                >
                  {t('common.reset')}
                </Button>
                {collapsible && (
                  <Button type="link" onClick={() => setExpanded((v) => !v)} icon={expanded ? <UpOutlined /> : <DownOutlined />} iconPlacement="end">
                    {expanded ? t('common.collapse') : t('common.expand')}
                  </Button>
                )}
              </Space>
            </Flex>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
