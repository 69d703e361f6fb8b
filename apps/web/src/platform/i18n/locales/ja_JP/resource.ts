/** リソースフレームワーク（検索フォーム・表・フォーム）の共通文言。 */
export const resource = {
  required: '{{label}}を入力してください',
  requiredSelect: '{{label}}を選択してください',
  inputPlaceholder: '{{label}}を入力',
  selectPlaceholder: '{{label}}を選択',
  createTitle: '{{name}}の新規作成',
  editTitle: '{{name}}の編集',
};
