import type { AppPush } from '@fireline/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, notification } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { subscribe } from '../../../app/sse-router';

/** msg_type of the repair module's app_id 14 messages (apps/server/src/modules/repair). */
const REPAIR_TASK_MSG_TYPE = 'repair_task';

/**
 * The app_id 14 (maintenance tasks) consumer for repair tasks: tells the executor a repair task was assigned to them
 * (or sent back), with a way to it, and refreshes the repair lists on screen. Mounted once by the console layout.
 */
export const RepairPushNotice = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [api, holder] = notification.useNotification();
  useEffect(
    () =>
      subscribe('maintTasks', (message) => {
        const push = message as AppPush;
        if (push.msg_type !== REPAIR_TASK_MSG_TYPE || !push.msg_body) return;
        void queryClient.invalidateQueries({ queryKey: ['repair'] });
        const { content, path } = push.msg_body;
        const key = `repair-${path ?? content ?? ''}`;
        api.open({
          key,
          type: 'info',
          message: t('repair.push.assigned'),
          description: content,
          duration: 8,
          actions: path ? (
            <Button
              type="primary"
              size="small"
              onClick={() => {
                api.destroy(key);
                void navigate(path);
              }}
              data-testid="repair-push-view"
            >
              {t('repair.push.view')}
            </Button>
          ) : undefined,
        });
      }),
    [api, navigate, queryClient, t],
  );
  return <span data-testid="repair-push-notice">{holder}</span>;
};
