import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Form,
  Input,
  Modal,
  Radio,
  Row,
  Select,
  Spin,
  type FormInstance,
} from 'antd';
import type { Rule } from 'antd/es/form';
import { cloneElement, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useSearchParams } from 'react-router';
import { ApiError } from '../lib/api';
import { currentLang } from '../lib/i18n';
import {
  collectSubmitValues,
  DATE_FORMAT,
  fieldError,
  formModeOf,
  gateName,
  isFieldDisabled,
  isFieldRequired,
  isFieldShown,
  textLimitOf,
  toFormValues,
  type FormField,
  type FormMode,
  type FormSection,
} from './form-fields';
import { Upload } from './Upload';
import './form-page.css';

export type FormValues = Record<string, unknown>;
type Handler = (values: FormValues) => unknown;

export type FormPageProps = {
  title?: ReactNode;
  sections: FormSection[];
  /** The record being edited (edit mode), in the shape the server answers. */
  record?: Record<string, unknown>;
  loading?: boolean;
  /** Controls a page renders itself, by a field's `slot` name; the form item passes value and onChange. */
  slots?: Record<string, (field: FormField, disabled: boolean) => ReactElement>;
  onSave?: Handler;
  onSaveStay?: Handler;
  onNext?: Handler;
  onConfirmPrint?: Handler;
  onCancel?: () => void;
  /** Emitted with the failing field ids when validation fails. */
  onError?: (fieldIds: string[]) => void;
  /** Emitted with the fields the user just changed, for forms whose fields depend on each other (a building's floors). */
  onValuesChange?: (changed: FormValues) => void;
  form?: FormInstance;
};

type ControlProps = {
  field: FormField;
  disabled: boolean;
  mode: FormMode;
  slots?: FormPageProps['slots'];
  placeholderText: (field: FormField) => string;
  /** value, onChange and id injected by the enclosing Form.Item, handed to the control. */
  [injected: string]: unknown;
};

const FieldControl = ({ field, disabled, mode, slots, placeholderText, ...injected }: ControlProps) => {
  const common = { ...injected, disabled, placeholder: placeholderText(field) };
  const limit = textLimitOf(field);
  if (field.slot && slots?.[field.slot]) return cloneElement(slots[field.slot]!(field, disabled), injected);
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea {...common} rows={3} count={limit ? { show: true, max: limit } : undefined} />;
    case 'select':
      return <Select {...common} allowClear options={field.options} />;
    case 'select_radio':
      return <Radio.Group {...injected} disabled={disabled} options={field.options} />;
    case 'select_pick':
      return <Select {...common} allowClear showSearch={{ optionFilterProp: 'label' }} options={field.options} />;
    case 'multiple_select_pick':
      return (
        <Select
          {...common}
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={field.options}
        />
      );
    case 'date':
      return <DatePicker {...common} format={DATE_FORMAT} style={{ width: '100%' }} />;
    case 'img':
      return (
        <Upload
          {...injected}
          kind={field.expand?.upload_kind ?? 'image'}
          limit={field.expand?.limit}
          disabled={disabled}
        />
      );
    default:
      return (
        <Input
          {...common}
          suffix={field.unit}
          count={limit ? { show: true, max: limit } : undefined}
          allowClear={mode === 'new'}
        />
      );
  }
};

/**
 * The form page of spec 001 §4–5, driven by field definitions grouped in sections: required fields marked, a section
 * bar with anchors, validation by each field's check_type, only shown and enabled fields sent (trimmed, gated ones
 * when ticked), shaking fields and a scroll to the first error on failure, and a question before leaving unsaved edits.
 */
export const FormPage = ({
  title,
  sections,
  record,
  loading,
  slots,
  onSave,
  onSaveStay,
  onNext,
  onConfirmPrint,
  onCancel,
  onError,
  onValuesChange,
  form: givenForm,
}: FormPageProps) => {
  const { t } = useTranslation();
  const [ownForm] = Form.useForm();
  const form = givenForm ?? ownForm;
  const [searchParams] = useSearchParams();
  const mode = formModeOf(searchParams);
  const [shaking, setShaking] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const isDirty = useRef(false);
  const isSubmitting = useRef(false);
  // Pages rebuild their section list on every render (translations, enum options): the form is refilled only when
  // the record itself changes, so a re-render never wipes what the user typed.
  const sectionsRef = useRef(sections);
  useEffect(() => {
    sectionsRef.current = sections;
  }, [sections]);
  const [initialValues] = useState(() => toFormValues(sections, record));

  useEffect(() => {
    if (!record) return;
    form.setFieldsValue(toFormValues(sectionsRef.current, record));
    isDirty.current = false;
  }, [form, record]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty.current && !isSubmitting.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!isDirty.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const placeholderText = (field: FormField) =>
    field.placeholder ??
    t(['input', 'textarea'].includes(field.type) ? 'kit.form.pleaseEnter' : 'kit.form.pleaseSelect', {
      name: field.name,
    });

  const run = async (handler: Handler) => {
    let values: FormValues;
    try {
      await form.validateFields();
      values = form.getFieldsValue(true) as FormValues;
    } catch (error) {
      const failed = ((error as { errorFields?: { name: (string | number)[] }[] }).errorFields ?? []).map((item) =>
        String(item.name[0]),
      );
      const [firstFailed] = failed;
      if (firstFailed === undefined) return;
      // Cleared first so a second failure restarts the animation; each field drops the class when its animation ends.
      setShaking(new Set());
      requestAnimationFrame(() => setShaking(new Set(failed)));
      form.scrollToField(firstFailed, { behavior: 'smooth', block: 'center' });
      onError?.(failed);
      return;
    }
    isSubmitting.current = true;
    setBusy(true);
    try {
      await handler(collectSubmitValues(sections, values, mode));
      isDirty.current = false;
    } catch (error) {
      // A refused call has shown its message (and marked its field): the edits stay unsaved.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      isSubmitting.current = false;
      setBusy(false);
    }
  };

  const renderField = (field: FormField) => {
    const disabled = isFieldDisabled(field, mode);
    const gated = field.expand?.gated;
    const rules: Rule[] = [
      {
        validator: async (_: unknown, value: unknown) => {
          if (disabled || (gated && !form.getFieldValue(gateName(field.id)))) return;
          const problem = fieldError(field, value, currentLang(), form.getFieldsValue(true) as FormValues);
          if (problem) throw new Error(problem);
        },
      },
    ];
    const control = (isDisabled: boolean) => (
      <Form.Item
        name={field.id}
        label={gated ? undefined : field.name}
        required={isFieldRequired(field)}
        rules={rules}
        dependencies={[
          ...(gated ? [gateName(field.id)] : []),
          ...(field.expand?.confirm_of ? [field.expand.confirm_of] : []),
        ]}
        extra={gated ? undefined : field.expand?.help}
        noStyle={gated}
      >
        <FieldControl field={field} disabled={isDisabled} mode={mode} slots={slots} placeholderText={placeholderText} />
      </Form.Item>
    );
    const isWide = field.expand?.wide || field.type === 'textarea' || field.type === 'img';
    return (
      <Col
        key={field.id}
        xs={24}
        md={isWide ? 24 : 12}
        data-testid={`field-${field.id}`}
        className={shaking.has(field.id) ? 'fl-shake' : undefined}
        onAnimationEnd={() => setShaking((current) => new Set([...current].filter((id) => id !== field.id)))}
      >
        {gated ? (
          <Form.Item label={field.name} required={isFieldRequired(field)}>
            <div className="fl-gated">
              <Form.Item name={gateName(field.id)} valuePropName="checked" noStyle>
                <Checkbox disabled={disabled} aria-label={field.name} data-testid={`gate-${field.id}`} />
              </Form.Item>
              <Form.Item
                noStyle
                shouldUpdate={(before, after) => before[gateName(field.id)] !== after[gateName(field.id)]}
              >
                {() => control(disabled || !form.getFieldValue(gateName(field.id)))}
              </Form.Item>
            </div>
          </Form.Item>
        ) : (
          control(disabled)
        )}
      </Col>
    );
  };

  const shownSections = sections
    .map((section) => ({ ...section, fields: section.fields.filter((field) => isFieldShown(field, mode)) }))
    .filter((section) => section.fields.length > 0);

  return (
    <Card title={title} data-testid="form-page">
      <Spin spinning={Boolean(loading)}>
        {shownSections.length > 1 && (
          <Anchor
            className="fl-form-anchor"
            direction="horizontal"
            items={shownSections.map((section) => ({
              key: section.id,
              href: `#form-section-${section.id}`,
              title: section.title,
            }))}
          />
        )}
        <Form
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onValuesChange={(changed: FormValues) => {
            isDirty.current = true;
            onValuesChange?.(changed);
          }}
          scrollToFirstError={false}
        >
          {shownSections.map((section) => (
            <section key={section.id} id={`form-section-${section.id}`} className="fl-form-section">
              <div className="fl-form-section-title">{section.title}</div>
              <Row gutter={24}>{section.fields.map(renderField)}</Row>
            </section>
          ))}
        </Form>
        <div className="fl-form-actions">
          {onCancel && <Button onClick={onCancel}>{t('kit.form.cancel')}</Button>}
          {onSaveStay && (
            <Button loading={busy} onClick={() => void run(onSaveStay)}>
              {t('kit.form.saveStay')}
            </Button>
          )}
          {onNext && (
            <Button type="primary" loading={busy} onClick={() => void run(onNext)}>
              {t('kit.form.next')}
            </Button>
          )}
          {onConfirmPrint && (
            <Button loading={busy} onClick={() => void run(onConfirmPrint)}>
              {t('kit.form.confirmPrint')}
            </Button>
          )}
          {onSave && (
            <Button type="primary" loading={busy} onClick={() => void run(onSave)} data-testid="form-save">
              {t('kit.form.save')}
            </Button>
          )}
        </div>
      </Spin>
      <Modal
        open={blocker.state === 'blocked'}
        title={t('kit.form.leaveTitle')}
        okText={t('kit.form.leave')}
        cancelText={t('kit.form.stay')}
        onOk={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        {t('kit.form.leaveBody')}
      </Modal>
    </Card>
  );
};
