import { DEPARTMENT_TREE_PATH, type DepartmentNode } from '@zhwy/contracts';
import { Checkbox, TimePicker, TreeSelect } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../../platform/http/client.ts';

type Input<T> = { value?: T; onChange?: (value: T | undefined) => void; id?: string; disabled?: boolean; placeholder?: string };

const DAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** 工作日 as the API keeps it (`1,2,3,4,5`, ISO weekdays): seven boxes, 周一 … 周日. */
export function WorkDaysInput({ value, onChange, disabled }: Input<string>) {
  const { t } = useTranslation();
  const checked = value ? value.split(',') : [];
  return (
    <Checkbox.Group
      disabled={disabled}
      value={checked}
      options={DAYS.map((day) => ({ value: day, label: t(`attendance.weekdays.${day}`) }))}
      onChange={(next) => onChange?.(next.length > 0 ? [...next].sort().join(',') : undefined)}
    />
  );
}

/** A time of day kept as `HH:mm`. */
export function ClockTimeInput({ value, onChange, id, disabled, placeholder }: Input<string>) {
  return (
    <TimePicker
      id={id}
      disabled={disabled}
      placeholder={placeholder}
      format="HH:mm"
      minuteStep={1}
      value={value ? dayjs(`2000-01-01 ${value}`) : null}
      onChange={(time) => onChange?.(time ? time.format('HH:mm') : undefined)}
    />
  );
}

/** 适用部门: the department tree (the same call as the user form), several chosen, kept as the API's comma list. */
export function DepartmentsInput({ value, onChange, id, disabled, placeholder }: Input<string>) {
  const [tree, setTree] = useState<DepartmentNode[]>([]);
  useEffect(() => {
    let live = true;
    http.get<Envelope<DepartmentNode[]>>(DEPARTMENT_TREE_PATH).then(
      (answer) => live && setTree(answer.data),
      () => {}, // the client has shown why
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <TreeSelect<number[]>
      id={id}
      disabled={disabled}
      placeholder={placeholder}
      multiple
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="departmentName"
      fieldNames={{ label: 'departmentName', value: 'id', children: 'children' }}
      treeData={tree}
      value={value ? value.split(',').map(Number) : []}
      onChange={(ids) => onChange?.(ids.length > 0 ? ids.join(',') : undefined)}
      style={{ width: '100%' }}
    />
  );
}

/** One department, for the monthly sheet's search. */
export function DepartmentInput({ value, onChange, id, placeholder, style }: Input<number> & { style?: React.CSSProperties }) {
  const [tree, setTree] = useState<DepartmentNode[]>([]);
  useEffect(() => {
    let live = true;
    http.get<Envelope<DepartmentNode[]>>(DEPARTMENT_TREE_PATH).then(
      (answer) => live && setTree(answer.data),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <TreeSelect<number>
      id={id}
      placeholder={placeholder}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="departmentName"
      fieldNames={{ label: 'departmentName', value: 'id', children: 'children' }}
      treeData={tree}
      value={value}
      onChange={(next) => onChange?.(next)}
      style={style}
    />
  );
}
