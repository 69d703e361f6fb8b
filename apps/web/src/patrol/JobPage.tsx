import { PatrolJob } from '@zhwy/contracts';
import { Checkbox, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../platform/resource/index.ts';

const DAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** 巡检日: the weekdays as boxes, kept as the comma list the server takes ('1,3,5'), in weekday order. */
function WeekDaysInput({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation();
  const chosen = (value ?? '').split(',').filter(Boolean);
  return (
    <Checkbox.Group
      value={chosen}
      onChange={(days) => onChange?.(DAYS.filter((day) => days.includes(day)).join(','))}
      options={DAYS.map((day) => ({ value: day, label: t(`patrol.weekDays.${day}`) }))}
    />
  );
}

/**
 * 巡检计划: a line, a staff member or a work group, the weekdays (boxes), the day's windows (08:00-10:00,14:00-16:00),
 * the grace minutes and the dates. Saving a plan that runs today makes today's tasks at once.
 */
export function JobPage() {
  return (
    <ResourcePage
      entity={PatrolJob}
      nameField="jobName"
      formContainer="drawer"
      formInputs={{
        weekDays: () => <WeekDaysInput />,
        windows: ({ placeholder }) => <Input placeholder={`${placeholder}：08:00-10:00,14:00-16:00`} />,
      }}
    />
  );
}
