import { METER_DICTIONARIES, MeterInfo, MeterReading } from '@zhwy/contracts';

/** The meter module's entities and dictionaries as the web knows them (pages, label checks). */
export { METER_DICTIONARIES, MeterInfo, MeterReading };
export const METER_ENTITIES = [MeterInfo, MeterReading] as const;
