import type { PushedMessage } from '@fireline/shared';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Button, notification } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { subscribe, type PushTopic } from '../lib/sse-router';

/** What one pushed message shows: a title, a line of facts and a button to its page. */
export type PushNoticeView = {
  /** One notice per key: the same record's same news replaces the one on screen. */
  key: string;
  type: 'info' | 'warning';
  title: string;
  description?: string;
  /** Where the view button goes; without it the notice has no button. */
  to?: string;
  viewLabel: string;
  viewTestId?: string;
};

/**
 * Tells the signed-in user of the pushes of one topic, in their language, with a button to the record; the lists
 * under `queryKey` (a feature's `all`) are refreshed first. `viewOf` answers undefined for a message that is not for this notice; keep it
 * a module-level function so the subscription is made once.
 */
export const PushNotice = ({
  topic,
  queryKey,
  viewOf,
  testId,
}: {
  topic: PushTopic;
  queryKey: QueryKey;
  viewOf: (message: PushedMessage, t: TFunction) => PushNoticeView | undefined;
  testId: string;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [api, holder] = notification.useNotification();
  useEffect(
    () =>
      subscribe(topic, (message) => {
        const view = viewOf(message, t);
        if (!view) return;
        void queryClient.invalidateQueries({ queryKey });
        const { to } = view;
        api.open({
          key: view.key,
          type: view.type,
          title: view.title,
          description: view.description,
          duration: 8,
          actions: to ? (
            <Button
              type="primary"
              size="small"
              onClick={() => {
                api.destroy(view.key);
                void navigate(to);
              }}
              data-testid={view.viewTestId}
            >
              {view.viewLabel}
            </Button>
          ) : undefined,
        });
      }),
    [api, navigate, queryClient, t, topic, queryKey, viewOf],
  );
  return <span data-testid={testId}>{holder}</span>;
};
