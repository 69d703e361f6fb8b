import type { BASE_DICTIONARIES, USER_SEX } from '@zhwy/contracts';
import type { DictTexts } from '../../../platform/resource/labels.ts';

/** Base data's dictionary values, and the shared sex dictionary its residents show (the system module's texts may not be loaded). */
export const dictValues: DictTexts<(typeof BASE_DICTIONARIES)[number] | typeof USER_SEX> = {
  sys_user_sex: { '1': '男性', '2': '女性' },
  com_area_status: { '0': '正常', '1': '停止' },
  com_building_status: { '0': '正常', '1': '停止' },
  com_building_type: { '1': '住宅', '2': '商業', '3': '店舗併用住宅', '4': 'オフィス', '5': '車庫', '9': 'その他' },
  com_building_structure: { '1': '鉄筋コンクリート', '2': 'ラーメン構造', '3': 'レンガ・コンクリート', '4': '鉄骨', '9': 'その他' },
  com_room_layout: { '1': '1R', '2': '1LDK', '3': '2LDK', '4': '2LLDK', '5': '3LDK', '6': '3LLDK', '7': '4LDK以上', '8': 'メゾネット', '9': 'その他' },
  com_room_orientation: { '1': '南北通風', '2': '南向き', '3': '北向き', '4': '東向き', '5': '西向き', '6': '南東', '7': '南西', '8': '北東', '9': '北西' },
  com_room_decoration: { '1': 'スケルトン', '2': '簡易内装', '3': '内装済み', '4': '高級内装' },
  com_room_use: { '1': '住宅', '2': '店舗', '3': 'オフィス', '4': 'アパート', '5': '車庫', '6': '倉庫', '9': 'その他' },
  com_room_state: { '0': '未販売', '1': '空室', '2': '自己居住', '3': '賃貸中', '4': '内装工事中' },
  com_id_card_type: { '1': '居民身分証', '2': 'パスポート', '3': '港澳居民来往内地通行証', '4': '台湾居民来往大陸通行証', '5': '外国人永住身分証', '9': 'その他' },
  com_resident_type: { '1': '所有者', '2': '家族', '3': '賃借人' },
  com_resident_source: { '1': '管理画面で登録', '2': '住民の自己登録', '3': '一括インポート' },
  com_mobile_verified: { '0': '未認証', '1': '認証済み' },
  com_resident_audit_status: { '0': '審査待ち', '1': '承認済み', '2': '却下' },
  com_common_status: { '0': '正常', '1': '停止' },
  com_plate_color: { '1': '青', '2': '黄', '3': '緑', '4': '白', '5': '黒', '9': 'その他' },
  com_car_type: { '1': '小型車', '2': '大型車', '3': '新エネルギー小型車', '4': '新エネルギー大型車', '5': 'オートバイ', '9': 'その他' },
  com_parking_type: { '1': '平面', '2': '地下', '3': '立体' },
  com_parking_space_type: { '1': '所有区画', '2': '賃貸区画', '3': '一時区画', '4': '縦列区画' },
  com_parking_space_state: { '0': '空き', '1': '販売済み', '2': '賃貸中' },
  com_garage_state: { '0': '未販売', '1': '販売済み', '2': '賃貸中' },
  com_pass_direction: { '1': '入庫', '2': '出庫' },
  com_gate_direction: { '1': '入口', '2': '出口', '3': '出入口' },
  com_pass_car_kind: { '1': '住民の車', '2': '月極車', '3': '一時利用車', '4': '来客車' },
};
