/** 工作组: texts of its screens (`system.workGroup.…`). */
export const workGroupTexts = {
  workGroup: {
    title: '작업 그룹',
  },
};
