import { chargeCycles, formatRuleMessage, REMARK_MAX_LENGTH, type Charge, type ChargeCycle } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, DatePicker, Form, Input, InputNumber, message, Modal, Radio, Select, Tag, Typography } from 'antd';
import type { FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n';
import { epochToSiteWall } from '../../../lib/site-time';
import { DATE_FORMAT } from '../../../components/form-fields';
import { fetchContracts, generateCharges, payCharge, updateCharge } from '../api';
import { maintKeys } from '../keys';

/** Yuan with two decimals and thousands separators. */
export const formatYuan = (value: number) =>
  value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const statusColors = { 1: 'default', 2: 'processing', 3: 'success', 4: 'error' } as const;

export const ChargeStatusTag = ({ status }: { status: Charge['status'] }) => {
  const { t } = useTranslation();
  return (
    <Tag color={statusColors[status]} data-testid={`charge-status-${status}`}>
      {t(`maint.charge.status.${status}`)}
    </Tag>
  );
};

/** The contracts the caller reads, as options (the list's filter and the generate dialog). */
export const useContractOptions = () => {
  const contracts = useQuery({
    queryKey: maintKeys.contractOptions(),
    queryFn: () => fetchContracts({ page_size: 100 }),
  });
  return (contracts.data?.list ?? []).map((contract) => ({
    value: contract.id,
    label: contract.project_name,
    amount: contract.contract_amount,
    canWork: contract.can_work === 1,
  }));
};

const useRequired = () => ({
  required: true,
  message: formatRuleMessage({ key: 'required', params: {} }, currentLang()),
});

/** A charge dialog: its form, saved by `send`; when done it says so, closes and reloads the maintenance lists. */
const ChargeDialog = <Values extends object, Answer>(props: {
  open: boolean;
  title: string;
  okText: string;
  okTestId: string;
  isOkDisabled?: boolean;
  intro?: ReactNode;
  form: FormInstance<Values>;
  send: (values: Values) => Promise<Answer>;
  doneText: (answer: Answer) => string;
  onClose: () => void;
  children: ReactNode;
}) => {
  const { form, onClose } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: props.send,
    onSuccess: (answer) => {
      void message.success(props.doneText(answer));
      onClose();
      void queryClient.invalidateQueries({ queryKey: maintKeys.all });
    },
  });
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      cancelText={t('maint.cancel')}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then(
          (values) => save.mutate(values),
          () => undefined,
        )
      }
      okButtonProps={{ 'data-testid': props.okTestId, disabled: props.isOkDisabled }}
      forceRender
    >
      {props.intro}
      <Form form={form} layout="vertical">
        {props.children}
      </Form>
    </Modal>
  );
};

type GenerateForm = { contract_id: number; cycle: ChargeCycle };

/** 生成收费计划: a contract the caller works on and a cycle; the server keeps periods already there. */
export const GenerateDialog = (props: { open: boolean; contractId?: number; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<GenerateForm>();
  const required = useRequired();
  const options = useContractOptions().filter((option) => option.canWork);
  const chosen = Form.useWatch('contract_id', form);
  const noAmount = options.find((option) => option.value === chosen)?.amount === null;
  useEffect(() => {
    if (props.open) form.setFieldsValue({ contract_id: props.contractId, cycle: 'monthly' });
  }, [props.open, props.contractId, form]);
  return (
    <ChargeDialog
      open={props.open}
      title={t('maint.charge.generateTitle')}
      okText={t('maint.charge.generate')}
      okTestId="charge-generate-ok"
      isOkDisabled={noAmount}
      intro={<Typography.Paragraph type="secondary">{t('maint.charge.generateIntro')}</Typography.Paragraph>}
      form={form}
      send={generateCharges}
      doneText={(answer) => t('maint.charge.generated', { created: answer.created, kept: answer.kept })}
      onClose={props.onClose}
    >
      <Form.Item name="contract_id" label={t('maint.charge.contract')} rules={[required]}>
        <Select
          showSearch
          optionFilterProp="label"
          options={options.map(({ value, label }) => ({ value, label }))}
          data-testid="charge-generate-contract"
        />
      </Form.Item>
      {noAmount && <Alert type="warning" showIcon message={t('maint.charge.noAmount')} style={{ marginBottom: 16 }} />}
      <Form.Item name="cycle" label={t('maint.charge.cycle')} rules={[required]}>
        <Radio.Group
          optionType="button"
          options={chargeCycles.map((cycle) => ({ value: cycle, label: t(`maint.charge.cycle.${cycle}`) }))}
        />
      </Form.Item>
    </ChargeDialog>
  );
};

type PayForm = { amount_received: number; received_date?: Dayjs; invoice_no?: string };

/**
 * 登记收款: what was received in all for the period (at most its amount due), the day (the site's today by default)
 * and the invoice.
 */
export const PayDialog = (props: { charge: Charge | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<PayForm>();
  const required = useRequired();
  const { charge } = props;
  useEffect(() => {
    if (charge)
      form.setFieldsValue({
        amount_received: charge.amount_received || charge.amount_due,
        received_date: charge.received_date
          ? dayjs(charge.received_date)
          : epochToSiteWall(Math.floor(Date.now() / 1000)).startOf('day'),
        invoice_no: charge.invoice_no,
      });
  }, [charge, form]);
  return (
    <ChargeDialog
      open={charge !== null}
      title={t('maint.charge.payTitle')}
      okText={t('maint.save')}
      okTestId="charge-pay-ok"
      intro={
        charge && (
          <Typography.Paragraph type="secondary">
            {`${charge.project_name} · ${charge.start_time} ~ ${charge.end_time} · ${t('maint.charge.amount_due')} ${formatYuan(charge.amount_due)}`}
            <br />
            {t('maint.charge.payIntro')}
          </Typography.Paragraph>
        )
      }
      form={form}
      send={(values) =>
        payCharge({
          id: charge!.id,
          amount_received: values.amount_received,
          received_date: values.received_date ? values.received_date.format(DATE_FORMAT) : null,
          invoice_no: (values.invoice_no ?? '').trim(),
        })
      }
      doneText={() => t('maint.saved')}
      onClose={props.onClose}
    >
      <Form.Item name="amount_received" label={t('maint.charge.amount_received')} rules={[required]}>
        <InputNumber
          min={0}
          max={charge?.amount_due}
          precision={2}
          style={{ width: '100%' }}
          data-testid="charge-pay-amount"
        />
      </Form.Item>
      <Form.Item name="received_date" label={t('maint.charge.received_date')} rules={[required]}>
        <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="invoice_no" label={t('maint.charge.invoice_no')} rules={[{ max: 50 }]}>
        <Input maxLength={50} />
      </Form.Item>
    </ChargeDialog>
  );
};

type EditForm = { period: [Dayjs, Dayjs]; due_date: Dayjs; amount_due: number; invoice_no?: string; remark?: string };

/** 编辑收费: the period (within the contract, overlapping no other), due day, amount due, invoice and remark. */
export const EditChargeDialog = (props: { charge: Charge | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<EditForm>();
  const required = useRequired();
  const { charge } = props;
  useEffect(() => {
    if (charge)
      form.setFieldsValue({
        period: [dayjs(charge.start_time), dayjs(charge.end_time)],
        due_date: dayjs(charge.due_date),
        amount_due: charge.amount_due,
        invoice_no: charge.invoice_no,
        remark: charge.remark,
      });
  }, [charge, form]);
  return (
    <ChargeDialog
      open={charge !== null}
      title={t('maint.charge.editTitle')}
      okText={t('maint.save')}
      okTestId="charge-edit-ok"
      form={form}
      send={(values) =>
        updateCharge({
          id: charge!.id,
          start_time: values.period[0].format(DATE_FORMAT),
          end_time: values.period[1].format(DATE_FORMAT),
          due_date: values.due_date.format(DATE_FORMAT),
          amount_due: values.amount_due,
          invoice_no: (values.invoice_no ?? '').trim(),
          remark: (values.remark ?? '').trim(),
        })
      }
      doneText={() => t('maint.saved')}
      onClose={props.onClose}
    >
      <Form.Item name="period" label={t('maint.charge.period')} rules={[required]}>
        <DatePicker.RangePicker format={DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="due_date" label={t('maint.charge.due_date')} rules={[required]}>
        <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="amount_due" label={t('maint.charge.amount_due')} rules={[required]}>
        <InputNumber min={charge?.amount_received ?? 0} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="invoice_no" label={t('maint.charge.invoice_no')} rules={[{ max: 50 }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="remark" label={t('maint.charge.remark')}>
        <Input.TextArea rows={3} maxLength={REMARK_MAX_LENGTH} showCount />
      </Form.Item>
    </ChargeDialog>
  );
};
