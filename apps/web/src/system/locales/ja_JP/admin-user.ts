/** 用户: texts of its screens (`system.user.…`). */
export const userTexts = {
  user: {
    title: 'ユーザー',
    fields: {
      username: 'アカウント',
      familyName: '姓',
      name: '名',
      mobile: '携帯電話番号',
      email: 'メールアドレス',
      discTitle: '自己紹介のタイトル',
      discDetail: '自己紹介',
      status: '状態',
      lastLogin: '最終ログイン',
      registerTime: '登録日時',
    },
    fullName: '氏名',
    assignAreas: '団地の割り当て',
    assignAreasOf: '団地の割り当て · {{name}}',
    areas: '管理できる団地',
    areasPlaceholder: '団地を検索して選択',
    areasHint: 'このユーザーは選択した団地のデータだけを閲覧・管理できます。何も選択しないと、どの団地のデータも表示されません。システム管理者ロールにはこの制限はありません。',
    areasCount: '{{count}} 件の団地を選択中',
    areasSaved: '{{name}} の団地（{{count}} 件）を保存しました',
  },
};
