import { AttendanceRule } from '@zhwy/contracts';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../platform/resource/index.ts';
import { ClockTimeInput, DepartmentsInput, WorkDaysInput } from './inputs.tsx';

/**
 * 考勤规则: the framework's page; the departments from the department tree, the days as boxes, the times as pickers.
 * The server checks the times, the days and that a department is in one enabled rule only.
 */
export function RulePage() {
  const { t } = useTranslation();
  const days = (value: unknown) =>
    String(value ?? '')
      .split(',')
      .filter(Boolean)
      .map((day) => t(`attendance.weekdays.${day}`))
      .join('、');
  return (
    <ResourcePage
      entity={AttendanceRule}
      nameField="ruleName"
      formContainer="drawer"
      columns={{ workDays: { render: days } }}
      formInputs={{
        departmentIds: ({ placeholder }) => <DepartmentsInput placeholder={placeholder} />,
        workDays: () => <WorkDaysInput />,
        startTime: ({ placeholder }) => <ClockTimeInput placeholder={placeholder} />,
        endTime: ({ placeholder }) => <ClockTimeInput placeholder={placeholder} />,
      }}
    />
  );
}
