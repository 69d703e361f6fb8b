/** 楼栋、单元、楼层、房屋: texts of their screens (`base.<entity>.…`). */
export const hierarchyTexts = {};
