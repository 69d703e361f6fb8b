import type { BASE_DICTIONARIES, USER_SEX } from '@zhwy/contracts';
import type { DictTexts } from '../../../platform/resource/labels.ts';

/** Base data's dictionary values, and the shared sex dictionary its residents show (the system module's texts may not be loaded). */
export const dictValues: DictTexts<(typeof BASE_DICTIONARIES)[number] | typeof USER_SEX> = {
  sys_user_sex: { '1': '男', '2': '女' },
  com_area_status: { '0': '正常', '1': '停用' },
  com_building_status: { '0': '正常', '1': '停用' },
  com_building_type: { '1': '住宅', '2': '商業', '3': '商住兩用', '4': '辦公', '5': '車庫', '9': '其他' },
  com_building_structure: { '1': '鋼筋混凝土', '2': '框架', '3': '磚混', '4': '鋼結構', '9': '其他' },
  com_room_layout: { '1': '一室', '2': '一室一廳', '3': '兩室一廳', '4': '兩室兩廳', '5': '三室一廳', '6': '三室兩廳', '7': '四室及以上', '8': '複式', '9': '其他' },
  com_room_orientation: { '1': '南北通透', '2': '朝南', '3': '朝北', '4': '朝東', '5': '朝西', '6': '東南', '7': '西南', '8': '東北', '9': '西北' },
  com_room_decoration: { '1': '毛胚', '2': '簡裝', '3': '精裝', '4': '豪裝' },
  com_room_use: { '1': '住宅', '2': '商鋪', '3': '辦公', '4': '公寓', '5': '車庫', '6': '儲藏室', '9': '其他' },
  com_room_state: { '0': '未售', '1': '空置', '2': '自住', '3': '出租', '4': '裝修中' },
  com_id_card_type: { '1': '居民身分證', '2': '護照', '3': '港澳居民來往內地通行證', '4': '台灣居民來往大陸通行證', '5': '外國人永久居留身分證', '9': '其他' },
  com_resident_type: { '1': '業主', '2': '家屬', '3': '租戶' },
  com_resident_source: { '1': '後台錄入', '2': '住戶自助登記', '3': '批次匯入' },
  com_mobile_verified: { '0': '未驗證', '1': '已驗證' },
  com_resident_audit_status: { '0': '待審核', '1': '已通過', '2': '已駁回' },
  com_common_status: { '0': '正常', '1': '停用' },
  com_plate_color: { '1': '藍牌', '2': '黃牌', '3': '綠牌', '4': '白牌', '5': '黑牌', '9': '其他' },
  com_car_type: { '1': '小型汽車', '2': '大型汽車', '3': '新能源小型車', '4': '新能源大型車', '5': '機車', '9': '其他' },
  com_parking_type: { '1': '地面', '2': '地下', '3': '立體' },
  com_parking_space_type: { '1': '產權車位', '2': '租賃車位', '3': '臨時車位', '4': '子母車位' },
  com_parking_space_state: { '0': '空閒', '1': '已售', '2': '已租' },
  com_garage_state: { '0': '未售', '1': '已售', '2': '已租' },
  com_pass_direction: { '1': '入場', '2': '出場' },
  com_gate_direction: { '1': '入口', '2': '出口', '3': '出入口' },
  com_pass_car_kind: { '1': '業主車輛', '2': '月租車', '3': '臨時車', '4': '訪客車' },
};
