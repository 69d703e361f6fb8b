import type { DepartmentNode } from '@zhwy/contracts';
import { Button, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RefSelect, useRefLabels } from '../../platform/resource/index.ts';
import { findDepartment, idsOf } from './user-api.ts';

const COMMUNITY = 'base.community';

type Props = {
  /** The department tree, to read the chosen department's communities from. */
  departments: readonly DepartmentNode[];
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
  disabled?: boolean;
};

/**
 * 小区 of the user form: the communities the user may see, chosen directly (searched on the server by name, as
 * labels; only the caller's own communities are offered, as the server allows no more). The chosen department
 * only suggests: when it serves communities not chosen yet, they are named below with one button to add them;
 * nothing is chosen or taken away without the person doing it.
 */
export function UserAreasField({ departments, value = [], onChange, id, disabled }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const path = Form.useWatch<number[] | undefined>('departmentIds', form);
  const department = path?.length ? findDepartment(departments, path[path.length - 1]) : null;
  const served = idsOf(department?.areaIds);
  const missing = served.filter((areaId) => !value.includes(areaId));
  const labels = useRefLabels(COMMUNITY, missing);
  // Only what the caller may give away is offered: a community outside their own has no label for them.
  const offered = missing.filter((areaId) => labels.has(areaId));

  return (
    <Flex vertical gap={4}>
      <RefSelect
        id={id}
        target={COMMUNITY}
        mode="multiple"
        value={value}
        onChange={(ids: unknown) => onChange?.((ids as number[] | undefined) ?? [])}
        disabled={disabled}
        allowClear
        maxTagCount="responsive"
        placeholder={t('system.user.areaIdsPlaceholder')}
        style={{ width: '100%' }}
      />
      {department && offered.length > 0 && (
        <Flex gap={4} align="baseline" wrap className="zh-user-area-suggestion" data-testid="area-suggestion">
          <Typography.Text type="secondary">
            {t('system.user.areaSuggestion', {
              department: department.departmentName,
              count: offered.length,
              names: offered.map((areaId) => labels.get(areaId)).join(t('system.user.listSeparator')),
            })}
          </Typography.Text>
          <Button type="link" size="small" disabled={disabled} onClick={() => onChange?.([...value, ...offered])} style={{ paddingInline: 0 }}>
            {t('system.user.addSuggested', { count: offered.length })}
          </Button>
        </Flex>
      )}
      {department && served.length === 0 && (
        <Typography.Text type="secondary" data-testid="area-suggestion">
          {t('system.user.areaNoneFromDepartment', { department: department.departmentName })}
        </Typography.Text>
      )}
    </Flex>
  );
}
