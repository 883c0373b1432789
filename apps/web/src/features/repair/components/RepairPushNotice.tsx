import type { AppPush, PushedMessage } from '@fireline/shared';
import type { TFunction } from 'i18next';
import { PushNotice, type PushNoticeView } from '../../../components/PushNotice';
import { repairKeys } from '../keys';

/** msg_type of the repair module's app_id 14 messages (apps/server/src/modules/repair). */
const REPAIR_TASK_MSG_TYPE = 'repair_task';

const viewOf = (message: PushedMessage, t: TFunction): PushNoticeView | undefined => {
  const push = message as AppPush;
  if (push.msg_type !== REPAIR_TASK_MSG_TYPE || !push.msg_body) return undefined;
  const { content, path } = push.msg_body;
  return {
    key: `repair-${path ?? content ?? ''}`,
    type: 'info',
    title: t('repair.push.assigned'),
    description: content,
    to: path,
    viewLabel: t('repair.push.view'),
    viewTestId: 'repair-push-view',
  };
};

/**
 * The app_id 14 (maintenance tasks) consumer for repair tasks: tells the executor a repair task was assigned to them
 * (or sent back), with a way to it, and refreshes the repair lists on screen. Mounted once by the console layout.
 */
export const RepairPushNotice = () => (
  <PushNotice topic="maintTasks" queryKey={repairKeys.all} viewOf={viewOf} testId="repair-push-notice" />
);
