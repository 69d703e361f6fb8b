/** 団地・棟のツリー、部屋の検索と関連（住民・車両・駐車区画）。 */
export const findingTexts = {
  placeTree: { title: '団地・棟', communities: '団地' },
  roomSearch: { placeholder: '階層から選ぶか、部屋番号または 棟-ユニット-部屋番号（例 3-2-302）を入力' },
  links: { residents: '住民', cars: '車両', spaces: '駐車区画', noCars: '車両はありません', noSpaces: '駐車区画はありません' },
  /** Search boxes that take more than their label says (ResourceSearchForm's hints). */
  searchHints: { room: { roomNo: '部屋番号 または 3-2-302' }, resident: { mobile: '下4桁または全桁', idCardNo: '下4桁または全桁', roomId: '部屋番号または 3-2-302 を入力' } },
};
