import { carTexts } from '../../car/locales/zh_TW.ts';
import type { CarEntryRecord, Parking, ParkingGate, ParkingSpace } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const parking: EntityTexts<typeof Parking> = { title: "停車場", fields: { areaId: "所屬社區", parkingNo: "停車場編號", parkingName: "停車場名稱", parkingType: "停車場類型", floors: "層數", plannedSpaces: "規劃車位數", address: "位置", status: "狀態", remark: "備註", createTime: "建立時間" } };
const parkingSpace: EntityTexts<typeof ParkingSpace> = { title: "車位", fields: { areaId: "所屬社區", parkingId: "停車場", spaceNo: "車位編號", floor: "所在層", spaceType: "車位類型", area: "面積（㎡）", state: "車位狀態", residentId: "使用人", startDate: "起始日期", endDate: "到期日期", remark: "備註", createTime: "建立時間" } };
const parkingGate: EntityTexts<typeof ParkingGate> = { title: "道閘設備", fields: { areaId: "所屬社區", parkingId: "停車場", gateNo: "設備編號", gateName: "道閘名稱", direction: "道閘方向", status: "狀態", lastSeen: "最近上報", remark: "備註", createTime: "建立時間" } };
const carEntryRecord: EntityTexts<typeof CarEntryRecord> = { title: "車輛進出記錄", fields: { areaId: "所屬社區", parkingId: "停車場", gateId: "道閘", plateNo: "車牌號", direction: "進出方向", carKind: "車輛類別", passTime: "通行時間", photo: "抓拍圖片" } };

/** Parking: car parks, spaces, barrier gates, entry records. */
export const parkingTexts = {
  ...carTexts,
  parking,
  parkingSpace: { ...parkingSpace, messages: {"out": "退出", "outConfirm": "確定將車位「{{name}}」退出嗎？退出後將清除使用人和日期，車位恢復為空閒。", "outDone": "車位已退出", "arrears": "該車位尚有未繳清的費用，不能退出"}, user: {"typeToSearch": "輸入完整姓名或姓氏、完整手機號碼或後四碼，搜尋本社區住戶"}, batch: {"button": "批次新增", "title": "批次新增車位", "stepRule": "編號規則", "stepPreview": "預覽確認", "communityFirst": "請先選擇所屬社區", "prefix": "編號前綴", "prefixHelp": "如 B1-，可不填", "range": "編號範圍", "startNo": "起始編號", "endNo": "結束編號", "digits": "補零位數", "digitsHelp": "編號不足位數時前面補 0，如 3 位：001", "sample": "將產生 {{first}} … {{last}}，共 {{count}} 個", "floorAbove": "{{n}} 層", "floorBelow": "地下 {{n}} 層", "preview": "預覽", "prev": "上一步", "save": "儲存", "count": "車位數量", "first": "首個編號", "last": "末個編號", "taken": "已存在的編號", "clashes": "其中 {{n}} 個編號在該停車場已存在，請調整前綴或編號範圍後再儲存", "noClash": "編號均未被佔用，確認無誤後儲存", "more": "等，另有 {{n}} 個", "saved": "已新增 {{count}} 個車位"} },
  parkingGate: { ...parkingGate, messages: {"resetKey": "重置密鑰", "resetConfirm": "確定重置道閘「{{name}}」的密鑰嗎？舊密鑰將立即失效。", "keyTitle": "設備密鑰", "keyOnce": "請立即將此密鑰配置到道閘設備。它只顯示這一次，關閉後無法再次查看。", "keyGate": "設備編號", "keyValue": "設備密鑰", "copy": "複製", "copied": "已複製"} },
  carEntryRecord,
  /** 车辆状态图 (toll centre): the page's own texts. */
  vehicleState: {"title": "車輛狀態圖", "community": "社區", "lot": "停車場", "chooseLot": "請選擇社區和停車場", "noLots": "該社區還沒有停車場，請先在停車場管理中新增", "empty": "該停車場還沒有車位", "counts": "共 {{n}} 個車位", "clear": "未欠費", "owing": "欠費", "owed": "欠費 {{amount}} 元", "noCar": "無車輛", "moreCars": "等 {{n}} 輛", "spaceTitle": "車位 {{name}}", "cars": "登記車輛", "owedSpace": "車位欠費", "owedCars": "車輛欠費", "owedTotal": "欠費合計", "yuan": "{{amount}} 元", "lotOption": "{{name}}（{{n}} 個車位）"},
};
