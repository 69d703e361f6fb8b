import { carTexts } from '../../car/locales/zh_CN.ts';
import { CarEntryRecord, Parking, ParkingGate, ParkingSpace } from '@zhwy/contracts';
import { entityTexts } from '../../../platform/resource/labels.ts';

/** 停车场、车位、道闸、进出记录: texts of their screens (`base.<entity>.…`); labels from the definitions. */
export const parkingTexts = {
  ...carTexts,
  parking: entityTexts(Parking),
  parkingSpace: { ...entityTexts(ParkingSpace), messages: {"out": "退出", "outConfirm": "确定将车位“{{name}}”退出吗？退出后将清除使用人和日期，车位恢复为空闲。", "outDone": "车位已退出", "arrears": "该车位存在未缴清的费用，不能退出"}, user: {"typeToSearch": "输入完整姓名或姓氏、完整手机号或后四位，搜索本小区住户"}, batch: {"button": "批量新增", "title": "批量新增车位", "stepRule": "编号规则", "stepPreview": "预览确认", "communityFirst": "请先选择所属小区", "prefix": "编号前缀", "prefixHelp": "如 B1-，可不填", "range": "编号范围", "startNo": "起始编号", "endNo": "结束编号", "digits": "补零位数", "digitsHelp": "编号不足位数时前面补 0，如 3 位：001", "sample": "将生成 {{first}} … {{last}}，共 {{count}} 个", "floorAbove": "{{n}} 层", "floorBelow": "地下 {{n}} 层", "preview": "预览", "prev": "上一步", "save": "保存", "count": "车位数量", "first": "首个编号", "last": "末个编号", "taken": "已存在的编号", "clashes": "其中 {{n}} 个编号在该停车场已存在，请调整前缀或编号范围后再保存", "noClash": "编号均未被占用，确认无误后保存", "more": "等，另有 {{n}} 个", "saved": "已新增 {{count}} 个车位"} },
  parkingGate: { ...entityTexts(ParkingGate), messages: {"resetKey": "重置密钥", "resetConfirm": "确定重置道闸“{{name}}”的密钥吗？旧密钥将立即失效。", "keyTitle": "设备密钥", "keyOnce": "请立即将此密钥配置到道闸设备。密钥只显示这一次，关闭后无法再次查看。", "keyGate": "设备编号", "keyValue": "设备密钥", "copy": "复制", "copied": "已复制"} },
  carEntryRecord: entityTexts(CarEntryRecord),
  /** 车辆状态图 (toll centre): the page's own texts. */
  vehicleState: {"title": "车辆状态图", "community": "小区", "lot": "停车场", "chooseLot": "请选择小区和停车场", "noLots": "该小区还没有停车场，请先在停车场管理中新增", "empty": "该停车场还没有车位", "counts": "共 {{n}} 个车位", "clear": "未欠费", "owing": "欠费", "owed": "欠费 {{amount}} 元", "noCar": "无车辆", "moreCars": "等 {{n}} 辆", "spaceTitle": "车位 {{name}}", "cars": "登记车辆", "owedSpace": "车位欠费", "owedCars": "车辆欠费", "owedTotal": "欠费合计", "yuan": "{{amount}} 元", "lotOption": "{{name}}（{{n}} 个车位）"},
};
