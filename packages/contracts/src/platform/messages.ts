/** Validation messages in the five locales; shared by the server's error mapper and the web forms. */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

export { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

export type ValidationKey =
  | 'required' | 'max' | 'min' | 'maxValue' | 'minValue' | 'mobile' | 'landline' | 'idCard' | 'noChinese'
  | 'enum' | 'integer' | 'invalid' | 'passwordRule' | 'unknownField' | 'email' | 'image' | 'passwordElsewhere'
  | 'passwordCommon' | 'passwordReused' | 'passwordChangeRequired'
  | 'taken' | 'duplicate' | 'dictHasItems' | 'dictCodeInUse' | 'passwordSame' | 'notCurrentUser' | 'code'
  // Departments and posts (system/department, system/post).
  | 'departmentCycle' | 'departmentTooDeep' | 'departmentHasChildren' | 'departmentHasUsers' | 'postInUse'
  // Refusals the server words in the caller's language (zh_CN: the spec's own messages).
  | 'positiveId' | 'forbidden' | 'headersTooLarge'
  // Tenant management and online sessions (system/tenant/admin-routes, system/session).
  | 'tenantCode' | 'tenantOperatorSelf' | 'sessionOwn' | 'sessionGone'
  | 'userDisabled' | 'loginRateLimited' | 'rateLimited' | 'serviceUnavailable' | 'tenantUnavailable' | 'tenantUnknown' | 'tenantExpired' | 'duplicateSubmit'
  | 'jsonTooDeep' | 'badMultipart' | 'money' | 'refMissing' | 'referenced' | 'outOfScope' | 'staleVersion' | 'invalidTransition'
  // The login's captcha (system/captcha).
  | 'captchaRequired' | 'captchaWrong'
  | 'importFailed' | 'importEmpty' | 'importTooMany' | 'importColumns' | 'importFile'
  // Base data (issue 20): an import past its uncompressed size, an approval naming an existing resident by another name.
  | 'importTooLarge' | 'auditNameMismatch'
  // An import's reference by name (platform/excel-import.ts): a name found nowhere or more than once, the template's notes.
  | 'importRefMissing' | 'importRefAmbiguous' | 'importRefNote' | 'importRefNoteWithin'
  // SMS two-factor login and the tenant's login settings.
  | 'smsNotEnabled' | 'smsNoPhone' | 'smsCodeRequired' | 'smsCodeWrong' | 'smsResendWait' | 'smsPhoneLimit' | 'smsPhoneInvalid'
  | 'smsNotConfigured' | 'smsSendFailed' | 'smsLookupFirst' | 'smsSent' | 'httpUrl' | 'twoFactorNeedsPhone'
  // Roles and the menu editor (system/role, system/menu).
  | 'nameRequired' | 'roleInUse' | 'roleBuiltin' | 'roleAdminLast' | 'menuTitleRequired' | 'menuNameInvalid' | 'menuUrlInvalid'
  | 'menuComponentInvalid' | 'menuRootPath' | 'menuButtonCode' | 'menuButtonNoRoute' | 'menuNotButton' | 'menuMoveTop' | 'menuMoveFirstLevel' | 'menuMoveCycle'
  // Users (system/user).
  | 'userNameTaken' | 'userPasswordWrong' | 'userPasswordWrongLeft' | 'userSelfDelete' | 'userSelfDisable' | 'userLastAdmin'
  | 'userDepartmentMissing' | 'userRoleMissing' | 'userAreaMissing' | 'userPostMissing' | 'grantBeyondOwn'
  // Acting on a stronger account (system/role/grant-limits.ts assertUserWithinOwn; issue 20).
  | 'userBeyondOwn'
  // Base data (base/*): numbers with decimals, plates, the hierarchy's, residents' and parking's refusals.
  | 'decimal' | 'plate' | 'communityHasBuildings' | 'buildingHasUnits' | 'buildingHasRooms' | 'unitHasRooms' | 'floorHasRooms'
  | 'roomHasResidents' | 'batchTooMany' | 'roomStateNot' | 'arrears' | 'residentHasRooms' | 'residentBound' | 'maskedValue'
  | 'auditDone' | 'parkingHasSpaces' | 'spaceInUse' | 'spaceFree' | 'deviceKey'
  | 'dateOrder' | 'notInCommunity' | 'registerPending' | 'idCardBirthday' | 'roomNoTaken' | 'buildingNoTaken' | 'floorOutOfBuilding'
  // Parking spaces in a batch (base/parking): numbers taken, too many, a reversed range, the batch's log line.
  | 'spaceNoTaken' | 'spaceBatchTooMany' | 'numberRangeOrder' | 'spaceBatchAdded'
  // Words other messages take as parameters (`{ msg: key }`): a room's states and the acts refused on a room or space.
  | 'roomState0' | 'roomState1' | 'roomState2' | 'roomState3' | 'roomState4' | 'doSale' | 'doRent' | 'doLeave' | 'doTakeOut'
  // Personal data and the framework's write rules (platform/search-by-mask.ts, entity-routes.ts): a refused search of a masked field, a link, a tree cycle.
  | 'maskedSearch' | 'link' | 'treeCycle';

type Catalogue = Record<ValidationKey, string>;

export const VALIDATION_MESSAGES: Record<Locale, Catalogue> = {
  zh_CN: {
    required: '不能为空', max: '长度不能超过 {max} 个字符', min: '长度不能少于 {min} 个字符',
    maxValue: '不能大于 {max}', minValue: '不能小于 {min}', mobile: '请输入正确的手机号码',
    landline: '请输入正确的固定电话', idCard: '请输入正确的身份证号码', noChinese: '不能包含中文',
    enum: '取值无效', integer: '请输入整数', invalid: '格式不正确', passwordRule: '密码不符合规则',
    unknownField: '不支持的字段', email: '请输入正确的邮箱地址', image: '请选择 PNG、JPEG 或 GIF 格式的图片',
    passwordElsewhere: '请通过“修改密码”修改密码',
    passwordCommon: '密码过于常见，容易被猜中，请换一个', passwordReused: '新密码不能与最近 3 次使用过的密码相同',
    passwordChangeRequired: '请先修改密码，再进行其他操作',
    taken: '已存在，请重新输入', duplicate: '数据已存在',
    dictHasItems: '该字典类型下还有字典项，请先删除字典项', dictCodeInUse: '已有字典项使用此编码，不能修改',
    passwordSame: '新密码不能与原密码相同', code: '只能包含字母、数字及 _ . : -', notCurrentUser: '账号与当前登录用户不符',
    userDisabled: '账号已被禁用，请联系管理员', loginRateLimited: '登录请求过于频繁，请稍后再试', rateLimited: '请求过于频繁，请稍后再试', serviceUnavailable: '服务暂时不可用，请稍后重试',
    tenantUnavailable: '租户不存在或已停用', tenantUnknown: '租户“{code}”不存在或已停用，请联系平台管理员',
    tenantExpired: '项目已过期，请联系平台管理员续期', duplicateSubmit: '数据正在处理，请勿重复提交',
    tenantCode: '只能包含小写字母、数字和连字符（-），且以字母或数字开头', tenantOperatorSelf: '不能停用平台运营方自己的租户',
    sessionOwn: '不能强制退出当前会话，请使用“退出登录”', sessionGone: '该会话已结束',
    positiveId: '须为正整数编号', forbidden: '没有权限执行此操作', headersTooLarge: '请求地址或请求头过长',
    jsonTooDeep: '请求体嵌套层级过深', badMultipart: '上传请求格式不正确（multipart/form-data）',
    money: '请输入金额，最多两位小数',
    refMissing: '所选记录不存在或已删除', referenced: '该记录仍被{title}使用，不能删除',
    outOfScope: '无权操作该小区的数据',
    staleVersion: '数据已被他人修改，请刷新后重试',
    invalidTransition: '记录的当前状态不能执行此操作，请刷新后重试',
    smsNotEnabled: '未开启短信验证码登录', smsNoPhone: '该用户未绑定手机号，请联系管理员', smsCodeRequired: '手机验证码不能为空',
    smsCodeWrong: '短信验证码错误或已失效', smsResendWait: '请在 {seconds} 秒后重新发送', smsPhoneLimit: '该手机号获取验证码次数过多，请稍后再试',
    smsPhoneInvalid: '绑定的手机号码无效，请联系管理员', smsNotConfigured: '短信服务未配置，请联系管理员', smsSendFailed: '短信发送失败',
    smsLookupFirst: '请先输入账号，获取绑定的手机号', smsSent: '验证码已发送，{minutes} 分钟内有效', httpUrl: '请输入以 http:// 或 https:// 开头的地址',
    twoFactorNeedsPhone: '请先在个人中心为自己的账号绑定手机号，再开启短信验证码登录',
    nameRequired: '名称不能为空', roleInUse: '该角色已被 {n} 个账号使用，禁止删除', roleBuiltin: '内置管理员角色拥有全部菜单，不能删除，也不能修改其授权',
    roleAdminLast: '保存后将没有任何启用的账号能够管理角色，操作已取消', menuTitleRequired: '请填写路由标题',
    menuNameInvalid: '请输入有效的路由名称，不能包含中文', menuUrlInvalid: '请输入有效的路由路径，不能包含中文', menuComponentInvalid: '请输入有效的路由组件，不能包含中文',
    menuRootPath: '一级路由的路径须以 / 开头', menuButtonCode: '按钮须填写权限编码', menuButtonNoRoute: '按钮不是路由，不能填写路径和组件',
    menuNotButton: '只有按钮可以填写权限编码', menuMoveTop: '非一级节点不能移动为一级节点',
    menuMoveFirstLevel: '一级节点只能在同级之间调整顺序', menuMoveCycle: '不能把节点移动到它自己或它的下级节点之下',
    userNameTaken: '账号已存在，请重新输入', userPasswordWrong: '当前登录密码不正确', userPasswordWrongLeft: '当前登录密码不正确，您还有 {attempts} 次机会', userSelfDelete: '不能删除当前登录的账号', userSelfDisable: '不能禁用当前登录的账号', userLastAdmin: '至少需要保留一个启用的系统管理员账号', userDepartmentMissing: '所选部门不存在或已删除', userRoleMissing: '所选角色不存在', userAreaMissing: '所选小区不存在或已删除', userPostMissing: '所选岗位不存在或已删除',
    grantBeyondOwn: '不能授予超出自己权限的菜单或角色',
    userBeyondOwn: '该用户拥有超出您权限的菜单、权限或小区，您不能重置其密码、启用、停用、删除或解锁该用户',
    captchaRequired: '未验证，请先完成安全验证', captchaWrong: '验证码错误或已失效，请重新验证',
    importFailed: '导入失败：{n} 行数据有误，未导入任何数据', importEmpty: '文件中没有数据', importTooMany: '一次最多导入 {max} 行', importTooLarge: '文件内容过大（解压后超过 {mb} MB），请拆分后再导入', importColumns: '无法识别的列：{columns}', importFile: '请上传按模板填写的 .xlsx 文件',
    importRefMissing: '{title}“{value}”不存在', importRefAmbiguous: '名称“{value}”不唯一，请填写{code}',
    importRefNote: '填写{name}或{code}', importRefNoteWithin: '填写{name}或{code}；按本行的{parents}查找',
    departmentCycle: '不能移动到自身或其下级部门之下', departmentTooDeep: '部门层级过深', departmentHasChildren: '该部门下还有 {n} 个下级部门，不能删除', departmentHasUsers: '该部门下还有 {n} 个用户，不能删除', postInUse: '该岗位仍有 {n} 个用户在用，不能删除',
    decimal: '请输入数字，最多两位小数', plate: '请输入正确的车牌号', communityHasBuildings: '该小区下还有 {n} 栋楼，不能删除',
    buildingHasUnits: '该楼栋下还有 {n} 个单元，不能删除', buildingHasRooms: '该楼栋下还有 {n} 间房屋，不能删除', unitHasRooms: '该单元下还有 {n} 间房屋，不能删除',
    floorHasRooms: '该楼层还有 {n} 间房屋，不能删除', roomHasResidents: '该房屋还绑定着 {n} 位住户，不能删除', batchTooMany: '一次最多生成 {max} 间房屋',
    roomState0: '未售', roomState1: '空置', roomState2: '自住', roomState3: '出租', roomState4: '装修中', doSale: '出售', doRent: '出租', doLeave: '退房', doTakeOut: '退出',
    roomStateNot: '房屋当前为“{state}”，不能{action}', arrears: '存在未缴清的费用，不能{action}', residentHasRooms: '该住户还绑定着 {n} 间房屋，请先解除绑定',
    residentBound: '该住户已绑定此房屋', maskedValue: '请输入完整的内容，不能包含 *', auditDone: '该申请已审核，不能重复审核',
    parkingHasSpaces: '该停车场下还有 {n} 个车位，不能删除', spaceInUse: '车位使用中，请先办理退出', spaceFree: '车位空闲，无需退出', deviceKey: '设备凭证无效', dateOrder: '结束日期不能早于开始日期', notInCommunity: '不属于所选小区', registerPending: '该房屋已有您的待审核申请，请勿重复提交', idCardBirthday: '出生日期与身份证号码不一致', roomNoTaken: '房号 {roomNo} 已存在', buildingNoTaken: '楼栋编号 {buildingNo} 已存在', floorOutOfBuilding: '楼层超出楼栋的层数范围', auditNameMismatch: '该证件号码属于已有住户，但姓名与住户档案不一致，不能通过；请核实后驳回，或先在住户管理中更正档案',
    spaceNoTaken: '该停车场已有 {n} 个车位编号与本次重复：{spaceNos}', spaceBatchTooMany: '一次最多新增 {max} 个车位', numberRangeOrder: '结束编号不能小于起始编号', spaceBatchAdded: '批量新增车位 {n} 个（{lot}：{first} ～ {last}）',
    maskedSearch: '只能按完整内容或显示出的首尾部分查询', link: '请输入 http:// 或 https:// 开头的地址或本站路径', treeCycle: '不能移动到自身或其下级之下',
  },
  zh_TW: {
    required: '不能為空', max: '長度不能超過 {max} 個字元', min: '長度不能少於 {min} 個字元',
    maxValue: '不能大於 {max}', minValue: '不能小於 {min}', mobile: '請輸入正確的手機號碼',
    landline: '請輸入正確的市話號碼', idCard: '請輸入正確的身分證號碼', noChinese: '不能包含中文',
    enum: '值無效', integer: '請輸入整數', invalid: '格式不正確', passwordRule: '密碼不符合規則',
    unknownField: '不支援的欄位', email: '請輸入正確的電子郵件地址', image: '請選擇 PNG、JPEG 或 GIF 格式的圖片',
    passwordElsewhere: '請透過「修改密碼」修改密碼',
    passwordCommon: '密碼過於常見，容易被猜中，請換一個', passwordReused: '新密碼不能與最近 3 次使用過的密碼相同',
    passwordChangeRequired: '請先修改密碼，再進行其他操作',
    taken: '已存在，請重新輸入', duplicate: '資料已存在',
    dictHasItems: '此字典類型下仍有字典項，請先刪除字典項', dictCodeInUse: '已有字典項使用此代碼，無法修改',
    passwordSame: '新密碼不能與原密碼相同', code: '只能包含字母、數字及 _ . : -', notCurrentUser: '帳號與目前登入的使用者不符',
    userDisabled: '帳號已被停用，請聯絡管理員', loginRateLimited: '登入請求過於頻繁，請稍後再試', rateLimited: '請求過於頻繁，請稍後再試', serviceUnavailable: '服務暫時無法使用，請稍後重試',
    tenantUnavailable: '租戶不存在或已停用', tenantUnknown: '租戶「{code}」不存在或已停用，請聯絡平台管理員',
    tenantExpired: '專案已過期，請聯絡平台管理員續期', duplicateSubmit: '資料正在處理，請勿重複送出',
    tenantCode: '只能包含小寫字母、數字和連字號（-），且以字母或數字開頭', tenantOperatorSelf: '不能停用平台營運方自己的租戶',
    sessionOwn: '不能強制登出目前的工作階段，請使用「登出」', sessionGone: '該工作階段已結束',
    positiveId: '須為正整數編號', forbidden: '沒有權限執行此操作', headersTooLarge: '請求網址或標頭過長',
    jsonTooDeep: '請求內容巢狀層級過深', badMultipart: '上傳請求格式不正確（multipart/form-data）',
    money: '請輸入金額，最多兩位小數',
    refMissing: '所選記錄不存在或已刪除', referenced: '此記錄仍被{title}使用，無法刪除',
    outOfScope: '無權操作該社區的資料',
    staleVersion: '資料已被他人修改，請重新整理後再試',
    invalidTransition: '記錄目前的狀態不能執行此操作，請重新整理後再試',
    smsNotEnabled: '未開啟簡訊驗證碼登入', smsNoPhone: '該使用者未綁定手機號碼，請聯絡管理員', smsCodeRequired: '手機驗證碼不能為空',
    smsCodeWrong: '簡訊驗證碼錯誤或已失效', smsResendWait: '請在 {seconds} 秒後重新傳送', smsPhoneLimit: '該手機號碼取得驗證碼次數過多，請稍後再試',
    smsPhoneInvalid: '綁定的手機號碼無效，請聯絡管理員', smsNotConfigured: '簡訊服務未設定，請聯絡管理員', smsSendFailed: '簡訊傳送失敗',
    smsLookupFirst: '請先輸入帳號，取得綁定的手機號碼', smsSent: '驗證碼已傳送，{minutes} 分鐘內有效', httpUrl: '請輸入以 http:// 或 https:// 開頭的網址',
    twoFactorNeedsPhone: '請先在個人中心為自己的帳號綁定手機號碼，再開啟簡訊驗證碼登入',
    nameRequired: '名稱不能為空', roleInUse: '該角色已被 {n} 個帳號使用，禁止刪除', roleBuiltin: '內建管理員角色擁有全部選單，不能刪除，也不能修改其授權',
    roleAdminLast: '儲存後將沒有任何啟用的帳號能夠管理角色，操作已取消', menuTitleRequired: '請填寫路由標題',
    menuNameInvalid: '請輸入有效的路由名稱，不能包含中文', menuUrlInvalid: '請輸入有效的路由路徑，不能包含中文', menuComponentInvalid: '請輸入有效的路由元件，不能包含中文',
    menuRootPath: '一級路由的路徑須以 / 開頭', menuButtonCode: '按鈕須填寫權限編碼', menuButtonNoRoute: '按鈕不是路由，不能填寫路徑和元件',
    menuNotButton: '只有按鈕可以填寫權限編碼', menuMoveTop: '非一級節點不能移動為一級節點',
    menuMoveFirstLevel: '一級節點只能在同級之間調整順序', menuMoveCycle: '不能把節點移動到它自己或它的下級節點之下',
    userNameTaken: '帳號已存在，請重新輸入', userPasswordWrong: '目前登入密碼不正確', userPasswordWrongLeft: '目前登入密碼不正確，您還有 {attempts} 次機會', userSelfDelete: '不能刪除目前登入的帳號', userSelfDisable: '不能停用目前登入的帳號', userLastAdmin: '至少需要保留一個啟用的系統管理員帳號', userDepartmentMissing: '所選部門不存在或已刪除', userRoleMissing: '所選角色不存在', userAreaMissing: '所選社區不存在或已刪除', userPostMissing: '所選崗位不存在或已刪除',
    grantBeyondOwn: '不能授予超出自己權限的選單或角色',
    userBeyondOwn: '該使用者擁有超出您權限的選單、權限或社區，您不能重設其密碼、啟用、停用、刪除或解鎖該使用者',
    captchaRequired: '未驗證，請先完成安全驗證', captchaWrong: '驗證碼錯誤或已失效，請重新驗證',
    importFailed: '匯入失敗：{n} 列資料有誤，未匯入任何資料', importEmpty: '檔案中沒有資料', importTooMany: '一次最多匯入 {max} 列', importTooLarge: '檔案內容過大（解壓縮後超過 {mb} MB），請拆分後再匯入', importColumns: '無法辨識的欄：{columns}', importFile: '請上傳依範本填寫的 .xlsx 檔案',
    importRefMissing: '{title}「{value}」不存在', importRefAmbiguous: '名稱「{value}」不唯一，請填寫{code}',
    importRefNote: '填寫{name}或{code}', importRefNoteWithin: '填寫{name}或{code}；依本列的{parents}查找',
    departmentCycle: '不能移動到自身或其下級部門之下', departmentTooDeep: '部門層級過深', departmentHasChildren: '此部門下還有 {n} 個下級部門，無法刪除', departmentHasUsers: '此部門下還有 {n} 個使用者，無法刪除', postInUse: '此職位仍有 {n} 個使用者在用，無法刪除',
    decimal: '請輸入數字，最多兩位小數', plate: '請輸入正確的車牌號', communityHasBuildings: '該社區下還有 {n} 棟樓，不能刪除',
    buildingHasUnits: '該樓棟下還有 {n} 個單元，不能刪除', buildingHasRooms: '該樓棟下還有 {n} 間房屋，不能刪除', unitHasRooms: '該單元下還有 {n} 間房屋，不能刪除',
    floorHasRooms: '該樓層還有 {n} 間房屋，不能刪除', roomHasResidents: '該房屋還綁定著 {n} 位住戶，不能刪除', batchTooMany: '一次最多產生 {max} 間房屋',
    roomState0: '未售', roomState1: '空置', roomState2: '自住', roomState3: '出租', roomState4: '裝修中', doSale: '出售', doRent: '出租', doLeave: '退房', doTakeOut: '退出',
    roomStateNot: '房屋目前為「{state}」，不能{action}', arrears: '尚有未繳清的費用，不能{action}', residentHasRooms: '該住戶還綁定著 {n} 間房屋，請先解除綁定',
    residentBound: '該住戶已綁定此房屋', maskedValue: '請輸入完整的內容，不能包含 *', auditDone: '該申請已審核，不能重複審核',
    parkingHasSpaces: '該停車場下還有 {n} 個車位，不能刪除', spaceInUse: '車位使用中，請先辦理退出', spaceFree: '車位空閒，無需退出', deviceKey: '設備憑證無效', dateOrder: '結束日期不能早於開始日期', notInCommunity: '不屬於所選社區', registerPending: '該房屋已有您的待審核申請，請勿重複提交', idCardBirthday: '出生日期與身分證號碼不一致', roomNoTaken: '房號 {roomNo} 已存在', buildingNoTaken: '樓棟編號 {buildingNo} 已存在', floorOutOfBuilding: '樓層超出樓棟的層數範圍', auditNameMismatch: '該證件號碼屬於已有住戶，但姓名與住戶檔案不一致，不能通過；請核實後駁回，或先在住戶管理中更正檔案',
    spaceNoTaken: '該停車場已有 {n} 個車位編號與本次重複：{spaceNos}', spaceBatchTooMany: '一次最多新增 {max} 個車位', numberRangeOrder: '結束編號不能小於起始編號', spaceBatchAdded: '批次新增車位 {n} 個（{lot}：{first} ～ {last}）',
    maskedSearch: '只能依完整內容或顯示出的首尾部分查詢', link: '請輸入 http:// 或 https:// 開頭的網址或本站路徑', treeCycle: '不能移動到自身或其下級之下',
  },
  en_US: {
    required: 'Required', max: 'At most {max} characters', min: 'At least {min} characters',
    maxValue: 'Must not exceed {max}', minValue: 'Must be at least {min}', mobile: 'Enter a valid mobile number',
    landline: 'Enter a valid landline number', idCard: 'Enter a valid ID card number', noChinese: 'Must not contain Chinese characters',
    enum: 'Invalid value', integer: 'Enter a whole number', invalid: 'Invalid format', passwordRule: 'Password does not meet the requirements',
    unknownField: 'Unsupported field', email: 'Enter a valid email address', image: 'Choose a PNG, JPEG or GIF image',
    passwordElsewhere: 'Use "Change password" to change your password',
    passwordCommon: 'This password is too common and easy to guess. Choose another one.', passwordReused: 'The new password must differ from your last 3 passwords',
    passwordChangeRequired: 'Change your password before you continue.',
    taken: 'Already in use. Enter a different value.', duplicate: 'The record already exists',
    dictHasItems: 'This dictionary type still has items. Delete its items first.', dictCodeInUse: 'Items use this code, so it cannot be changed',
    passwordSame: 'The new password must differ from the current one', code: 'Only letters, digits and _ . : - are allowed', notCurrentUser: 'This is not the logged-in user',
    userDisabled: 'This account has been disabled. Contact your administrator.', loginRateLimited: 'Too many login attempts. Try again later.',
    rateLimited: 'Too many requests. Try again later.', serviceUnavailable: 'The service is temporarily unavailable. Try again shortly.', tenantUnavailable: 'The tenant does not exist or has been disabled.',
    tenantUnknown: 'The tenant "{code}" does not exist or has been disabled. Contact the platform administrator.',
    tenantExpired: 'The project has expired. Contact the platform administrator to renew it.', duplicateSubmit: 'Request in progress. Do not submit it again.',
    tenantCode: 'Only lower-case letters, digits and hyphens (-), starting with a letter or digit', tenantOperatorSelf: "The platform operator's own tenant cannot be disabled",
    sessionOwn: 'You cannot force out your current session; use Log out instead', sessionGone: 'This session has already ended',
    positiveId: 'Must be a positive ID', forbidden: 'You are not allowed to do this', headersTooLarge: 'The request URL or headers are too long',
    jsonTooDeep: 'The request body is nested too deeply', badMultipart: 'Malformed upload request (multipart/form-data)',
    money: 'Enter an amount with at most two decimal places',
    refMissing: 'The selected record does not exist or has been deleted', referenced: 'This record is still used by {title} and cannot be deleted',
    outOfScope: 'You may not work with data of this community',
    staleVersion: 'Someone else has changed this record. Reload it and try again.',
    invalidTransition: 'Not possible in the record\'s current state. Reload it and try again.',
    smsNotEnabled: 'SMS verification login is not enabled', smsNoPhone: 'This user has no linked mobile number; please contact the administrator',
    smsCodeRequired: 'Phone verification code cannot be empty', smsCodeWrong: 'The SMS code is wrong or has expired',
    smsResendWait: 'Please wait {seconds} s before sending again', smsPhoneLimit: 'Too many codes were requested for this number; please try again later',
    smsPhoneInvalid: 'The linked mobile number is not valid; please contact the administrator', smsNotConfigured: 'SMS is not configured; please contact the administrator',
    smsSendFailed: 'SMS sending failed', smsLookupFirst: 'Enter the account first to find its linked mobile number', smsSent: 'Code sent; it is valid for {minutes} minutes',
    httpUrl: 'Enter an address starting with http:// or https://',
    twoFactorNeedsPhone: 'Link a mobile number to your own account in the personal centre before turning on SMS verification login',
    nameRequired: 'Name cannot be empty', roleInUse: 'This role is used by {n} accounts and cannot be deleted',
    roleBuiltin: 'The built-in administrator role holds every menu: it cannot be deleted and its grants cannot be changed',
    roleAdminLast: 'After this change no enabled account could manage roles; nothing was changed', menuTitleRequired: 'Please fill in the route title',
    menuNameInvalid: 'Please enter a valid route name without Chinese characters', menuUrlInvalid: 'Please enter a valid route path without Chinese characters',
    menuComponentInvalid: 'Please enter a valid route component without Chinese characters', menuRootPath: 'A first-level route path must start with /',
    menuButtonCode: 'A button needs a permission code', menuButtonNoRoute: 'A button is not a route: it takes no path or component',
    menuNotButton: 'Only buttons carry a permission code', menuMoveTop: 'A node below the first level cannot become a first-level node',
    menuMoveFirstLevel: 'A first-level node can only be reordered among its siblings', menuMoveCycle: 'A node cannot be moved under itself or one of its descendants',
    userNameTaken: 'This account already exists, please enter another', userPasswordWrong: 'The current login password is incorrect', userPasswordWrongLeft: 'The current login password is incorrect; {attempts} attempts left', userSelfDelete: 'You cannot delete the account you are logged in with', userSelfDisable: 'You cannot disable the account you are logged in with', userLastAdmin: 'At least one enabled administrator account must remain', userDepartmentMissing: 'The chosen department does not exist or was deleted', userRoleMissing: 'The chosen role does not exist', userAreaMissing: 'The chosen community does not exist or was deleted', userPostMissing: 'The chosen post does not exist or was deleted',
    grantBeyondOwn: 'You cannot grant menus or roles beyond your own permissions',
    userBeyondOwn: 'This user holds menus, permissions or communities beyond your own: you cannot reset their password, enable, disable, delete or unlock them',
    captchaRequired: 'Not verified: please complete the security check first', captchaWrong: 'The captcha is wrong or has expired; please verify again',
    importFailed: 'Import failed: {n} rows have errors; nothing was imported', importEmpty: 'The file holds no rows', importTooMany: 'At most {max} rows per import', importTooLarge: 'The file is too large (over {mb} MB uncompressed): split it and import the parts', importColumns: 'Unknown columns: {columns}', importFile: 'Upload an .xlsx file filled in from the template',
    importRefMissing: '{title} “{value}” does not exist', importRefAmbiguous: 'The name “{value}” is not unique: enter the {code} instead',
    importRefNote: '{name} or {code}', importRefNoteWithin: '{name} or {code}, looked up within this row’s {parents}',
    departmentCycle: 'A department cannot move under itself or one of its sub-departments', departmentTooDeep: 'The department tree is too deep', departmentHasChildren: 'This department still has {n} sub-departments and cannot be deleted', departmentHasUsers: 'This department still has {n} users and cannot be deleted', postInUse: '{n} users still hold this post, so it cannot be deleted',
    decimal: 'Enter a number with at most two decimal places', plate: 'Enter a valid licence plate', communityHasBuildings: 'The community still has {n} buildings and cannot be deleted',
    buildingHasUnits: 'The building still has {n} units and cannot be deleted', buildingHasRooms: 'The building still has {n} rooms and cannot be deleted', unitHasRooms: 'The unit still has {n} rooms and cannot be deleted',
    floorHasRooms: 'The floor still has {n} rooms and cannot be deleted', roomHasResidents: '{n} residents are still bound to the room; it cannot be deleted', batchTooMany: 'At most {max} rooms can be generated at once',
    roomState0: 'Unsold', roomState1: 'Vacant', roomState2: 'Owner-occupied', roomState3: 'Rented', roomState4: 'Being decorated', doSale: 'sell it', doRent: 'rent it out', doLeave: 'check out', doTakeOut: 'take it out',
    roomStateNot: 'The room is "{state}": cannot {action}', arrears: 'There are unpaid charges: cannot {action}', residentHasRooms: 'The resident is still bound to {n} rooms; unbind them first',
    residentBound: 'The resident is already bound to this room', maskedValue: 'Enter the full value, without *', auditDone: 'The application has already been reviewed',
    parkingHasSpaces: 'The car park still has {n} spaces and cannot be deleted', spaceInUse: 'The space is in use: take it out first', spaceFree: 'The space is free; nothing to take out', deviceKey: 'Invalid device credential', dateOrder: 'The end date cannot be before the start date', notInCommunity: 'Does not belong to the chosen community', registerPending: 'You already have a pending application for this room', idCardBirthday: 'The date of birth does not match the ID card number', roomNoTaken: 'Room number {roomNo} already exists', buildingNoTaken: 'Building number {buildingNo} already exists', floorOutOfBuilding: 'The floor is outside the building\'s floors', auditNameMismatch: 'The ID number belongs to an existing resident whose name differs from the application, so it cannot be approved: check it, then reject it or correct the resident record first',
    spaceNoTaken: '{n} space numbers already exist in this car park: {spaceNos}', spaceBatchTooMany: 'At most {max} spaces can be added at once', numberRangeOrder: 'The end number cannot be less than the start number', spaceBatchAdded: 'Added {n} parking spaces at once ({lot}: {first} – {last})',
    maskedSearch: 'Search this field by its full value or by the part shown', link: 'Enter an address starting with http:// or https://, or a path of this site', treeCycle: 'An item cannot move under itself or one of its descendants',
  },
  ja_JP: {
    required: '必須項目です', max: '{max} 文字以内で入力してください', min: '{min} 文字以上で入力してください',
    maxValue: '{max} 以下にしてください', minValue: '{min} 以上にしてください', mobile: '正しい携帯電話番号を入力してください',
    landline: '正しい固定電話番号を入力してください', idCard: '正しい身分証番号を入力してください', noChinese: '中国語の文字は使えません',
    enum: '無効な値です', integer: '整数を入力してください', invalid: '形式が正しくありません', passwordRule: 'パスワードがルールを満たしていません',
    unknownField: 'サポートされていない項目です', email: '正しいメールアドレスを入力してください', image: 'PNG・JPEG・GIF 形式の画像を選択してください',
    passwordElsewhere: 'パスワードは「パスワード変更」から変更してください',
    passwordCommon: 'よく使われていて推測されやすいパスワードです。別のパスワードにしてください', passwordReused: '新しいパスワードは直近 3 回に使用したパスワードと異なるものにしてください',
    passwordChangeRequired: '続行する前にパスワードを変更してください',
    taken: '既に存在します。別の値を入力してください', duplicate: 'データは既に存在します',
    dictHasItems: 'この辞書タイプにはまだ項目があります。先に項目を削除してください', dictCodeInUse: '項目がこのコードを使用しているため変更できません',
    passwordSame: '新しいパスワードは現在のパスワードと異なるものにしてください', code: '英字・数字と _ . : - のみ使用できます', notCurrentUser: 'ログイン中のユーザーと一致しません',
    userDisabled: 'このアカウントは無効になっています。管理者にお問い合わせください', loginRateLimited: 'ログインの試行回数が多すぎます。しばらくしてから再試行してください',
    rateLimited: 'リクエストが多すぎます。しばらくしてから再試行してください', serviceUnavailable: 'サービスは一時的に利用できません。しばらくしてから再試行してください', tenantUnavailable: 'テナントが存在しないか、停止されています',
    tenantUnknown: 'テナント「{code}」が存在しないか、停止されています。プラットフォーム管理者にお問い合わせください',
    tenantExpired: 'プロジェクトの有効期限が切れています。プラットフォーム管理者に更新を依頼してください', duplicateSubmit: 'データを処理中です。重複して送信しないでください',
    tenantCode: '英小文字・数字・ハイフン（-）のみ使用でき、英字または数字で始めてください', tenantOperatorSelf: 'プラットフォーム運営者自身のテナントは停止できません',
    sessionOwn: '現在のセッションは強制ログアウトできません。「ログアウト」を使用してください', sessionGone: 'このセッションは既に終了しています',
    positiveId: '正の整数の ID を指定してください', forbidden: 'この操作を行う権限がありません', headersTooLarge: 'リクエストの URL またはヘッダーが長すぎます',
    jsonTooDeep: 'リクエスト本文の入れ子が深すぎます', badMultipart: 'アップロードのリクエスト形式が正しくありません（multipart/form-data）',
    money: '小数点以下 2 桁までの金額を入力してください',
    refMissing: '選択したレコードは存在しないか削除されています', referenced: 'このレコードは{title}で使用中のため削除できません',
    outOfScope: 'このコミュニティのデータを操作する権限がありません',
    staleVersion: '他のユーザーがこのデータを変更しました。再読み込みしてからやり直してください',
    invalidTransition: '現在の状態ではこの操作はできません。再読み込みしてください',
    smsNotEnabled: 'SMS認証ログインは有効になっていません', smsNoPhone: 'このユーザーには携帯電話番号が登録されていません。管理者にお問い合わせください',
    smsCodeRequired: '携帯電話の認証コードを入力してください', smsCodeWrong: 'SMS認証コードが正しくないか、有効期限が切れています',
    smsResendWait: '{seconds} 秒後に再送信してください', smsPhoneLimit: 'この番号への認証コードの送信回数が多すぎます。しばらくしてから再度お試しください',
    smsPhoneInvalid: '登録されている携帯電話番号が無効です。管理者にお問い合わせください', smsNotConfigured: 'SMSサービスが設定されていません。管理者にお問い合わせください',
    smsSendFailed: 'SMSの送信に失敗しました', smsLookupFirst: '先にアカウントを入力して、登録済みの携帯電話番号を確認してください', smsSent: '認証コードを送信しました（{minutes} 分間有効）',
    httpUrl: 'http:// または https:// で始まるアドレスを入力してください',
    twoFactorNeedsPhone: 'SMS認証ログインを有効にする前に、個人センターでご自身のアカウントに携帯電話番号を登録してください',
    nameRequired: '名称を入力してください', roleInUse: 'このロールは {n} 件のアカウントで使用中のため、削除できません',
    roleBuiltin: '組み込み管理者ロールはすべてのメニューを持つため、削除も権限の変更もできません',
    roleAdminLast: '保存するとロールを管理できる有効なアカウントがなくなるため、取り消しました', menuTitleRequired: 'ルートのタイトルを入力してください',
    menuNameInvalid: '有効なルート名を入力してください（中国語は使用できません）', menuUrlInvalid: '有効なルートパスを入力してください（中国語は使用できません）',
    menuComponentInvalid: '有効なルートコンポーネントを入力してください（中国語は使用できません）', menuRootPath: '第1階層のルートパスは / で始めてください',
    menuButtonCode: 'ボタンには権限コードが必要です', menuButtonNoRoute: 'ボタンはルートではないため、パスとコンポーネントは設定できません',
    menuNotButton: '権限コードを設定できるのはボタンだけです', menuMoveTop: '第1階層以外のノードを第1階層に移動することはできません',
    menuMoveFirstLevel: '第1階層のノードは同じ階層内でのみ並べ替えできます', menuMoveCycle: 'ノードを自分自身または配下のノードの下に移動することはできません',
    userNameTaken: 'このアカウントは既に存在します。別のアカウントを入力してください', userPasswordWrong: '現在のログインパスワードが正しくありません', userPasswordWrongLeft: '現在のログインパスワードが正しくありません。残り {attempts} 回です', userSelfDelete: 'ログイン中のアカウントは削除できません', userSelfDisable: 'ログイン中のアカウントは無効にできません', userLastAdmin: '有効なシステム管理者アカウントを少なくとも 1 つ残す必要があります', userDepartmentMissing: '選択した部署は存在しないか削除されています', userRoleMissing: '選択したロールは存在しません', userAreaMissing: '選択したコミュニティは存在しないか削除されています', userPostMissing: '選択した役職は存在しないか削除されています',
    grantBeyondOwn: '自分の権限を超えるメニューやロールは付与できません',
    userBeyondOwn: 'このユーザーはあなたの権限を超えるメニュー、権限またはコミュニティを持っているため、パスワードのリセット、有効化、無効化、削除、ロック解除はできません',
    captchaRequired: '未認証です。先にセキュリティチェックを完了してください', captchaWrong: '認証が正しくないか、有効期限が切れています。もう一度認証してください',
    importFailed: 'インポート失敗：{n} 行に誤りがあるため、何もインポートしていません', importEmpty: 'ファイルにデータがありません', importTooMany: '一度にインポートできるのは {max} 行までです', importTooLarge: 'ファイルの内容が大きすぎます（展開後 {mb} MB 超）。分割してインポートしてください', importColumns: '認識できない列：{columns}', importFile: 'テンプレートに沿って記入した .xlsx ファイルをアップロードしてください',
    importRefMissing: '{title}「{value}」は存在しません', importRefAmbiguous: '名称「{value}」は一意ではありません。{code}を入力してください',
    importRefNote: '{name}または{code}を入力', importRefNoteWithin: '{name}または{code}を入力（この行の{parents}の中で探します）',
    departmentCycle: '部署を自身またはその下位部署の下へ移動することはできません', departmentTooDeep: '部署の階層が深すぎます', departmentHasChildren: 'この部署にはまだ {n} 件の下位部署があるため削除できません', departmentHasUsers: 'この部署にはまだ {n} 人のユーザーがいるため削除できません', postInUse: 'この役職はまだ {n} 人のユーザーが使用しているため削除できません',
    decimal: '小数点以下 2 桁までの数値を入力してください', plate: '正しいナンバープレートを入力してください', communityHasBuildings: 'この団地にはまだ {n} 棟の建物があるため削除できません',
    buildingHasUnits: 'この棟にはまだ {n} 個のユニットがあるため削除できません', buildingHasRooms: 'この棟にはまだ {n} 室の部屋があるため削除できません', unitHasRooms: 'このユニットにはまだ {n} 室の部屋があるため削除できません',
    floorHasRooms: 'この階にはまだ {n} 室の部屋があるため削除できません', roomHasResidents: 'この部屋にはまだ {n} 人の住民が紐づいているため削除できません', batchTooMany: '一度に生成できる部屋は最大 {max} 室です',
    roomState0: '未販売', roomState1: '空室', roomState2: '自己居住', roomState3: '賃貸中', roomState4: '内装工事中', doSale: '売却', doRent: '賃貸', doLeave: '退去', doTakeOut: '退出',
    roomStateNot: '部屋は現在「{state}」のため{action}できません', arrears: '未納の費用があるため{action}できません', residentHasRooms: 'この住民はまだ {n} 室に紐づいています。先に紐づけを解除してください',
    residentBound: 'この住民は既にこの部屋に紐づいています', maskedValue: '* を含まない完全な値を入力してください', auditDone: 'この申請は審査済みです',
    parkingHasSpaces: 'この駐車場にはまだ {n} 台分の区画があるため削除できません', spaceInUse: '区画は使用中です。先に退出処理をしてください', spaceFree: '区画は空いているため退出処理は不要です', deviceKey: 'デバイス認証情報が無効です', dateOrder: '終了日を開始日より前にすることはできません', notInCommunity: '選択した団地に属していません', registerPending: 'この部屋には審査待ちの申請が既にあります', idCardBirthday: '生年月日が身分証番号と一致しません', roomNoTaken: '部屋番号 {roomNo} は既に存在します', buildingNoTaken: '棟番号 {buildingNo} は既に存在します', floorOutOfBuilding: '階が棟の階数の範囲外です', auditNameMismatch: 'この証明書番号は既存の住民のものですが、氏名が住民台帳と一致しないため承認できません。確認のうえ却下するか、先に住民管理で台帳を訂正してください',
    spaceNoTaken: 'この駐車場には同じ区画番号が既に {n} 件あります：{spaceNos}', spaceBatchTooMany: '一度に追加できる区画は最大 {max} 件です', numberRangeOrder: '終了番号を開始番号より小さくすることはできません', spaceBatchAdded: '駐車区画を {n} 件一括追加（{lot}：{first}～{last}）',
    maskedSearch: 'この項目は完全な値か表示されている部分でのみ検索できます', link: 'http:// または https:// で始まるアドレスか、このサイトのパスを入力してください', treeCycle: '自身またはその下位の下へ移動することはできません',
  },
  ko_KR: {
    required: '필수 항목입니다', max: '{max}자 이하로 입력하세요', min: '{min}자 이상 입력하세요',
    maxValue: '{max} 이하여야 합니다', minValue: '{min} 이상이어야 합니다', mobile: '올바른 휴대폰 번호를 입력하세요',
    landline: '올바른 유선 전화번호를 입력하세요', idCard: '올바른 신분증 번호를 입력하세요', noChinese: '중국어 문자를 포함할 수 없습니다',
    enum: '잘못된 값입니다', integer: '정수를 입력하세요', invalid: '형식이 올바르지 않습니다', passwordRule: '비밀번호가 규칙에 맞지 않습니다',
    unknownField: '지원하지 않는 항목입니다', email: '올바른 이메일 주소를 입력하세요', image: 'PNG, JPEG 또는 GIF 형식의 이미지를 선택하세요',
    passwordElsewhere: '비밀번호는 \'비밀번호 변경\'에서 변경하세요',
    passwordCommon: '너무 흔해서 추측하기 쉬운 비밀번호입니다. 다른 비밀번호를 사용하세요', passwordReused: '새 비밀번호는 최근 3번 사용한 비밀번호와 달라야 합니다',
    passwordChangeRequired: '계속하려면 먼저 비밀번호를 변경하세요',
    taken: '이미 존재합니다. 다른 값을 입력하세요', duplicate: '데이터가 이미 존재합니다',
    dictHasItems: '이 사전 유형에 아직 항목이 있습니다. 먼저 항목을 삭제하세요', dictCodeInUse: '이 코드를 사용하는 항목이 있어 변경할 수 없습니다',
    passwordSame: '새 비밀번호는 현재 비밀번호와 달라야 합니다', code: '영문자, 숫자와 _ . : - 만 사용할 수 있습니다', notCurrentUser: '로그인한 사용자와 일치하지 않습니다',
    userDisabled: '비활성화된 계정입니다. 관리자에게 문의하세요', loginRateLimited: '로그인 요청이 너무 많습니다. 잠시 후 다시 시도하세요',
    rateLimited: '요청이 너무 많습니다. 잠시 후 다시 시도하세요', serviceUnavailable: '서비스를 일시적으로 사용할 수 없습니다. 잠시 후 다시 시도하세요', tenantUnavailable: '테넌트가 존재하지 않거나 중지되었습니다',
    tenantUnknown: '테넌트 "{code}"이(가) 존재하지 않거나 중지되었습니다. 플랫폼 관리자에게 문의하세요',
    tenantExpired: '프로젝트가 만료되었습니다. 플랫폼 관리자에게 갱신을 요청하세요', duplicateSubmit: '데이터를 처리 중입니다. 중복 제출하지 마세요',
    tenantCode: '영문 소문자, 숫자, 하이픈(-)만 사용할 수 있으며 영문자나 숫자로 시작해야 합니다', tenantOperatorSelf: '플랫폼 운영사 자신의 테넌트는 중지할 수 없습니다',
    sessionOwn: '현재 세션은 강제 로그아웃할 수 없습니다. "로그아웃"을 사용하세요', sessionGone: '이미 종료된 세션입니다',
    positiveId: '양의 정수 ID여야 합니다', forbidden: '이 작업을 수행할 권한이 없습니다', headersTooLarge: '요청 URL 또는 헤더가 너무 깁니다',
    jsonTooDeep: '요청 본문의 중첩이 너무 깊습니다', badMultipart: '업로드 요청 형식이 올바르지 않습니다(multipart/form-data)',
    money: '소수점 둘째 자리까지의 금액을 입력하세요',
    refMissing: '선택한 레코드가 없거나 삭제되었습니다', referenced: '이 레코드는 {title}에서 사용 중이므로 삭제할 수 없습니다',
    outOfScope: '이 단지의 데이터를 다룰 권한이 없습니다',
    staleVersion: '다른 사용자가 이 데이터를 변경했습니다. 새로 고친 후 다시 시도하세요',
    invalidTransition: '현재 상태에서는 이 작업을 할 수 없습니다. 새로 고친 후 다시 시도하세요',
    smsNotEnabled: 'SMS 인증 로그인이 활성화되어 있지 않습니다', smsNoPhone: '이 사용자에게 연결된 휴대폰 번호가 없습니다. 관리자에게 문의하세요',
    smsCodeRequired: '휴대폰 인증번호를 입력하세요', smsCodeWrong: 'SMS 인증번호가 올바르지 않거나 만료되었습니다',
    smsResendWait: '{seconds}초 후에 다시 보내세요', smsPhoneLimit: '이 번호로 인증번호를 너무 많이 요청했습니다. 잠시 후 다시 시도하세요',
    smsPhoneInvalid: '연결된 휴대폰 번호가 올바르지 않습니다. 관리자에게 문의하세요', smsNotConfigured: 'SMS 서비스가 설정되지 않았습니다. 관리자에게 문의하세요',
    smsSendFailed: 'SMS 전송에 실패했습니다', smsLookupFirst: '먼저 계정을 입력하여 연결된 휴대폰 번호를 확인하세요', smsSent: '인증번호를 보냈습니다. {minutes}분 동안 유효합니다',
    httpUrl: 'http:// 또는 https://로 시작하는 주소를 입력하세요',
    twoFactorNeedsPhone: 'SMS 인증 로그인을 켜기 전에 개인 센터에서 본인 계정에 휴대폰 번호를 연결하세요',
    nameRequired: '이름을 입력하세요', roleInUse: '이 역할은 계정 {n}개에서 사용 중이므로 삭제할 수 없습니다',
    roleBuiltin: '기본 관리자 역할은 모든 메뉴를 가지므로 삭제하거나 권한을 변경할 수 없습니다',
    roleAdminLast: '저장하면 역할을 관리할 수 있는 활성 계정이 없어지므로 취소되었습니다', menuTitleRequired: '라우트 제목을 입력하세요',
    menuNameInvalid: '올바른 라우트 이름을 입력하세요(중국어 불가)', menuUrlInvalid: '올바른 라우트 경로를 입력하세요(중국어 불가)',
    menuComponentInvalid: '올바른 라우트 컴포넌트를 입력하세요(중국어 불가)', menuRootPath: '1단계 라우트 경로는 / 로 시작해야 합니다',
    menuButtonCode: '버튼에는 권한 코드가 필요합니다', menuButtonNoRoute: '버튼은 라우트가 아니므로 경로와 컴포넌트를 지정할 수 없습니다',
    menuNotButton: '권한 코드는 버튼에만 지정할 수 있습니다', menuMoveTop: '1단계가 아닌 노드는 1단계로 옮길 수 없습니다',
    menuMoveFirstLevel: '1단계 노드는 같은 단계 안에서만 순서를 바꿀 수 있습니다', menuMoveCycle: '노드를 자신이나 하위 노드 아래로 옮길 수 없습니다',
    userNameTaken: '이미 존재하는 계정입니다. 다른 계정을 입력하세요', userPasswordWrong: '현재 로그인 비밀번호가 올바르지 않습니다', userPasswordWrongLeft: '현재 로그인 비밀번호가 올바르지 않습니다. {attempts}번 남았습니다', userSelfDelete: '현재 로그인한 계정은 삭제할 수 없습니다', userSelfDisable: '현재 로그인한 계정은 비활성화할 수 없습니다', userLastAdmin: '활성화된 시스템 관리자 계정이 최소 하나는 있어야 합니다', userDepartmentMissing: '선택한 부서가 없거나 삭제되었습니다', userRoleMissing: '선택한 역할이 없습니다', userAreaMissing: '선택한 단지가 없거나 삭제되었습니다', userPostMissing: '선택한 직위가 없거나 삭제되었습니다',
    grantBeyondOwn: '자신의 권한을 넘는 메뉴나 역할은 부여할 수 없습니다',
    userBeyondOwn: '이 사용자는 회원님의 권한을 넘는 메뉴, 권한 또는 단지를 가지고 있어 비밀번호 재설정, 활성화, 비활성화, 삭제, 잠금 해제를 할 수 없습니다',
    captchaRequired: '인증되지 않았습니다. 먼저 보안 인증을 완료하세요', captchaWrong: '인증이 올바르지 않거나 만료되었습니다. 다시 인증하세요',
    importFailed: '가져오기 실패: {n}개 행에 오류가 있어 아무것도 가져오지 않았습니다', importEmpty: '파일에 데이터가 없습니다', importTooMany: '한 번에 최대 {max}행까지 가져올 수 있습니다', importTooLarge: '파일 내용이 너무 큽니다(압축 해제 후 {mb}MB 초과). 나누어서 가져오세요', importColumns: '알 수 없는 열: {columns}', importFile: '템플릿에 따라 작성한 .xlsx 파일을 업로드하세요',
    importRefMissing: '{title} “{value}”이(가) 없습니다', importRefAmbiguous: '이름 “{value}”이(가) 고유하지 않습니다. {code}을(를) 입력하세요',
    importRefNote: '{name} 또는 {code}을(를) 입력하세요', importRefNoteWithin: '{name} 또는 {code}을(를) 입력하세요(이 행의 {parents} 안에서 찾습니다)',
    departmentCycle: '부서를 자신 또는 하위 부서 아래로 이동할 수 없습니다', departmentTooDeep: '부서 계층이 너무 깊습니다', departmentHasChildren: '이 부서에 아직 하위 부서 {n}개가 있어 삭제할 수 없습니다', departmentHasUsers: '이 부서에 아직 사용자 {n}명이 있어 삭제할 수 없습니다', postInUse: '이 직위를 아직 사용자 {n}명이 사용 중이어서 삭제할 수 없습니다',
    decimal: '소수점 둘째 자리까지의 숫자를 입력하세요', plate: '올바른 차량 번호를 입력하세요', communityHasBuildings: '이 단지에 아직 {n}개 동이 있어 삭제할 수 없습니다',
    buildingHasUnits: '이 동에 아직 {n}개 라인이 있어 삭제할 수 없습니다', buildingHasRooms: '이 동에 아직 {n}개 호실이 있어 삭제할 수 없습니다', unitHasRooms: '이 라인에 아직 {n}개 호실이 있어 삭제할 수 없습니다',
    floorHasRooms: '이 층에 아직 {n}개 호실이 있어 삭제할 수 없습니다', roomHasResidents: '이 호실에 아직 {n}명의 입주민이 연결되어 있어 삭제할 수 없습니다', batchTooMany: '한 번에 최대 {max}개 호실까지 생성할 수 있습니다',
    roomState0: '미분양', roomState1: '공실', roomState2: '자가 거주', roomState3: '임대', roomState4: '인테리어 중', doSale: '매각', doRent: '임대', doLeave: '퇴실', doTakeOut: '출고',
    roomStateNot: '호실이 현재 "{state}" 상태라 {action}할 수 없습니다', arrears: '미납 요금이 있어 {action}할 수 없습니다', residentHasRooms: '이 입주민은 아직 {n}개 호실에 연결되어 있습니다. 먼저 연결을 해제하세요',
    residentBound: '이 입주민은 이미 이 호실에 연결되어 있습니다', maskedValue: '* 없이 전체 값을 입력하세요', auditDone: '이미 심사된 신청입니다',
    parkingHasSpaces: '이 주차장에 아직 {n}개 주차면이 있어 삭제할 수 없습니다', spaceInUse: '주차면이 사용 중입니다. 먼저 출고 처리하세요', spaceFree: '주차면이 비어 있어 출고할 필요가 없습니다', deviceKey: '장치 인증 정보가 올바르지 않습니다', dateOrder: '종료일은 시작일보다 이를 수 없습니다', notInCommunity: '선택한 단지에 속하지 않습니다', registerPending: '이 호실에 대한 심사 대기 중인 신청이 이미 있습니다', idCardBirthday: '생년월일이 신분증 번호와 일치하지 않습니다', roomNoTaken: '호수 {roomNo}이(가) 이미 있습니다', buildingNoTaken: '동 번호 {buildingNo}이(가) 이미 있습니다', floorOutOfBuilding: '층이 동의 층수 범위를 벗어났습니다', auditNameMismatch: '신분증 번호가 기존 주민의 것이지만 이름이 주민 기록과 달라 승인할 수 없습니다. 확인 후 반려하거나 먼저 주민 관리에서 기록을 수정하세요',
    spaceNoTaken: '이 주차장에 같은 주차면 번호가 이미 {n}개 있습니다: {spaceNos}', spaceBatchTooMany: '한 번에 최대 {max}개 주차면까지 추가할 수 있습니다', numberRangeOrder: '종료 번호는 시작 번호보다 작을 수 없습니다', spaceBatchAdded: '주차면 {n}개 일괄 추가 ({lot}: {first} ~ {last})',
    maskedSearch: '이 항목은 전체 값 또는 표시된 부분으로만 검색할 수 있습니다', link: 'http:// 또는 https://로 시작하는 주소나 이 사이트의 경로를 입력하세요', treeCycle: '자신 또는 그 하위 항목 아래로 이동할 수 없습니다',
  },
};

/** A parameter that is itself a catalogue word (`{ msg: 'roomState3' }`), worded in the message's language. */
export type MessageWord = { msg: ValidationKey };
const isWord = (value: unknown): value is MessageWord => typeof value === 'object' && value !== null && typeof (value as MessageWord).msg === 'string';

export const formatMessage = (template: string, params: Record<string, unknown> = {}, catalogue?: Partial<Record<ValidationKey, string>>): string =>
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
