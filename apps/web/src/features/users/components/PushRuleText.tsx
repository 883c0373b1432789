import { statusCategories, type PushSettings } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../locales/en-US';
import { fetchScopeUnits } from '../api';
import { userKeys } from '../keys';

/** The units of the caller's scope by id (designated units are chosen among them), cached a minute. */
export const useScopeUnitNames = () => {
  const units = useQuery({ queryKey: userKeys.scopeUnitsAll(), queryFn: () => fetchScopeUnits(), staleTime: 60_000 });
  return new Map((units.data?.list ?? []).map((unit) => [unit.company_id, unit.company_name]));
};

/** A person's rules as short texts: designated units, pushed categories, channels (spec 000 §6). */
export const usePushRuleTexts = () => {
  const { t, i18n } = useTranslation();
  const names = useScopeUnitNames();
  const separator = i18n.language === 'en' ? ', ' : '、';
  return {
    designated: (setting: PushSettings, isFull = false) => {
      if (setting.designated_unit_ids.length === 0) return t('users.alarm.allUnits');
      if (!isFull) return t('users.alarm.unitCount', { count: setting.designated_unit_ids.length });
      return setting.designated_unit_ids.map((id) => names.get(id) ?? `#${id}`).join(separator);
    },
    pushed: (setting: PushSettings) =>
      statusCategories
        .filter((category) => !setting.muted_categories.includes(category))
        .map((category) => t(`setup.category.${category}` as MessageKey))
        .join(separator) || t('users.alarm.none'),
    channels: (setting: PushSettings) =>
      setting.channels.map((channel) => t(`setup.channel.${channel}` as MessageKey)).join(separator) ||
      t('users.alarm.none'),
  };
};
