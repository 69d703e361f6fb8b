/** 社區樓棟樹、房屋的搜尋與關聯（住戶、車輛、車位）。 */
export const findingTexts = {
  placeTree: { title: '社區樓棟', communities: '社區' },
  roomSearch: { placeholder: '逐級選擇，或輸入房號、樓棟-單元-房號（如 3-2-302）' },
  links: { residents: '住戶', cars: '車輛', spaces: '車位', noCars: '尚無車輛', noSpaces: '尚無車位' },
  /** Search boxes that take more than their label says (ResourceSearchForm's hints). */
  searchHints: { room: { roomNo: '房號或 樓棟-單元-房號' }, resident: { mobile: '後四碼或完整號碼', idCardNo: '後四碼或完整證件號', roomId: '輸入房號或 3-2-302 查找' } },
};
