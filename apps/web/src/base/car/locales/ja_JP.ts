import type { Car, Garage } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const car: EntityTexts<typeof Car> = { title: "車両", fields: { areaId: "所属団地", plateNo: "ナンバー", plateColor: "ナンバーの色", carType: "車両種別", brand: "メーカー・車種", color: "車体色", residentId: "所有者", ownerName: "所有者氏名", ownerPhone: "連絡先電話", roomId: "所属部屋", parkingSpaceId: "駐車区画", startDate: "有効期間開始", endDate: "有効期間終了", status: "状態", remark: "備考", createTime: "登録日時" } };
const garage: EntityTexts<typeof Garage> = { title: "ガレージ", fields: { areaId: "所属団地", garageNo: "ガレージ番号", location: "位置", area: "面積（㎡）", state: "ガレージ状態", residentId: "所有者/利用者", remark: "備考", createTime: "作成日時" } };

/** Vehicles and garages. */
export const carTexts = { car: { ...car, messages: { pickCommunityFirst: "先に所属団地を選択してください", noResident: "該当する住民がいません" } }, garage };
