/** 资源框架（搜索表单、表格、表单弹窗）的通用文案。 */
export const resource = {
  required: '{{label}}不能为空',
  requiredSelect: '请选择{{label}}',
  inputPlaceholder: '请输入{{label}}',
  selectPlaceholder: '请选择{{label}}',
  createTitle: '新增{{name}}',
  editTitle: '编辑{{name}}',
};
