/** 作業グループ: texts of its screens (`system.workGroup.…`). */
export const workGroupTexts = {
  workGroup: {
    title: '作業グループ',
    listTitle: '作業グループ一覧',
    addTitle: '作業グループの新規作成',
    editTitle: '作業グループの編集',
    searchPlaceholder: '検索内容を入力してください',
    fields: {
      id: 'ID',
      groupName: '名称',
      description: '説明',
      orgId: '所属組織',
      users: 'メンバー',
      createTime: '作成日時',
    },
    placeholders: {
      groupName: '作業グループ名を入力してください',
      description: '作業グループの説明を入力してください',
      users: 'メンバーを選択（アカウント・氏名・携帯番号で検索できます）',
    },
    rules: {
      groupName: '名称は必須です',
      description: '説明は必須です',
      users: 'メンバーは必須です',
    },
    deleteConfirm: 'このレコードを削除してもよろしいですか？',
    deleteSuccess: '削除しました',
    deleteFailure: '削除に失敗しました',
    loadFailed: 'データの取得に失敗しました',
    updating: 'データを更新しています',
    createSuccess: '作業グループを作成しました',
    createFailure: '作業グループの作成に失敗しました',
    updateSuccess: '作業グループを更新しました',
    updateFailure: '作業グループの更新に失敗しました',
    noGroup: '編集する作業グループが指定されていません。作業グループ一覧から開いてください',
    membersCount: '{{count}} 人選択中',
  },
};
