/** 小区楼栋树、房屋的搜索与关联（住户、车辆、车位）。 */
export const findingTexts = {
  placeTree: { title: '小区楼栋', communities: '小区' },
  roomSearch: { placeholder: '逐级选择，或输入房号、楼栋-单元-房号（如 3-2-302）' },
  links: { residents: '住户', cars: '车辆', spaces: '车位', noCars: '暂无车辆', noSpaces: '暂无车位' },
  /** Search boxes that take more than their label says (ResourceSearchForm's hints). */
  searchHints: { room: { roomNo: '房号或 楼栋-单元-房号' }, resident: { mobile: '后四位或完整号码', idCardNo: '后四位或完整证件号', roomId: '输入房号或 3-2-302 查找' } },
};
