/** 工作组: texts of its screens (`system.workGroup.…`). */
export const workGroupTexts = {
  workGroup: {
    title: '工作组',
    listTitle: '工作组列表',
    addTitle: '新增工作组',
    editTitle: '编辑工作组',
    searchPlaceholder: '请输入查询内容',
    fields: {
      id: 'ID',
      groupName: '名称',
      description: '描述',
      orgId: '所属组织',
      users: '人员',
      createTime: '创建时间',
    },
    placeholders: {
      groupName: '请输入工作组名称',
      description: '请输入工作组描述',
      users: '请选择人员，可输入账号、姓名或手机号搜索',
    },
    rules: {
      groupName: '名称不能为空',
      description: '描述不能为空',
      users: '人员不能为空',
    },
    deleteConfirm: '确定删除该条记录吗？',
    deleteSuccess: '删除成功',
    deleteFailure: '删除失败',
    loadFailed: '数据获取失败',
    updating: '正在更新数据',
    createSuccess: '创建工作组成功',
    createFailure: '创建工作组失败',
    updateSuccess: '更新工作组成功',
    updateFailure: '更新工作组失败',
    noGroup: '未指定要编辑的工作组，请从工作组列表进入',
    membersCount: '已选 {{count}} 人',
  },
};
