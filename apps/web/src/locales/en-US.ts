import { routesEnUS } from './route-i18n';
import { districtEn } from '../features/district/i18n';
import { kitEnUS } from '../components/i18n';
import { companiesEnUS } from '../features/companies/i18n';
import { buildingsEn } from '../features/buildings/i18n';
import { floorsEn } from '../features/floors/i18n';
import { eventsEnUS } from '../features/events/i18n';
import { unregisteredEnUS } from '../features/events/unregistered-i18n';
import { shieldsEnUS } from '../features/events/shields-i18n';
import { devicesEn } from '../features/devices/i18n';
import { systemsEn } from '../features/systems/i18n';

import { scenesEn } from '../features/scenes/i18n';
import { equipmentEn } from '../features/equipment/i18n';
import { hydrantsEn } from '../features/hydrants/i18n';
import { homeEnUS } from '../features/home/i18n';
import { gisEn } from '../features/gis/i18n';
import { logsEn } from '../features/logs/i18n';
import { sysMonitorEn } from '../features/sys-monitor/i18n';
import { importsEn } from '../features/imports/i18n';
import { statsEnUS } from '../features/stats/i18n';
import { orgSettingsEn } from '../features/org-settings/i18n';
import { controlRoomsEn } from '../features/companies/control-room-i18n';
import { maintEn } from '../features/maint/i18n';
import { eventForwardEn } from '../features/event-forward/i18n';
import { thirdSystemsEn } from '../features/third-systems/i18n';
import { patrolEn } from '../features/patrol/i18n';
import { departmentsEn } from '../features/departments/i18n';
import { rolesEn } from '../features/roles/i18n';
import { hazardsEn } from '../features/hazards/i18n';
import { repairEn } from '../features/repair/i18n';
import { usersEnUS } from '../features/users/i18n';
/** The typed source of every UI text; zh-CN must cover each key (checked by its type). */
export const enUS = {
  'app.name': 'Fireline Fire Monitoring Platform',
  'app.shortName': 'Fireline',
  'app.footer': 'Fireline fire-safety remote monitoring',
  'lang.switch': '中文',
  'lang.current': 'English',
  'login.title': 'Log in',
  'login.subtitle': 'Fire-safety remote monitoring and management',
  'login.username': 'Username',
  'login.usernamePlaceholder': 'Mobile number or account name',
  'login.password': 'Password',
  'login.passwordPlaceholder': 'Password',
  'login.captcha': 'Verification code',
  'login.captchaPlaceholder': 'Enter the code in the picture',
  'login.captchaRefresh': 'Click the picture for another code',
  'login.remember': 'Remember password',
  'login.forgot': 'Forgot password?',
  'login.forgotTitle': 'Forgot password',
  'login.forgotBody':
    'Passwords are reset by your organisation’s administrator or the monitoring centre. Contact them to get a new password.',
  'login.submit': 'Enter system',
  'login.emptyUsername': 'please enter the username',
  'login.invalidUsername': 'invalid username format',
  'login.emptyPassword': 'login password cannot be empty',
  'login.invalidPassword': 'password must be 6-20 letters, digits or the symbols . ! @ # $ ^',
  'login.emptyCaptcha': 'please enter the verification code',
  'session.elsewhere': 'this account has logged in elsewhere, please log in again',
  'session.noPermission': 'this account has no permissions, contact support or register again',
  'session.noAccount': 'account data does not exist, change account',
  'session.forcedTitle': 'account logged in elsewhere',
  'session.relogin': 're-login',
  'error.network': 'network error',
  'error.request': 'interface request error',
  'top.map': 'Map mode',
  'top.knowledge': 'AI knowledge base',
  'top.monitor': 'Monitor screen',
  'top.userCenter': 'User centre',
  'top.sysMonitor': 'Platform health',
  'top.logout': 'Log out',
  'top.logoutConfirm': 'Log out of Fireline?',
  'notFound.title': 'Page not found',
  'notFound.body': 'This page does not exist or is not available yet.',
  'notFound.back': 'Back to the first page',
  'recordMissing.title': 'No record chosen',
  'recordMissing.body':
    'This page shows one record, and the link that opened it does not say which ({{param}} is missing). Open the record from its list.',
  'recordMissing.back': 'Back to {{list}}',
  'noPermission.title': 'No permission',
  'noPermission.body': 'Your account may not open this page.',
  'pager.footer': 'total {{total}} items, page {{current}} of {{pages}}',
  'alarmTip.dock': 'Dock below the page',
  'alarmTip.title': 'Live alarms',
  'alarmTip.empty': 'No alarms since you opened the console',
  'alarmTip.soundOn': 'Sound on',
  'alarmTip.soundOff': 'Sound off',
  'alarmTip.collapse': 'Collapse',
  'alarmTip.clear': 'Close and clear',
  'alarmTip.enableSound': 'Click to enable alarm sound',
  'alarmTip.open': 'Live alarms',
  'alarmTip.status.alarm': 'Fire',
  'alarmTip.status.fault': 'Fault',
  'alarmTip.status.abnormal': 'Abnormal',
  'alarmTip.status.normal': 'Event',
  'alarmTip.status.yinhuan': 'Hidden danger',
  'setup.title': 'Alarm and notification settings',
  'setup.push': 'Alarms pushed to me',
  'setup.pushHelp': 'Categories switched off are still stored and listed; they are only not pushed to you.',
  'setup.receiveAllFire': 'Receive every fire alarm, also from units outside my designated ones',
  'setup.channels': 'Also notify me by',
  'setup.channel.app': 'App',
  'setup.channel.sms': 'SMS',
  'setup.channel.voice': 'Voice call',
  'setup.channel.email': 'E-mail',
  'setup.channel.wechat': 'WeChat',
  'setup.channel.webhook': 'Webhook',
  'setup.sound': 'Alarm sound in this browser',
  'setup.soundByType': 'Sound per alarm type',
  'setup.soundByTypeHelp': 'A burst of alarms plays the most urgent of their sounds. Kept in this browser.',
  'setup.soundName.alarm': 'Alarm (siren)',
  'setup.soundName.normal': 'Normal (single tone)',
  'setup.soundName.alarm_confirm': 'Alarm confirmed (chime)',
  'setup.soundPreview': 'Play',
  'setup.save': 'Save',
  'setup.saved': 'operation successful',
  'setup.category.fire': 'Fire',
  'setup.category.fault': 'Fault',
  'setup.category.abnormal': 'Abnormal',
  'setup.category.operation': 'Operation',
  'setup.category.yinhuan': 'Hidden danger',
  'setup.category.video': 'Video',
  'setup.category.firecock': 'Hydrant',
  'common.ok': 'OK',
  'common.cancel': 'Cancel',
  ...kitEnUS,
  ...routesEnUS,
  ...companiesEnUS,
  ...buildingsEn,
  ...floorsEn,
  ...eventsEnUS,
  ...unregisteredEnUS,
  ...shieldsEnUS,
  ...devicesEn,
  ...systemsEn,
  ...hydrantsEn,
  ...gisEn,
  ...sysMonitorEn,
  ...logsEn,
  ...equipmentEn,
  ...scenesEn,
  ...importsEn,
  ...districtEn,
  ...statsEnUS,
  ...orgSettingsEn,
  ...controlRoomsEn,
  ...eventForwardEn,
  ...thirdSystemsEn,
  ...patrolEn,
  ...maintEn,
  ...departmentsEn,
  ...rolesEn,
  ...hazardsEn,
  ...repairEn,
  ...homeEnUS,
  ...usersEnUS,
} as const;

export type MessageKey = keyof typeof enUS;
