import { routesZhCN } from './route-i18n';
import { districtZh } from '../features/district/i18n';
import { kitZhCN } from '../components/i18n';
import { companiesZhCN } from '../features/companies/i18n';
import { buildingsZh } from '../features/buildings/i18n';
import { floorsZh } from '../features/floors/i18n';
import { eventsZhCN } from '../features/events/i18n';
import { unregisteredZhCN } from '../features/events/unregistered-i18n';
import { shieldsZhCN } from '../features/events/shields-i18n';
import { devicesZh } from '../features/devices/i18n';
import { systemsZh } from '../features/systems/i18n';
import type { MessageKey } from './en-US';
import { scenesZh } from '../features/scenes/i18n';
import { equipmentZh } from '../features/equipment/i18n';
import { hydrantsZh } from '../features/hydrants/i18n';
import { homeZhCN } from '../features/home/i18n';
import { gisZh } from '../features/gis/i18n';
import { logsZh } from '../features/logs/i18n';
import { sysMonitorZh } from '../features/sys-monitor/i18n';
import { importsZh } from '../features/imports/i18n';
import { statsZhCN } from '../features/stats/i18n';
import { orgSettingsZh } from '../features/org-settings/i18n';
import { controlRoomsZh } from '../features/companies/control-room-i18n';
import { maintZh } from '../features/maint/i18n';
import { eventForwardZh } from '../features/event-forward/i18n';
import { thirdSystemsZh } from '../features/third-systems/i18n';
import { patrolZh } from '../features/patrol/i18n';
import { departmentsZh } from '../features/departments/i18n';
import { rolesZh } from '../features/roles/i18n';
import { hazardsZh } from '../features/hazards/i18n';
import { repairZh } from '../features/repair/i18n';
import { usersZhCN } from '../features/users/i18n';

export const zhCN: Record<MessageKey, string> = {
  'app.name': '火线消防远程监控平台',
  'app.shortName': '火线消防',
  'app.footer': '火线消防远程监控',
  'lang.switch': 'English',
  'lang.current': '中文',
  'login.title': '登录',
  'login.subtitle': '消防远程监控与管理',
  'login.username': '用户名',
  'login.usernamePlaceholder': '手机号或账号名',
  'login.password': '密码',
  'login.passwordPlaceholder': '密码',
  'login.captcha': '验证码',
  'login.captchaPlaceholder': '请输入图中验证码',
  'login.captchaRefresh': '点击图片换一张',
  'login.remember': '记住密码',
  'login.forgot': '忘记密码？',
  'login.forgotTitle': '忘记密码',
  'login.forgotBody': '密码由本单位管理员或监控中心重置，请联系他们获取新密码。',
  'login.submit': '进入系统',
  'login.emptyUsername': '请输入用户名',
  'login.invalidUsername': '用户名格式不正确',
  'login.emptyPassword': '登录密码不能为空',
  'login.invalidPassword': '密码为6-20位字母、数字或符号 . ! @ # $ ^',
  'login.emptyCaptcha': '请输入验证码',
  'session.elsewhere': '此账号已在别处登录，请重新登录',
  'session.noPermission': '此账号没有权限，请联系客服或重新注册',
  'session.noAccount': '账号数据不存在，请更换账号',
  'session.forcedTitle': '账号已在别处登录',
  'session.relogin': '重新登录',
  'error.network': '网络错误',
  'error.request': '接口请求错误',
  'top.map': '地图模式',
  'top.knowledge': 'AI知识库',
  'top.monitor': '监控大屏',
  'top.userCenter': '个人中心',
  'top.sysMonitor': '平台运行',
  'top.logout': '安全退出',
  'top.logoutConfirm': '确定退出火线消防吗？',
  'notFound.title': '页面不存在',
  'notFound.body': '该页面不存在或尚未开放。',
  'notFound.back': '返回首页',
  'recordMissing.title': '未指定记录',
  'recordMissing.body': '本页显示一条记录，但打开它的链接没有指明是哪一条（缺少 {{param}}）。请从列表中打开该记录。',
  'recordMissing.back': '返回{{list}}',
  'noPermission.title': '没有权限',
  'noPermission.body': '您的账号无权打开此页面。',
  'pager.footer': '共 {{total}} 条，第 {{current}} / {{pages}} 页',
  'alarmTip.dock': '停靠到页面下方',
  'alarmTip.title': '实时告警',
  'alarmTip.empty': '打开控制台以来暂无告警',
  'alarmTip.soundOn': '声音开',
  'alarmTip.soundOff': '声音关',
  'alarmTip.collapse': '收起',
  'alarmTip.clear': '关闭并清空',
  'alarmTip.enableSound': '点击开启报警声音',
  'alarmTip.open': '实时告警',
  'alarmTip.status.alarm': '火警',
  'alarmTip.status.fault': '故障',
  'alarmTip.status.abnormal': '异常',
  'alarmTip.status.normal': '事件',
  'alarmTip.status.yinhuan': '隐患',
  'setup.title': '告警与通知设置',
  'setup.push': '推送给我的告警',
  'setup.pushHelp': '关闭的类别仍会保存和显示在列表中，只是不再推送给您。',
  'setup.receiveAllFire': '接收所有火警（包括指定单位以外的）',
  'setup.channels': '同时通过以下方式通知我',
  'setup.channel.app': 'APP',
  'setup.channel.sms': '短信',
  'setup.channel.voice': '语音电话',
  'setup.channel.email': '邮件',
  'setup.channel.wechat': '微信公众号',
  'setup.channel.webhook': 'Webhook',
  'setup.sound': '本浏览器告警声音',
  'setup.soundByType': '各类告警的声音',
  'setup.soundByTypeHelp': '同时到达多条告警时播放其中最紧急的声音。保存在本浏览器。',
  'setup.soundName.alarm': '告警（警笛）',
  'setup.soundName.normal': '普通（单音）',
  'setup.soundName.alarm_confirm': '告警确认（提示音）',
  'setup.soundPreview': '试听',
  'setup.save': '保存',
  'setup.saved': '操作成功',
  'setup.category.fire': '火警',
  'setup.category.fault': '故障',
  'setup.category.abnormal': '异常',
  'setup.category.operation': '操作',
  'setup.category.yinhuan': '隐患',
  'setup.category.video': '视频',
  'setup.category.firecock': '消火栓',
  'common.ok': '确定',
  'common.cancel': '取消',
  ...kitZhCN,
  ...routesZhCN,
  ...companiesZhCN,
  ...buildingsZh,
  ...floorsZh,
  ...eventsZhCN,
  ...unregisteredZhCN,
  ...shieldsZhCN,
  ...devicesZh,
  ...systemsZh,
  ...hydrantsZh,
  ...gisZh,
  ...sysMonitorZh,
  ...logsZh,
  ...equipmentZh,
  ...scenesZh,
  ...importsZh,
  ...districtZh,
  ...statsZhCN,
  ...orgSettingsZh,
  ...controlRoomsZh,
  ...eventForwardZh,
  ...thirdSystemsZh,
  ...patrolZh,
  ...maintZh,
  ...departmentsZh,
  ...rolesZh,
  ...hazardsZh,
  ...repairZh,
  ...homeZhCN,
  ...usersZhCN,
};
