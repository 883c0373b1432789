import type { UserRecord } from '@fireline/shared';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEpoch } from '../../../lib/site-time';
import { useEnumOptions } from '../../../components/enums';
import { StoredImage } from '../../../components/StoredImage';
import type { MessageKey } from '../../../locales/en-US';

/** The user type of spec 001 §3: a monitoring-centre user or a networked unit's (other organisations' people too). */
export const userTypeKey = (userType: string): MessageKey => {
  if (userType === 'info_center') return 'users.type.center';
  if (
    ['info_company_cared', 'info_company_household', 'info_company_control_room', 'info_company_nine_type'].includes(
      userType,
    )
  )
    return 'users.type.unit';
  return 'users.type.other';
};

/** Every field of a person's record, in the screen's language (spec 001 §3 "User"). */
export const UserDescriptions = ({ user }: { user: UserRecord }) => {
  const { t, i18n } = useTranslation();
  const duty = useEnumOptions(['enum_user_role'])('enum_user_role');
  const text = (value: string | number | null) => (value === null || value === '' ? '—' : value);
  const yesNo = (value: number) => t(value === 1 ? 'users.yes' : 'users.no');
  const items: [string, ReactNode][] = [
    ['name', user.name],
    ['account', user.account],
    ['company_name', user.company_name],
    ['user_type', t(userTypeKey(user.user_type))],
    ['role_id', i18n.language === 'en' ? user.role_eng_name : user.role_name],
    ['enum_user_status', t(`users.status.${user.enum_user_status}` as MessageKey)],
    ['is_active', yesNo(user.is_active)],
    ['expired_time', text(user.expired_time)],
    ['account_nature', user.account_nature === null ? '—' : t(`users.nature.${user.account_nature}` as MessageKey)],
    ['phone_num', text(user.phone_num)],
    ['email', text(user.email)],
    ['id_code', text(user.id_code)],
    [
      'political_status',
      user.political_status === null ? '—' : t(`users.political.${user.political_status}` as MessageKey),
    ],
    ['nation', text(user.nation)],
    ['address', text(user.address)],
    ['department_id', text(user.department_name)],
    ['post_id', text(user.post_name)],
    [
      'enum_user_role',
      user.enum_user_role === null
        ? '—'
        : (duty.find((option) => option.value === user.enum_user_role)?.label ?? user.enum_user_role),
    ],
    ['is_liable', yesNo(user.is_liable)],
    ['enum_user_staff', t(`users.staff.${user.enum_user_staff}` as MessageKey)],
    ['joined_time', text(user.joined_time)],
    ['last_login_time', user.last_login_time ? formatEpoch(user.last_login_time, 'YYYY-MM-DD HH:mm:ss') : '—'],
    ['create_time', formatEpoch(user.create_time, 'YYYY-MM-DD HH:mm:ss')],
    ['avatar', user.avatar ? <StoredImage src={`/files/${user.avatar}`} width={50} height={50} /> : '—'],
  ];
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" data-testid="user-descriptions">
      {items.map(([id, value]) => (
        <Descriptions.Item key={id} label={t(`users.field.${id}` as MessageKey)}>
          {value}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
};
