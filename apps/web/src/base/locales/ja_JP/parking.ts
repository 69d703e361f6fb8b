import { carTexts } from '../../car/locales/ja_JP.ts';
import type { CarEntryRecord, Parking, ParkingGate, ParkingSpace } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const parking: EntityTexts<typeof Parking> = { title: "駐車場", fields: { areaId: "所属団地", parkingNo: "駐車場番号", parkingName: "駐車場名", parkingType: "駐車場の種類", floors: "階数", plannedSpaces: "計画区画数", address: "所在地", status: "状態", remark: "備考", createTime: "作成日時" } };
const parkingSpace: EntityTexts<typeof ParkingSpace> = { title: "駐車区画", fields: { areaId: "所属団地", parkingId: "駐車場", spaceNo: "区画番号", floor: "階", spaceType: "区画の種類", area: "面積（㎡）", state: "区画の状態", residentId: "利用者", startDate: "開始日", endDate: "終了日", remark: "備考", createTime: "作成日時" } };
const parkingGate: EntityTexts<typeof ParkingGate> = { title: "ゲート機器", fields: { areaId: "所属団地", parkingId: "駐車場", gateNo: "機器番号", gateName: "ゲート名", direction: "ゲートの方向", status: "状態", lastSeen: "最終報告", remark: "備考", createTime: "作成日時" } };
const carEntryRecord: EntityTexts<typeof CarEntryRecord> = { title: "車両入出庫記録", fields: { areaId: "所属団地", parkingId: "駐車場", gateId: "ゲート", plateNo: "ナンバー", direction: "入出方向", carKind: "車両区分", passTime: "通過日時", photo: "撮影画像" } };

/** Parking: car parks, spaces, barrier gates, entry records. */
export const parkingTexts = {
  ...carTexts,
  parking,
  parkingSpace: { ...parkingSpace, messages: {"out": "退出", "outConfirm": "区画「{{name}}」を退出しますか？利用者と日付が消去され、区画は空きに戻ります。", "outDone": "区画を退出しました", "arrears": "この区画には未納の費用があるため退出できません"}, user: {"typeToSearch": "フルネームまたは姓、携帯番号の全桁または下4桁を入力してこの団地の住民を検索"}, batch: {"button": "一括追加", "title": "駐車区画の一括追加", "stepRule": "番号の規則", "stepPreview": "プレビュー", "communityFirst": "先に団地を選択してください", "prefix": "番号の接頭辞", "prefixHelp": "例：B1-（省略可）", "range": "番号の範囲", "startNo": "開始番号", "endNo": "終了番号", "digits": "桁数", "digitsHelp": "桁数に満たない番号は先頭を 0 で埋めます（3 桁：001）", "sample": "{{first}} … {{last}} の {{count}} 件を作成します", "floorAbove": "{{n}} 階", "floorBelow": "地下 {{n}} 階", "preview": "プレビュー", "prev": "戻る", "save": "保存", "count": "区画数", "first": "最初の番号", "last": "最後の番号", "taken": "使用済みの番号", "clashes": "このうち {{n}} 件の番号はこの駐車場に既に存在します。接頭辞または範囲を変更してから保存してください", "noClash": "使用済みの番号はありません。内容を確認して保存してください", "more": "ほか {{n}} 件", "saved": "{{count}} 件の駐車区画を追加しました"} },
  parkingGate: { ...parkingGate, messages: {"resetKey": "キーを再発行", "resetConfirm": "ゲート「{{name}}」のキーを再発行しますか？古いキーはすぐに無効になります。", "keyTitle": "機器キー", "keyOnce": "このキーを今すぐゲート機器に設定してください。表示は今回限りで、閉じると再表示できません。", "keyGate": "機器番号", "keyValue": "機器キー", "copy": "コピー", "copied": "コピーしました"} },
  carEntryRecord,
  /** 车辆状态图 (toll centre): the page's own texts. */
  vehicleState: {"title": "車両状態図", "community": "団地", "lot": "駐車場", "chooseLot": "団地と駐車場を選択してください", "noLots": "この団地にはまだ駐車場がありません。先に駐車場管理で追加してください", "empty": "この駐車場にはまだ区画がありません", "counts": "全 {{n}} 区画", "clear": "未納なし", "owing": "未納", "owed": "未納 {{amount}} 元", "noCar": "車両なし", "moreCars": "ほか {{n}} 台", "spaceTitle": "区画 {{name}}", "cars": "登録車両", "owedSpace": "区画の未納", "owedCars": "車両の未納", "owedTotal": "未納合計", "yuan": "{{amount}} 元", "lotOption": "{{name}}（{{n}} 区画）"},
};
