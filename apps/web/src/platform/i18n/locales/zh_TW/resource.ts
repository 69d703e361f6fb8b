/** 資源框架（搜尋表單、表格、表單彈窗）的共用文案。 */
export const resource = {
  required: '{{label}}不能為空',
  requiredSelect: '請選擇{{label}}',
  inputPlaceholder: '請輸入{{label}}',
  selectPlaceholder: '請選擇{{label}}',
  createTitle: '新增{{name}}',
  editTitle: '編輯{{name}}',
};
