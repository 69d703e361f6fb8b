/** 菜单配置: texts of its screens (`system.menuEditor.…`). */
export const menuEditorTexts = {
  menuEditor: {
    title: 'メニュー設定',
  },
};
