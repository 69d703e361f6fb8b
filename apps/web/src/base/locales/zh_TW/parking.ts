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
  parkingSpace: { ...parkingSpace, messages: {"out": "退出", "outConfirm": "確定將車位「{{name}}」退出嗎？退出後將清除使用人和日期，車位恢復為空閒。", "outDone": "車位已退出", "arrears": "該車位尚有未繳清的費用，不能退出"} },
  parkingGate: { ...parkingGate, messages: {"resetKey": "重置密鑰", "resetConfirm": "確定重置道閘「{{name}}」的密鑰嗎？舊密鑰將立即失效。", "keyTitle": "設備密鑰", "keyOnce": "請立即將此密鑰配置到道閘設備。它只顯示這一次，關閉後無法再次查看。", "keyGate": "設備編號", "keyValue": "設備密鑰", "copy": "複製", "copied": "已複製"} },
  carEntryRecord,
};
