import { UploadOutlined } from '@ant-design/icons';
import { MAX_HANDLING_IMAGES } from '@fireline/shared';
import { Button, Checkbox, Form, Input, message, Modal, Radio, Select, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MessageKey } from '../../../locales/en-US';
import { uploadImage, type EventRecord, type PeopleTreeNode } from '../api';
import {
  buildHandlePayload,
  canApplyRepair,
  dealErrors,
  HANDLING_IMAGE_MAX_BYTES,
  handlingTypesFor,
  isSingleEventId,
  personChoiceError,
  REMARK_MAX,
  repairFormTarget,
} from '../handle-rules';
import { repairCaredUnit } from '../../repair';
import {
  useAlarmAbilities,
  useConfirmReasons,
  useHandleEvents,
  useMaintOptions,
  usePersonTree,
  useRepairCheck,
} from '../hooks';
import { MaintCompanyField } from './MaintCompanyField';
import { PersonTreeSelect } from './PersonTreeSelect';

type Props = {
  open: boolean;
  /** The events handled together: one from the detail page, one or more from the list's batch selection. */
  events: EventRecord[];
  onClose: () => void;
  onDone?: () => void;
};

type Errors = Partial<Record<'confirmType' | 'remark' | 'companyMaintId' | 'processor' | 'images', string>>;

const formatSize = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)}M`;

/** The 'deal info' handling dialog (spec 000 §2, §4, §5). */
export const DealInfoDialog = ({ open, events, onClose, onDone }: Props) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const abilities = useAlarmAbilities();
  const first = events[0];
  const statusCategory = first?.status_category ?? 'fire';
  const eventId = events.map((event) => event.id).join(',');
  const isSingle = isSingleEventId(eventId);

  const [confirmType, setConfirmType] = useState<number>();
  const [reasonId, setReasonId] = useState<number>();
  const [remark, setRemark] = useState('');
  const [processor, setProcessor] = useState<PeopleTreeNode>();
  const [isConfirmHistory, setIsConfirmHistory] = useState(false);
  const [isApplyRepair, setIsApplyRepair] = useState(false);
  const [companyMaintId, setCompanyMaintId] = useState<number>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [errors, setErrors] = useState<Errors>({});

  const reasons = useConfirmReasons({
    status_category: statusCategory,
    enum_confirm_type: confirmType,
    enum_device_type: first?.device_type,
    enum_device_model: first?.enum_device_model,
    enabled: open && isSingle,
  });
  const people = usePersonTree(open ? first?.company_id : undefined, 'info_company_cared');
  const repairCheck = useRepairCheck(
    first?.id,
    open && isSingle && statusCategory === 'fault' && abilities.canApplyRepair,
  );
  // Until the server has answered, an earlier application is assumed: the box stays disabled rather than inviting a refusal.
  const isAlreadyApplied = repairCheck.data ? !repairCheck.data.can_apply : true;
  const isRepairAllowed = canApplyRepair({
    hasPermission: abilities.canApplyRepair,
    confirmType,
    statusCategory,
    eventId,
    isAlreadyApplied,
  });
  const caredUnit = first && abilities.user ? repairCaredUnit(abilities.user, first) : undefined;
  const maintOptions = useMaintOptions(open && isRepairAllowed && isApplyRepair ? caredUnit : undefined);
  const handle = useHandleEvents();

  const currentUser = abilities.user
    ? { id: abilities.user.uid, name: abilities.user.real_name || abilities.user.user_name }
    : undefined;

  const reset = () => {
    setConfirmType(undefined);
    setReasonId(undefined);
    setRemark('');
    setProcessor(undefined);
    setIsConfirmHistory(false);
    setIsApplyRepair(false);
    setCompanyMaintId(undefined);
    setFiles([]);
    setErrors({});
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = async () => {
    const applyRepair = isRepairAllowed && isApplyRepair;
    const found: Errors = dealErrors({ confirmType, remark, isApplyRepair: applyRepair, companyMaintId });
    if (files.some((file) => file.status === 'uploading')) found.images = 'events.upload.failed';
    setErrors(found);
    if (Object.keys(found).length || confirmType === undefined || !first || !currentUser) return;
    const handler = processor ? { id: Number(processor.id), name: processor.name } : currentUser;
    const annexIds = files
      .map((file) => (file.response as { file_id?: string } | undefined)?.file_id)
      .filter((id): id is string => Boolean(id));
    await handle.mutateAsync(
      buildHandlePayload({
        eventIds: events.map((event) => event.id),
        confirmType,
        reasonId,
        remark,
        processor: handler,
        isConfirmHistory,
        annexIds,
        now: new Date(),
      }),
    );
    void message.success(t('events.deal.done'));
    const target =
      applyRepair && companyMaintId !== undefined
        ? repairFormTarget({ uid: currentUser.id, companyMaintId, event: first })
        : undefined;
    reset();
    onDone?.();
    onClose();
    if (target) void navigate(target);
  };

  // The counter turns red as soon as the remark is too long, not only on submit.
  const remarkError = errors.remark ?? (remark.length > REMARK_MAX ? 'events.deal.remarkOver' : undefined);

  return (
    <Modal
      open={open}
      title={t('events.deal.title')}
      onCancel={close}
      destroyOnHidden
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ loading: handle.isPending, 'data-testid': 'deal-submit' }}
    >
      <Form layout="vertical" data-testid="deal-dialog">
        {events.length > 1 && <p data-testid="deal-count">{t('events.deal.count', { count: events.length })}</p>}
        <Form.Item
          label={t('events.deal.type')}
          required
          validateStatus={errors.confirmType ? 'error' : undefined}
          help={errors.confirmType ? t(errors.confirmType as MessageKey) : undefined}
        >
          <Radio.Group
            data-testid="deal-type"
            value={confirmType}
            onChange={(event) => {
              // Choosing a type resets the reason; the reason list follows the type (spec 000 §4).
              setConfirmType(event.target.value as number);
              setReasonId(undefined);
              setErrors((current) => ({ ...current, confirmType: undefined }));
              if (event.target.value !== 3) setIsApplyRepair(false);
            }}
            options={handlingTypesFor(statusCategory).map((id) => ({
              value: id,
              label: t(`events.confirmType.${id}` as MessageKey),
            }))}
          />
        </Form.Item>
        {isSingle && (
          <Form.Item label={t('events.deal.reason')}>
            <Select
              data-testid="deal-reason"
              allowClear
              value={reasonId}
              disabled={confirmType === undefined}
              loading={reasons.isFetching}
              placeholder={t('events.deal.reasonPlaceholder')}
              onChange={(value: number | undefined) => setReasonId(value)}
              options={(reasons.data ?? []).map((reason) => ({ value: reason.id, label: reason.reason }))}
            />
          </Form.Item>
        )}
        <Form.Item
          label={t('events.deal.remark')}
          validateStatus={remarkError ? 'error' : undefined}
          help={remarkError ? t(remarkError as MessageKey) : undefined}
        >
          <Input.TextArea
            data-testid="deal-remark"
            rows={3}
            value={remark}
            count={{ show: true, max: REMARK_MAX }}
            onChange={(event) => {
              setRemark(event.target.value);
              setErrors((current) => ({ ...current, remark: undefined }));
            }}
          />
        </Form.Item>
        <Form.Item
          label={t('events.deal.images')}
          validateStatus={errors.images ? 'error' : undefined}
          help={errors.images ? t(errors.images as MessageKey) : undefined}
        >
          <Upload
            listType="picture"
            accept="image/*"
            maxCount={MAX_HANDLING_IMAGES}
            fileList={files}
            beforeUpload={(file) => {
              if (file.size > HANDLING_IMAGE_MAX_BYTES) {
                void message.warning(t('events.deal.imageTooLarge', { size: formatSize(file.size) }));
                return Upload.LIST_IGNORE;
              }
              return true;
            }}
            customRequest={({ file, onSuccess, onError }) => {
              uploadImage(file as File, 'handle_image', first?.company_id)
                .then((uploaded) => onSuccess?.(uploaded))
                .catch((error: Error) => {
                  void message.error(error.message);
                  onError?.(error);
                });
            }}
            onChange={({ fileList }) => setFiles(fileList.filter((file) => file.status !== 'error'))}
          >
            {files.length < MAX_HANDLING_IMAGES && <Button icon={<UploadOutlined />} />}
          </Upload>
        </Form.Item>
        <Form.Item
          label={t('events.deal.processor')}
          validateStatus={errors.processor ? 'error' : undefined}
          help={errors.processor ? t(errors.processor as MessageKey) : undefined}
        >
          <PersonTreeSelect
            nodes={people.data ?? []}
            loading={people.isFetching}
            value={processor}
            placeholder={
              currentUser
                ? `${t('events.deal.processorPlaceholder')} · ${currentUser.name}`
                : t('events.deal.processorPlaceholder')
            }
            onPick={(node) => {
              const error = personChoiceError(node);
              setErrors((current) => ({ ...current, processor: error }));
              if (!error) setProcessor(node);
            }}
          />
        </Form.Item>
        <Form.Item>
          <Checkbox
            data-testid="deal-history"
            checked={isConfirmHistory}
            onChange={(event) => setIsConfirmHistory(event.target.checked)}
          >
            {t('events.deal.history')}
          </Checkbox>
        </Form.Item>
        {abilities.canApplyRepair && statusCategory === 'fault' && (
          <Form.Item>
            <Checkbox
              data-testid="deal-apply-repair"
              disabled={!isRepairAllowed}
              checked={isRepairAllowed && isApplyRepair}
              onChange={(event) => setIsApplyRepair(event.target.checked)}
            >
              {t('events.deal.applyRepair')}
            </Checkbox>
          </Form.Item>
        )}
        {isRepairAllowed && isApplyRepair && (
          <MaintCompanyField
            testId="deal-maint-company"
            options={maintOptions}
            value={companyMaintId}
            error={errors.companyMaintId}
            onChange={(value) => {
              setCompanyMaintId(value);
              setErrors((current) => ({ ...current, companyMaintId: undefined }));
            }}
          />
        )}
      </Form>
    </Modal>
  );
};
