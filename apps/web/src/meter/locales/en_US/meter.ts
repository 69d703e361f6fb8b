import type { METER_DICTIONARIES, MeterInfo, MeterReading } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** Meters and readings. */
export const meter: {
  meterInfo: EntityTexts<typeof MeterInfo>;
  meterReading: EntityTexts<typeof MeterReading>;
  dictValues: DictTexts<(typeof METER_DICTIONARIES)[number]>;
  entry: Record<string, string>;
} = {
  meterInfo: {
    title: 'Meter',
    fields: { areaId: 'Community', meterNo: 'Meter no.', meterType: 'Meter type', buildingId: 'Building', roomId: 'Room', feeItemId: 'Fee item', initialReading: 'Initial reading', state: 'Status', remark: 'Remark', createTime: 'Created' },
  },
  meterReading: {
    title: 'Meter reading',
    fields: {
      areaId: 'Community',
      buildingId: 'Building',
      roomId: 'Room',
      feeItemId: 'Fee item',
      meterId: 'Meter no.',
      period: 'Month',
      previousReading: 'Previous reading',
      currentReading: 'Current reading',
      usage: 'Usage',
      reader: 'Read by',
      readingDate: 'Reading date',
      remark: 'Remark',
      createTime: 'Entered',
    },
  },
  dictValues: { meter_type: { '1': 'Water meter', '2': 'Electricity meter', '3': 'Gas meter' }, meter_state: { '1': 'In use', '0': 'Out of use' } },
  entry: {
    button: 'Enter readings',
    title: 'Enter readings (by building and month)',
    pick: "Choose a building, a fee item and a month to list the rooms' meters with their previous readings",
    empty: 'The building has no meters in use for this fee item',
    later: 'Read for {{period}}',
    entered: 'Entered',
    state: 'Status',
    save: "Save the month's readings",
    nothing: 'Type at least one current reading',
    saved: '{{count}} readings saved',
  },
};
