/** Menu titles of the base module (`menu.<name>`). */
export const menu = {
  base: 'Base data',
  'base-community': 'Communities',
  'base-building': 'Buildings',
  'base-unit': 'Units',
  'base-floor': 'Floors',
  'base-room': 'Rooms',
  'base-resident': 'Residents',
  'base-resident-room': 'Room bindings',
  'base-resident-audit': 'Resident review',
  'base-car': 'Vehicles',
  'base-parking': 'Car parks',
  'base-parking-space': 'Parking spaces',
  'base-garage': 'Garages',
  'base-parking-gate': 'Barrier gates',
  'base-car-comein': 'Vehicle entries',
  toll: 'Toll centre',
  'toll-room-state': 'Room states',
  'toll-vehicle-state': 'Vehicle states',
  /** The home page's workbench counts (`menu.workbench.<name>`), loaded with the menu titles. */
  workbench: { pendingResidentAudits: 'Residents awaiting review' },
};
