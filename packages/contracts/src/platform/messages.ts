/**
 * The platform's own messages (field checks, the framework's write rules, refused requests, imports) with their five
 * translations side by side, and the helpers every catalogue uses: formatting and choosing a locale. The modules'
 * messages live in their own folders (`<module>/messages.ts`); contracts/src/messages.ts merges them all into
 * VALIDATION_MESSAGES.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';
import { defineMessages } from './message-catalogue.ts';

export { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';
export { type MessageDefs, type Translations, defineMessages, mergeCatalogues } from './message-catalogue.ts';

export const PLATFORM_MESSAGES = defineMessages({
  // Field checks (a definition's kinds and patterns, the validators).
  required: { zh_CN: '不能为空', zh_TW: '不能為空', en_US: 'Required', ja_JP: '必須項目です', ko_KR: '필수 항목입니다' },
  max: { zh_CN: '长度不能超过 {max} 个字符', zh_TW: '長度不能超過 {max} 個字元', en_US: 'At most {max} characters', ja_JP: '{max} 文字以内で入力してください', ko_KR: '{max}자 이하로 입력하세요' },
  min: { zh_CN: '长度不能少于 {min} 个字符', zh_TW: '長度不能少於 {min} 個字元', en_US: 'At least {min} characters', ja_JP: '{min} 文字以上で入力してください', ko_KR: '{min}자 이상 입력하세요' },
  maxValue: { zh_CN: '不能大于 {max}', zh_TW: '不能大於 {max}', en_US: 'Must not exceed {max}', ja_JP: '{max} 以下にしてください', ko_KR: '{max} 이하여야 합니다' },
  minValue: { zh_CN: '不能小于 {min}', zh_TW: '不能小於 {min}', en_US: 'Must be at least {min}', ja_JP: '{min} 以上にしてください', ko_KR: '{min} 이상이어야 합니다' },
  mobile: { zh_CN: '请输入正确的手机号码', zh_TW: '請輸入正確的手機號碼', en_US: 'Enter a valid mobile number', ja_JP: '正しい携帯電話番号を入力してください', ko_KR: '올바른 휴대폰 번호를 입력하세요' },
  landline: { zh_CN: '请输入正确的固定电话', zh_TW: '請輸入正確的市話號碼', en_US: 'Enter a valid landline number', ja_JP: '正しい固定電話番号を入力してください', ko_KR: '올바른 유선 전화번호를 입력하세요' },
  idCard: { zh_CN: '请输入正确的身份证号码', zh_TW: '請輸入正確的身分證號碼', en_US: 'Enter a valid ID card number', ja_JP: '正しい身分証番号を入力してください', ko_KR: '올바른 신분증 번호를 입력하세요' },
  noChinese: { zh_CN: '不能包含中文', zh_TW: '不能包含中文', en_US: 'Must not contain Chinese characters', ja_JP: '中国語の文字は使えません', ko_KR: '중국어 문자를 포함할 수 없습니다' },
  enum: { zh_CN: '取值无效', zh_TW: '值無效', en_US: 'Invalid value', ja_JP: '無効な値です', ko_KR: '잘못된 값입니다' },
  integer: { zh_CN: '请输入整数', zh_TW: '請輸入整數', en_US: 'Enter a whole number', ja_JP: '整数を入力してください', ko_KR: '정수를 입력하세요' },
  invalid: { zh_CN: '格式不正确', zh_TW: '格式不正確', en_US: 'Invalid format', ja_JP: '形式が正しくありません', ko_KR: '형식이 올바르지 않습니다' },
  unknownField: { zh_CN: '不支持的字段', zh_TW: '不支援的欄位', en_US: 'Unsupported field', ja_JP: 'サポートされていない項目です', ko_KR: '지원하지 않는 항목입니다' },
  email: { zh_CN: '请输入正确的邮箱地址', zh_TW: '請輸入正確的電子郵件地址', en_US: 'Enter a valid email address', ja_JP: '正しいメールアドレスを入力してください', ko_KR: '올바른 이메일 주소를 입력하세요' },
  image: {
    zh_CN: '请选择 PNG、JPEG 或 GIF 格式的图片',
    zh_TW: '請選擇 PNG、JPEG 或 GIF 格式的圖片',
    en_US: 'Choose a PNG, JPEG or GIF image',
    ja_JP: 'PNG・JPEG・GIF 形式の画像を選択してください',
    ko_KR: 'PNG, JPEG 또는 GIF 형식의 이미지를 선택하세요',
  },
  code: {
    zh_CN: '只能包含字母、数字及 _ . : -',
    zh_TW: '只能包含字母、數字及 _ . : -',
    en_US: 'Only letters, digits and _ . : - are allowed',
    ja_JP: '英字・数字と _ . : - のみ使用できます',
    ko_KR: '영문자, 숫자와 _ . : - 만 사용할 수 있습니다',
  },
  money: {
    zh_CN: '请输入金额，最多两位小数',
    zh_TW: '請輸入金額，最多兩位小數',
    en_US: 'Enter an amount with at most two decimal places',
    ja_JP: '小数点以下 2 桁までの金額を入力してください',
    ko_KR: '소수점 둘째 자리까지의 금액을 입력하세요',
  },
  decimal: {
    zh_CN: '请输入数字，最多两位小数',
    zh_TW: '請輸入數字，最多兩位小數',
    en_US: 'Enter a number with at most two decimal places',
    ja_JP: '小数点以下 2 桁までの数値を入力してください',
    ko_KR: '소수점 둘째 자리까지의 숫자를 입력하세요',
  },
  // A decimal with four places (a unit price in 元, a rate in %).
  decimal4: {
    zh_CN: '请输入数字，最多四位小数',
    zh_TW: '請輸入數字，最多四位小數',
    en_US: 'Enter a number with at most four decimal places',
    ja_JP: '小数点以下 4 桁までの数値を入力してください',
    ko_KR: '소수점 넷째 자리까지의 숫자를 입력하세요',
  },
  plate: { zh_CN: '请输入正确的车牌号', zh_TW: '請輸入正確的車牌號', en_US: 'Enter a valid licence plate', ja_JP: '正しいナンバープレートを入力してください', ko_KR: '올바른 차량 번호를 입력하세요' },
  link: {
    zh_CN: '请输入 http:// 或 https:// 开头的地址或本站路径',
    zh_TW: '請輸入 http:// 或 https:// 開頭的網址或本站路徑',
    en_US: 'Enter an address starting with http:// or https://, or a path of this site',
    ja_JP: 'http:// または https:// で始まるアドレスか、このサイトのパスを入力してください',
    ko_KR: 'http:// 또는 https://로 시작하는 주소나 이 사이트의 경로를 입력하세요',
  },
  // The framework's write rules (entity-routes.ts, write-scope.ts, masking.ts, search-by-mask.ts): uniqueness, references, scope, versions, transitions, trees, masked values.
  taken: { zh_CN: '已存在，请重新输入', zh_TW: '已存在，請重新輸入', en_US: 'Already in use. Enter a different value.', ja_JP: '既に存在します。別の値を入力してください', ko_KR: '이미 존재합니다. 다른 값을 입력하세요' },
  duplicate: { zh_CN: '数据已存在', zh_TW: '資料已存在', en_US: 'The record already exists', ja_JP: 'データは既に存在します', ko_KR: '데이터가 이미 존재합니다' },
  positiveId: { zh_CN: '须为正整数编号', zh_TW: '須為正整數編號', en_US: 'Must be a positive ID', ja_JP: '正の整数の ID を指定してください', ko_KR: '양의 정수 ID여야 합니다' },
  refMissing: {
    zh_CN: '所选记录不存在或已删除',
    zh_TW: '所選記錄不存在或已刪除',
    en_US: 'The selected record does not exist or has been deleted',
    ja_JP: '選択したレコードは存在しないか削除されています',
    ko_KR: '선택한 레코드가 없거나 삭제되었습니다',
  },
  referenced: {
    zh_CN: '该记录仍被{title}使用，不能删除',
    zh_TW: '此記錄仍被{title}使用，無法刪除',
    en_US: 'This record is still used by {title} and cannot be deleted',
    ja_JP: 'このレコードは{title}で使用中のため削除できません',
    ko_KR: '이 레코드는 {title}에서 사용 중이므로 삭제할 수 없습니다',
  },
  outOfScope: {
    zh_CN: '无权操作该小区的数据',
    zh_TW: '無權操作該社區的資料',
    en_US: 'You may not work with data of this community',
    ja_JP: 'このコミュニティのデータを操作する権限がありません',
    ko_KR: '이 단지의 데이터를 다룰 권한이 없습니다',
  },
  staleVersion: {
    zh_CN: '数据已被他人修改，请刷新后重试',
    zh_TW: '資料已被他人修改，請重新整理後再試',
    en_US: 'Someone else has changed this record. Reload it and try again.',
    ja_JP: '他のユーザーがこのデータを変更しました。再読み込みしてからやり直してください',
    ko_KR: '다른 사용자가 이 데이터를 변경했습니다. 새로 고친 후 다시 시도하세요',
  },
  invalidTransition: {
    zh_CN: '记录的当前状态不能执行此操作，请刷新后重试',
    zh_TW: '記錄目前的狀態不能執行此操作，請重新整理後再試',
    en_US: 'Not possible in the record\'s current state. Reload it and try again.',
    ja_JP: '現在の状態ではこの操作はできません。再読み込みしてください',
    ko_KR: '현재 상태에서는 이 작업을 할 수 없습니다. 새로 고친 후 다시 시도하세요',
  },
  treeCycle: {
    zh_CN: '不能移动到自身或其下级之下',
    zh_TW: '不能移動到自身或其下級之下',
    en_US: 'An item cannot move under itself or one of its descendants',
    ja_JP: '自身またはその下位の下へ移動することはできません',
    ko_KR: '자신 또는 그 하위 항목 아래로 이동할 수 없습니다',
  },
  maskedValue: { zh_CN: '请输入完整的内容，不能包含 *', zh_TW: '請輸入完整的內容，不能包含 *', en_US: 'Enter the full value, without *', ja_JP: '* を含まない完全な値を入力してください', ko_KR: '* 없이 전체 값을 입력하세요' },
  maskedSearch: {
    zh_CN: '只能按完整内容或显示出的首尾部分查询',
    zh_TW: '只能依完整內容或顯示出的首尾部分查詢',
    en_US: 'Search this field by its full value or by the part shown',
    ja_JP: 'この項目は完全な値か表示されている部分でのみ検索できます',
    ko_KR: '이 항목은 전체 값 또는 표시된 부분으로만 검색할 수 있습니다',
  },
  // Requests refused before a module sees them (errors.ts, auth.ts, json-body.ts, duplicate-submit.ts, the tenant check).
  forbidden: { zh_CN: '没有权限执行此操作', zh_TW: '沒有權限執行此操作', en_US: 'You are not allowed to do this', ja_JP: 'この操作を行う権限がありません', ko_KR: '이 작업을 수행할 권한이 없습니다' },
  headersTooLarge: {
    zh_CN: '请求地址或请求头过长',
    zh_TW: '請求網址或標頭過長',
    en_US: 'The request URL or headers are too long',
    ja_JP: 'リクエストの URL またはヘッダーが長すぎます',
    ko_KR: '요청 URL 또는 헤더가 너무 깁니다',
  },
  jsonTooDeep: { zh_CN: '请求体嵌套层级过深', zh_TW: '請求內容巢狀層級過深', en_US: 'The request body is nested too deeply', ja_JP: 'リクエスト本文の入れ子が深すぎます', ko_KR: '요청 본문의 중첩이 너무 깊습니다' },
  badMultipart: {
    zh_CN: '上传请求格式不正确（multipart/form-data）',
    zh_TW: '上傳請求格式不正確（multipart/form-data）',
    en_US: 'Malformed upload request (multipart/form-data)',
    ja_JP: 'アップロードのリクエスト形式が正しくありません（multipart/form-data）',
    ko_KR: '업로드 요청 형식이 올바르지 않습니다(multipart/form-data)',
  },
  rateLimited: {
    zh_CN: '请求过于频繁，请稍后再试',
    zh_TW: '請求過於頻繁，請稍後再試',
    en_US: 'Too many requests. Try again later.',
    ja_JP: 'リクエストが多すぎます。しばらくしてから再試行してください',
    ko_KR: '요청이 너무 많습니다. 잠시 후 다시 시도하세요',
  },
  serviceUnavailable: {
    zh_CN: '服务暂时不可用，请稍后重试',
    zh_TW: '服務暫時無法使用，請稍後重試',
    en_US: 'The service is temporarily unavailable. Try again shortly.',
    ja_JP: 'サービスは一時的に利用できません。しばらくしてから再試行してください',
    ko_KR: '서비스를 일시적으로 사용할 수 없습니다. 잠시 후 다시 시도하세요',
  },
  duplicateSubmit: {
    zh_CN: '数据正在处理，请勿重复提交',
    zh_TW: '資料正在處理，請勿重複送出',
    en_US: 'Request in progress. Do not submit it again.',
    ja_JP: 'データを処理中です。重複して送信しないでください',
    ko_KR: '데이터를 처리 중입니다. 중복 제출하지 마세요',
  },
  tenantUnavailable: {
    zh_CN: '租户不存在或已停用',
    zh_TW: '租戶不存在或已停用',
    en_US: 'The tenant does not exist or has been disabled.',
    ja_JP: 'テナントが存在しないか、停止されています',
    ko_KR: '테넌트가 존재하지 않거나 중지되었습니다',
  },
  tenantExpired: {
    zh_CN: '项目已过期，请联系平台管理员续期',
    zh_TW: '專案已過期，請聯絡平台管理員續期',
    en_US: 'The project has expired. Contact the platform administrator to renew it.',
    ja_JP: 'プロジェクトの有効期限が切れています。プラットフォーム管理者に更新を依頼してください',
    ko_KR: '프로젝트가 만료되었습니다. 플랫폼 관리자에게 갱신을 요청하세요',
  },
  passwordChangeRequired: {
    zh_CN: '请先修改密码，再进行其他操作',
    zh_TW: '請先修改密碼，再進行其他操作',
    en_US: 'Change your password before you continue.',
    ja_JP: '続行する前にパスワードを変更してください',
    ko_KR: '계속하려면 먼저 비밀번호를 변경하세요',
  },
  // Excel imports (entity-routes.ts, excel-import.ts): the file, its size, its columns, a reference by name and the template's notes.
  importFailed: {
    zh_CN: '导入失败：{n} 行数据有误，未导入任何数据',
    zh_TW: '匯入失敗：{n} 列資料有誤，未匯入任何資料',
    en_US: 'Import failed: {n} rows have errors; nothing was imported',
    ja_JP: 'インポート失敗：{n} 行に誤りがあるため、何もインポートしていません',
    ko_KR: '가져오기 실패: {n}개 행에 오류가 있어 아무것도 가져오지 않았습니다',
  },
  importEmpty: { zh_CN: '文件中没有数据', zh_TW: '檔案中沒有資料', en_US: 'The file holds no rows', ja_JP: 'ファイルにデータがありません', ko_KR: '파일에 데이터가 없습니다' },
  importTooMany: {
    zh_CN: '一次最多导入 {max} 行',
    zh_TW: '一次最多匯入 {max} 列',
    en_US: 'At most {max} rows per import',
    ja_JP: '一度にインポートできるのは {max} 行までです',
    ko_KR: '한 번에 최대 {max}행까지 가져올 수 있습니다',
  },
  importTooLarge: {
    zh_CN: '文件内容过大（解压后超过 {mb} MB），请拆分后再导入',
    zh_TW: '檔案內容過大（解壓縮後超過 {mb} MB），請拆分後再匯入',
    en_US: 'The file is too large (over {mb} MB uncompressed): split it and import the parts',
    ja_JP: 'ファイルの内容が大きすぎます（展開後 {mb} MB 超）。分割してインポートしてください',
    ko_KR: '파일 내용이 너무 큽니다(압축 해제 후 {mb}MB 초과). 나누어서 가져오세요',
  },
  importColumns: { zh_CN: '无法识别的列：{columns}', zh_TW: '無法辨識的欄：{columns}', en_US: 'Unknown columns: {columns}', ja_JP: '認識できない列：{columns}', ko_KR: '알 수 없는 열: {columns}' },
  importFile: {
    zh_CN: '请上传按模板填写的 .xlsx 文件',
    zh_TW: '請上傳依範本填寫的 .xlsx 檔案',
    en_US: 'Upload an .xlsx file filled in from the template',
    ja_JP: 'テンプレートに沿って記入した .xlsx ファイルをアップロードしてください',
    ko_KR: '템플릿에 따라 작성한 .xlsx 파일을 업로드하세요',
  },
  importRefMissing: {
    zh_CN: '{title}“{value}”不存在',
    zh_TW: '{title}「{value}」不存在',
    en_US: '{title} “{value}” does not exist',
    ja_JP: '{title}「{value}」は存在しません',
    ko_KR: '{title} “{value}”이(가) 없습니다',
  },
  importRefAmbiguous: {
    zh_CN: '名称“{value}”不唯一，请填写{code}',
    zh_TW: '名稱「{value}」不唯一，請填寫{code}',
    en_US: 'The name “{value}” is not unique: enter the {code} instead',
    ja_JP: '名称「{value}」は一意ではありません。{code}を入力してください',
    ko_KR: '이름 “{value}”이(가) 고유하지 않습니다. {code}을(를) 입력하세요',
  },
  importRefNote: { zh_CN: '填写{name}或{code}', zh_TW: '填寫{name}或{code}', en_US: '{name} or {code}', ja_JP: '{name}または{code}を入力', ko_KR: '{name} 또는 {code}을(를) 입력하세요' },
  importRefNoteWithin: {
    zh_CN: '填写{name}或{code}；按本行的{parents}查找',
    zh_TW: '填寫{name}或{code}；依本列的{parents}查找',
    en_US: '{name} or {code}, looked up within this row’s {parents}',
    ja_JP: '{name}または{code}を入力（この行の{parents}の中で探します）',
    ko_KR: '{name} 또는 {code}을(를) 입력하세요(이 행의 {parents} 안에서 찾습니다)',
  },
});

/** A parameter that is itself a catalogue word (`{ msg: 'roomState3' }`), worded in the message's language. */
const isWord = (value: unknown): value is { msg: string } => typeof value === 'object' && value !== null && typeof (value as { msg: unknown }).msg === 'string';

export const formatMessage = (template: string, params: Record<string, unknown> = {}, catalogue?: Partial<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    return isWord(value) ? (catalogue?.[value.msg] ?? value.msg) : String(value ?? '');
  });

/** Picks a supported locale from a header value such as `en-US,en;q=0.9` or `zh_TW`. */
export const pickLocale = (header: string | undefined): Locale => {
  const wanted = (header ?? '').split(',').map((part) => part.split(';')[0].trim().replace('-', '_').toLowerCase());
  for (const tag of wanted) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    if (tag === 'zh_hk' || tag === 'zh_hant') return 'zh_TW';
    const byLanguage = LOCALES.find((l) => l.slice(0, 2) === tag.slice(0, 2));
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
};
