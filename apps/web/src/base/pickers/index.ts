/** The hierarchy's shared pickers (community → building → unit → floor → room) for other screens' forms. */
export { BuildingPicker, HierarchyPicker, type HierarchyPickerProps, type PickedPath, type PickerDepth, RoomPicker } from './HierarchyPicker.tsx';
export { pickerApi } from './api.ts';
