/** Meters and readings. */
export const menu = {
  'toll-meter': 'Meters',
  'toll-meter-reading': 'Meter readings',
};
