import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Empty, Form, message, Space, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isUnitUser } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { idParam } from '../../../lib/url';
import { formModeOf } from '../../../components/form-fields';
import { FormPage } from '../../../components/FormPage';
import { Upload } from '../../../components/Upload';
import { useFloorPlan } from '../../buildings';
import { useBuildingOptions, useFloorOptions } from '../../../components/building-options';
import { createHazard, fetchHazard, fetchUnitOptions, updateHazard } from '../api';
import { HazardPlan } from '../components/HazardPlan';
import { fromHazard, hazardSections, toHazardBody, type PlanPoint } from '../hazard-form';
import { HAZARD_LIST_PATH, hazardDetailPath } from '../paths';
import { hazardKeys } from '../keys';

/** The plan point control: the chosen floor's plan, a click marks the hazard's place. */
const PlanPointField = ({
  floorId,
  value,
  onChange,
}: {
  floorId?: number;
  value?: PlanPoint | null;
  onChange?: (value: PlanPoint | null) => void;
}) => {
  const { t } = useTranslation();
  const plan = useFloorPlan(floorId);
  if (!floorId) return <Typography.Text type="secondary">{t('hazards.field.planChooseFloor')}</Typography.Text>;
  if (plan.isLoading) return <Spin />;
  if (!plan.data) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('hazards.detail.noPlan')} />;
  return (
    <Space orientation="vertical">
      <Typography.Text type="secondary">{t('hazards.field.planHelp')}</Typography.Text>
      <HazardPlan imageUrl={plan.data.static_url} point={value ?? null} onPlace={(point) => onChange?.(point)} />
      {value && (
        <Button size="small" onClick={() => onChange?.(null)} data-testid="hazard-plan-clear">
          {t('hazards.field.clearPoint')}
        </Button>
      )}
    </Space>
  );
};

/**
 * /danger/hazard/edit: a hazard reported by hand (new), or with type=edit&id= a report changed while it waits for
 * confirmation. The unit's people report for their unit; others choose one of theirs.
 */
export const HazardEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const [search] = useSearchParams();
  const [form] = Form.useForm();
  const isEdit = formModeOf(search) === 'edit';
  const id = isEdit ? idParam(search.get('id')) : undefined;
  const current = useQuery({
    queryKey: hazardKeys.info(id),
    queryFn: () => fetchHazard({ id: id! }),
    enabled: id !== undefined,
  });
  const isUnitFixed = session ? isUnitUser(session.user) : false;
  const units = useQuery({
    queryKey: hazardKeys.unitOptions(),
    queryFn: () => fetchUnitOptions(),
    enabled: !isUnitFixed && !isEdit,
  });
  const chosenCompany = Form.useWatch('company_id', form) as number | undefined;
  const companyId = current.data?.company_id ?? (isUnitFixed ? session?.user.company_id : chosenCompany) ?? undefined;
  const buildingId = (Form.useWatch('building_id', form) as number | null | undefined) ?? undefined;
  const floorId = (Form.useWatch('floor_id', form) as number | null | undefined) ?? undefined;
  const buildings = useBuildingOptions(companyId ?? 0);
  const floors = useFloorOptions(buildingId);
  const companies = current.data
    ? [{ value: current.data.company_id, label: current.data.company_name }]
    : isUnitFixed && session
      ? [{ value: session.user.company_id, label: session.user.company_name }]
      : (units.data?.list ?? []).map((unit) => ({ value: unit.company_id, label: unit.company_name }));
  const ownUnitId = isUnitFixed ? session?.user.company_id : undefined;
  const record = useMemo(
    () => (current.data ? fromHazard(current.data) : { level: 1, company_id: ownUnitId, plan: null }),
    [current.data, ownUnitId],
  );
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => {
      const body = toHazardBody(values, companyId!);
      return id ? updateHazard({ ...body, id }) : createHazard(body);
    },
    onSuccess: (saved) => {
      void message.success(t('hazards.saved'));
      void queryClient.invalidateQueries({ queryKey: hazardKeys.all });
      void navigate(hazardDetailPath(saved.id));
    },
  });
  if (isEdit && !current.data) return <Spin data-testid="hazard-edit-loading" />;

  return (
    <div data-testid="hazard-edit">
      <FormPage
        form={form}
        title={t(isEdit ? 'hazards.edit.editTitle' : 'hazards.edit.newTitle')}
        sections={hazardSections(t, { companies, buildings, floors, isUnitFixed })}
        record={record}
        slots={{
          deadline: (_, disabled) => (
            <DatePicker
              disabled={disabled}
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              style={{ width: '100%' }}
              data-testid="hazard-deadline"
            />
          ),
          photos: (_, disabled) => <Upload kind="image" limit={5} companyId={companyId} disabled={disabled} />,
          plan: () => <PlanPointField floorId={floorId} />,
        }}
        onValuesChange={(changed) => {
          if ('company_id' in changed) form.setFieldsValue({ building_id: undefined, floor_id: undefined, plan: null });
          if ('building_id' in changed) form.setFieldsValue({ floor_id: undefined, plan: null });
          if ('floor_id' in changed) form.setFieldValue('plan', null);
        }}
        onCancel={() => void navigate(id ? hazardDetailPath(id) : HAZARD_LIST_PATH)}
        onSave={(values) => save.mutateAsync(values)}
      />
    </div>
  );
};

export default HazardEditPage;
