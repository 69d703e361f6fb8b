import type { Car, Garage } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const car: EntityTexts<typeof Car> = { title: "車輛", fields: { areaId: "所屬社區", plateNo: "車牌號", plateColor: "車牌顏色", carType: "車輛類型", brand: "品牌型號", color: "車身顏色", residentId: "車主", ownerName: "車主姓名", ownerPhone: "聯絡電話", roomId: "所屬房屋", parkingSpaceId: "車位", startDate: "有效期起", endDate: "有效期止", status: "狀態", remark: "備註", createTime: "登記時間" } };
const garage: EntityTexts<typeof Garage> = { title: "車庫", fields: { areaId: "所屬社區", garageNo: "車庫編號", location: "位置", area: "面積（㎡）", state: "車庫狀態", residentId: "業主/使用人", remark: "備註", createTime: "建立時間" } };

/** Vehicles and garages. */
export const carTexts = { car: { ...car, messages: { pickCommunityFirst: "請先選擇所屬社區", noResident: "沒有符合的住戶" } }, garage };
