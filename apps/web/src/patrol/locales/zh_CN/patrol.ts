import { PATROL_DICTIONARIES, PatrolJob, PatrolJobLog, PatrolLine, PatrolLinePoint, PatrolPoint, PatrolTask, PatrolType } from '@zhwy/contracts';
import { dictTexts, entityTexts } from '../../../platform/resource/labels.ts';

/** 巡更巡检：字段与字典的中文取自实体定义，与服务端一致。 */
export const patrol = {
  patrolType: entityTexts(PatrolType),
  patrolPoint: entityTexts(PatrolPoint),
  patrolLine: { ...entityTexts(PatrolLine), children: { points: '巡检点（按顺序）' } },
  patrolLinePoint: entityTexts(PatrolLinePoint),
  patrolJob: entityTexts(PatrolJob),
  patrolTask: entityTexts(PatrolTask),
  patrolJobLog: { ...entityTexts(PatrolJobLog), calls: { handle: '处理' } },
  dictValues: dictTexts(PATROL_DICTIONARIES),
  weekDays: { '1': '周一', '2': '周二', '3': '周三', '4': '周四', '5': '周五', '6': '周六', '7': '周日' },
  qr: { button: '二维码', title: '巡检点二维码：{{name}}', download: '下载图片', print: '打印' },
  points: {
    button: '巡检点',
    title: '任务巡检点',
    sort: '顺序',
    point: '巡检点',
    status: '状态',
    checkTime: '巡检时间',
    user: '巡检人员',
    inOrder: '按顺序',
    problem: '问题',
    checked: '已巡',
    late: '迟到',
    pending: '待巡',
    missed: '漏检',
  },
};
