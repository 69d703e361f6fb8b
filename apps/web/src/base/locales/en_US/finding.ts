/** The community and building tree, finding rooms, a room's links (residents, vehicles, spaces). */
export const findingTexts = {
  placeTree: { title: 'Communities', communities: 'Communities' },
  roomSearch: { placeholder: 'Pick level by level, or type a room no. or building-unit-room (e.g. 3-2-302)' },
  links: { residents: 'Residents', cars: 'Vehicles', spaces: 'Parking spaces', noCars: 'No vehicles', noSpaces: 'No parking spaces' },
  /** Search boxes that take more than their label says (ResourceSearchForm's hints). */
  searchHints: { room: { roomNo: 'Room no. or 3-2-302' }, resident: { mobile: 'Last 4 or full number', idCardNo: 'Last 4 or full ID no.', roomId: 'Type a room no. or 3-2-302' } },
};
