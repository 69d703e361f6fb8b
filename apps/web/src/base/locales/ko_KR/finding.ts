/** 단지·동 트리, 호실 검색과 연결(입주민, 차량, 주차면). */
export const findingTexts = {
  placeTree: { title: '단지·동', communities: '단지' },
  roomSearch: { placeholder: '단계별로 선택하거나 호실 번호, 동-라인-호실(예: 3-2-302)을 입력' },
  links: { residents: '입주민', cars: '차량', spaces: '주차면', noCars: '차량이 없습니다', noSpaces: '주차면이 없습니다' },
  /** Search boxes that take more than their label says (ResourceSearchForm's hints). */
  searchHints: { room: { roomNo: '호실 번호 또는 3-2-302' }, resident: { mobile: '뒤 4자리 또는 전체', idCardNo: '뒤 4자리 또는 전체', roomId: '호실 번호 또는 3-2-302 입력' } },
};
