import { carTexts } from '../../car/locales/zh_CN.ts';
import { CarEntryRecord, Parking, ParkingGate, ParkingSpace } from '@zhwy/contracts';
import { entityTexts } from '../../../platform/resource/labels.ts';

/** 停车场、车位、道闸、进出记录: texts of their screens (`base.<entity>.…`); labels from the definitions. */
export const parkingTexts = {
  ...carTexts,
  parking: entityTexts(Parking),
  parkingSpace: { ...entityTexts(ParkingSpace), messages: {"out": "退出", "outConfirm": "确定将车位“{{name}}”退出吗？退出后将清除使用人和日期，车位恢复为空闲。", "outDone": "车位已退出", "arrears": "该车位存在未缴清的费用，不能退出"} },
  parkingGate: { ...entityTexts(ParkingGate), messages: {"resetKey": "重置密钥", "resetConfirm": "确定重置道闸“{{name}}”的密钥吗？旧密钥将立即失效。", "keyTitle": "设备密钥", "keyOnce": "请立即将此密钥配置到道闸设备。密钥只显示这一次，关闭后无法再次查看。", "keyGate": "设备编号", "keyValue": "设备密钥", "copy": "复制", "copied": "已复制"} },
  carEntryRecord: entityTexts(CarEntryRecord),
};
