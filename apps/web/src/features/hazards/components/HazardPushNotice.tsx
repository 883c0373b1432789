import { hazardDescription, type HazardPush, type PushedMessage } from '@fireline/shared';
import type { TFunction } from 'i18next';
import { currentLang } from '../../../lib/i18n';
import { formatEpoch } from '../../../lib/site-time';
import { PushNotice, type PushNoticeView } from '../../../components/PushNotice';
import { hazardDetailPath } from '../paths';
import { hazardKeys } from '../keys';

const viewOf = (message: PushedMessage, t: TFunction): PushNoticeView => {
  const { msg_body: body } = message as HazardPush;
  return {
    key: `hazard-${body.hazard_id}-${body.kind}`,
    type: body.kind === 'overdue' ? 'warning' : 'info',
    title: t(`hazards.push.${body.kind}`),
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
    to: hazardDetailPath(body.hazard_id),
    viewLabel: t('hazards.push.view'),
  };
};

/**
 * Tells the signed-in user of a hazard pushed to them (reported to their unit, designated to them, disposed of and
 * waiting for their review, overdue), in their language, with a way to it; the hazard lists on screen are refreshed.
 * Mounted once by the console layout.
 */
export const HazardPushNotice = () => (
  <PushNotice topic="hazards" queryKey={hazardKeys.all} viewOf={viewOf} testId="hazard-push-notice" />
);
