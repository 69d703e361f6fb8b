/** 资源框架（搜索表单、表格、表单弹窗）的通用文案。 */
export const resource = {
  required: '{{label}}不能为空',
  requiredSelect: '请选择{{label}}',
  inputPlaceholder: '请输入{{label}}',
  selectPlaceholder: '请选择{{label}}',
  createTitle: '新增{{name}}',
  editTitle: '编辑{{name}}',
  listTitle: '{{name}}列表',
  detail: '查看详情',
  detailTitle: '{{name}} · 详情',
  deleteConfirmNamed: '确定删除“{{name}}”吗？',
  setFieldConfirm: '确定修改“{{name}}”的{{field}}吗？',
  setFieldDone: '修改成功',
  uploadImage: '上传图片',
  imagePathTooLong: '图片路径超过 {{max}} 个字符，请重新上传',
  rangeFrom: '最小值',
  rangeTo: '最大值',
};
