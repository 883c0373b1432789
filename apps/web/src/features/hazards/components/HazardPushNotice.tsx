import { hazardDescription, type HazardPush } from '@fireline/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, notification } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLang } from '../../../app/i18n';
import { formatEpoch } from '../../../app/site-time';
import { subscribe } from '../../../app/sse-router';
import { hazardDetailPath } from '../paths';

/**
 * Tells the signed-in user of a hazard pushed to them (reported to their unit, designated to them, disposed of and
 * waiting for their review, overdue), in their language, with a way to it; the hazard lists on screen are refreshed.
 * Mounted once by the console layout.
 */
export const HazardPushNotice = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [api, holder] = notification.useNotification();
  useEffect(
    () =>
      subscribe('hazards', (message) => {
        const { msg_body: body } = message as HazardPush;
        void queryClient.invalidateQueries({ queryKey: ['hazards'] });
        const key = `hazard-${body.hazard_id}-${body.kind}`;
        api.open({
          key,
          type: body.kind === 'overdue' ? 'warning' : 'info',
          message: t(`hazards.push.${body.kind}`),
          description: [
            body.company_name,
            hazardDescription(body, currentLang()),
            body.deadline
              ? t('hazards.fact', {
                  name: t('hazards.field.deadline'),
                  value: formatEpoch(body.deadline, 'YYYY-MM-DD HH:mm'),
                })
              : '',
          ]
            .filter(Boolean)
            .join(' · '),
          duration: 8,
          actions: (
            <Button
              type="primary"
              size="small"
              onClick={() => {
                api.destroy(key);
                void navigate(hazardDetailPath(body.hazard_id));
              }}
            >
              {t('hazards.push.view')}
            </Button>
          ),
        });
      }),
    [api, navigate, queryClient, t],
  );
  return <span data-testid="hazard-push-notice">{holder}</span>;
};
