import { MeterReading } from '@zhwy/contracts';
import { ResourcePage } from '../platform/resource/index.ts';
import { ReadingEntryButton } from './ReadingEntry.tsx';

/**
 * 抄表记录: the readings by community, building, month and fee item (the framework's list, export, template and
 * import), and 抄表录入, a building's month at once. Only a meter's latest reading may be edited or deleted (the
 * server refuses the others).
 */
export function ReadingPage() {
  return (
    <ResourcePage
      entity={MeterReading}
      nameField="period"
      toolbar={(reload) => <ReadingEntryButton onDone={reload} />}
    />
  );
}
