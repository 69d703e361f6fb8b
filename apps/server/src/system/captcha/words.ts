/**
 * Common characters the click-word captcha draws (all in the font's simplified-Chinese subset). Characters that
 * look alike when rotated (e.g. 日/曰, 人/入) are left out: each drawn character must be told apart at a glance.
 */
export const CAPTCHA_WORDS = [
  ...'春夏秋冬山水火木金土天地风云雨雪花草树林江河湖海田园城市家国东南西北前后左右',
  ...'红黄蓝绿白黑青紫光明星月朝阳早晚心手足耳目口鼻马牛羊鱼鸟虫猫狗龙虎书画笔纸',
  ...'门窗桥路车船飞行走跑坐立开关读写学校老师同伴朋友爱笑歌舞茶米面果菜瓜豆桃李',
  ...'安全平和福寿喜乐美好新旧高低长短多少远近快慢冷热甜香清静深浅大小方圆玉石竹',
  ...'松梅兰菊荷叶根枝岛湾泉溪谷岭峰沙尘电灯钟表衣帽鞋伞床桌椅杯碗盘刀尺琴棋诗词',
];
