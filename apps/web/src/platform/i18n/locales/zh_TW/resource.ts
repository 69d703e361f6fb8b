/** 資源框架（搜尋表單、表格、表單彈窗）的共用文案。 */
export const resource = {
  required: '{{label}}不能為空',
  requiredSelect: '請選擇{{label}}',
  inputPlaceholder: '請輸入{{label}}',
  selectPlaceholder: '請選擇{{label}}',
  createTitle: '新增{{name}}',
  editTitle: '編輯{{name}}',
  listTitle: '{{name}}列表',
  detail: '查看詳情',
  detailTitle: '{{name}} · 詳情',
  deleteConfirmNamed: '確定刪除「{{name}}」嗎？',
  setFieldConfirm: '確定修改「{{name}}」的{{field}}嗎？',
  setFieldDone: '修改成功',
  uploadImage: '上傳圖片',
  imagePathTooLong: '圖片路徑超過 {{max}} 個字元，請重新上傳',
  rangeFrom: '最小值',
  rangeTo: '最大值',
};
