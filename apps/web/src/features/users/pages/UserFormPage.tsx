import { isValidUsername } from '@fireline/shared';
import { Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { currentLang } from '../../../lib/i18n';
import { useEnumOptions } from '../../../components/enums';
import { FormPage } from '../../../components/FormPage';
import { formModeOf } from '../../../components/form-fields';
import { useRecordForm } from '../../../components/use-record-form';
import { checkAccount, createUser, updateUser } from '../api';
import { CertificatesCard } from '../components/CertificatesCard';
import { useAreaCompanyId, useFormOptions, userInfoQuery, useUserOfQuery } from '../hooks';
import { areaLink, canKeepPeople, type PeopleArea } from '../people-area';
import { fromUser, newUserDefaults, toUserBody, USER_ENUMS, userSections } from '../user-form';
import { userKeys } from '../keys';

type SlotProps = {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  id?: string;
  placeholder?: string;
};

/** The login name: on leaving the field a taken name is said at once (user/check_account), not only at save. */
const AccountInput = ({ form, ...props }: SlotProps & { form: FormInstance }) => {
  const { t } = useTranslation();
  return (
    <Input
      {...props}
      onChange={(event) => props.onChange?.(event.target.value)}
      autoComplete="off"
      onBlur={() => {
        const account = (props.value ?? '').trim();
        if (props.disabled || !isValidUsername(account)) return;
        void checkAccount(account)
          .then((answer) => {
            if (answer.is_exist === 1) form.setFields([{ name: 'account', errors: [t('users.accountTaken')] }]);
          })
          // Only account managers may ask; the save still says it.
          .catch(() => undefined);
      }}
    />
  );
};

const PasswordInput = (props: SlotProps) => (
  <Input.Password {...props} onChange={(event) => props.onChange?.(event.target.value)} autoComplete="new-password" />
);

/**
 * /systemmanage/account/account_user and /company/user/edit: a new person, or with type=edit&user_id= a person's
 * record (spec 001 §3 "User", every field), and in edit mode the person's certificates.
 */
export const UserFormPage = ({ area }: { area: PeopleArea }) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const mode = formModeOf(search);
  const companyId = useAreaCompanyId(area);
  const { userId, user } = useUserOfQuery();
  // A person is changed where their organisation's people are kept: the form asks for that organisation's roles.
  const options = useFormOptions(mode === 'edit' ? (user.data?.company_id ?? companyId) : companyId);
  const enumOptions = useEnumOptions(USER_ENUMS);
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const sections = userSections(t, {
    roles: options.data?.roles ?? [],
    departments: options.data?.departments ?? [],
    posts: options.data?.posts ?? [],
    enumOptions,
    lang,
  });
  const back = () => void navigate(areaLink(area, 'list', { company_id: companyId }));
  const { formProps, form, save } = useRecordForm({
    load: { ...userInfoQuery(userId), enabled: mode === 'edit' && userId !== undefined },
    toValues: fromUser,
    fallback: mode === 'edit' ? undefined : newUserDefaults,
    save: (values) => {
      const body = toUserBody(values, mode);
      return mode === 'edit'
        ? updateUser({ user_id: userId, ...body })
        : createUser({ company_id: companyId, ...body });
    },
    doneText: t(mode === 'edit' ? 'users.saved' : 'users.added'),
    onSaved: (saved, queryClient) => queryClient.setQueryData(userKeys.info(saved.user_id), saved),
    invalidate: [userKeys.listAll()],
    back,
    // The field the server names gets the message under it too (an account that exists, a role not offered).
    fieldErrorText: (field, error) => (field === 'account' ? t('users.accountTaken') : error.message),
  });

  const canKeep = canKeepPeople(mode === 'edit' ? user.data?.company_id : companyId);
  return (
    <>
      <FormPage
        {...formProps}
        title={t(mode === 'edit' ? 'users.route.edit' : 'users.route.new')}
        sections={sections}
        loading={mode === 'edit' && user.isFetching}
        slots={{
          account: (field, disabled) => (
            <AccountInput
              form={form}
              disabled={disabled}
              placeholder={t('kit.form.pleaseEnter', { name: field.name })}
            />
          ),
          password: (field, disabled) => (
            <PasswordInput disabled={disabled} placeholder={t('kit.form.pleaseEnter', { name: field.name })} />
          ),
        }}
        onSaveStay={
          mode === 'new'
            ? async (values) => {
                const saved = await save(values);
                // Staying: the new person opens in edit mode, where their certificates are added.
                void navigate(areaLink(area, 'form', { company_id: companyId, type: 'edit', user_id: saved.user_id }), {
                  replace: true,
                });
              }
            : undefined
        }
      />
      <CertificatesCard userId={mode === 'edit' ? userId : undefined} canEdit={canKeep} lang={currentLang()} />
    </>
  );
};

export default UserFormPage;
