/** リソースフレームワーク（検索フォーム・表・フォーム）の共通文言。 */
export const resource = {
  required: '{{label}}を入力してください',
  requiredSelect: '{{label}}を選択してください',
  inputPlaceholder: '{{label}}を入力',
  selectPlaceholder: '{{label}}を選択',
  createTitle: '{{name}}の新規作成',
  editTitle: '{{name}}の編集',
  listTitle: '{{name}}一覧',
  detail: '詳細を表示',
  detailTitle: '{{name}} · 詳細',
  deleteConfirmNamed: '「{{name}}」を削除しますか？',
  setFieldConfirm: '「{{name}}」の{{field}}を変更しますか？',
  setFieldDone: '変更しました',
  uploadImage: '画像をアップロード',
  imagePathTooLong: '画像のパスが {{max}} 文字を超えています。もう一度アップロードしてください',
  rangeFrom: '最小値',
  rangeTo: '最大値',
};
