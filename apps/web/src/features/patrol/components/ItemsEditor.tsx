import {
  PATROL_ITEMS_MAX,
  PATROL_QUANTITY_MAX,
  PATROL_QUANTITY_MIN,
  patrolItemTypes,
  patrolMessages,
  type ItemInput,
} from '@fireline/shared';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Input, InputNumber, message, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n';

export type ItemDraft = {
  name: string;
  enum_pt_item_type?: number;
  quantity?: number | null;
  kind: 'pass_fail' | 'reading';
  min?: number | null;
  max?: number | null;
  unit?: string;
  photo_required: boolean;
};

export const emptyItem = (): ItemDraft => ({ name: '', kind: 'pass_fail', quantity: 1, photo_required: false });

/** Why a drafted item is not complete yet, or null (spec 002 §5: quantity 1–100, a name and a type). */
export const itemProblem = (item: ItemDraft): string | null => {
  const lang = currentLang();
  if (!item.name.trim() || !item.enum_pt_item_type) return patrolMessages.completeItemFirst[lang];
  const quantity = item.quantity ?? 0;
  if (!Number.isInteger(quantity) || quantity < PATROL_QUANTITY_MIN || quantity > PATROL_QUANTITY_MAX)
    return patrolMessages.quantityRange[lang];
  return null;
};

export const toItemInput = (item: ItemDraft): ItemInput => ({
  name: item.name.trim(),
  enum_pt_item_type: item.enum_pt_item_type ?? 0,
  quantity: item.quantity ?? 0,
  check_require_json: {
    kind: item.kind,
    ...(item.kind === 'reading'
      ? { min: item.min ?? undefined, max: item.max ?? undefined, unit: item.unit?.trim() || undefined }
      : {}),
    photo_required: item.photo_required,
  },
});

/** One item's fields: name, type, quantity, and what the worker must answer. */
export const ItemFields = ({ value, onChange }: { value: ItemDraft; onChange: (next: ItemDraft) => void }) => {
  const { t } = useTranslation();
  const set = (change: Partial<ItemDraft>) => onChange({ ...value, ...change });
  const lang = currentLang();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Input
          placeholder={t('patrol.item.name')}
          value={value.name}
          maxLength={50}
          onChange={(event) => set({ name: event.target.value })}
          style={{ width: 200 }}
          data-testid="item-name"
        />
        <Select
          placeholder={t('patrol.item.type')}
          value={value.enum_pt_item_type}
          onChange={(type: number) => set({ enum_pt_item_type: type })}
          options={patrolItemTypes.map((type) => ({ value: type.id, label: type[lang] }))}
          style={{ width: 160 }}
          data-testid="item-type"
        />
        <InputNumber
          addonBefore={t('patrol.item.quantity')}
          value={value.quantity}
          onChange={(quantity) => set({ quantity })}
          precision={0}
          style={{ width: 160 }}
          data-testid="item-quantity"
        />
      </Space>
      <Space wrap>
        <Radio.Group
          value={value.kind}
          onChange={(event) => set({ kind: event.target.value as ItemDraft['kind'] })}
          options={[
            { value: 'pass_fail', label: t('patrol.item.passFail') },
            { value: 'reading', label: t('patrol.item.reading') },
          ]}
        />
        {value.kind === 'reading' && (
          <>
            <InputNumber placeholder={t('patrol.item.min')} value={value.min} onChange={(min) => set({ min })} />
            <InputNumber placeholder={t('patrol.item.max')} value={value.max} onChange={(max) => set({ max })} />
            <Input
              placeholder={t('patrol.item.unit')}
              value={value.unit}
              maxLength={10}
              style={{ width: 90 }}
              onChange={(event) => set({ unit: event.target.value })}
            />
          </>
        )}
        <Checkbox checked={value.photo_required} onChange={(event) => set({ photo_required: event.target.checked })}>
          {t('patrol.item.photoRequired')}
        </Checkbox>
      </Space>
    </Space>
  );
};

/** A new site's items: at most 10, the current one complete before another is added. */
export const ItemsEditor = ({
  value = [],
  onChange,
}: {
  value?: ItemDraft[];
  onChange?: (next: ItemDraft[]) => void;
}) => {
  const { t } = useTranslation();
  const lang = currentLang();
  const add = () => {
    const last = value[value.length - 1];
    const problem = last ? itemProblem(last) : null;
    if (problem) return void message.warning(problem);
    if (value.length >= PATROL_ITEMS_MAX) return void message.warning(patrolMessages.itemsMax[lang]);
    onChange?.([...value, emptyItem()]);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="items-editor">
      {value.map((item, index) => (
        <Card
          key={index}
          size="small"
          title={`${t('patrol.item.title')} ${index + 1}`}
          extra={
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('patrol.delete')}
              onClick={() => onChange?.(value.filter((_, other) => other !== index))}
            />
          }
        >
          <ItemFields
            value={item}
            onChange={(next) => onChange?.(value.map((entry, other) => (other === index ? next : entry)))}
          />
        </Card>
      ))}
      <Button onClick={add} data-testid="item-add">
        {t('patrol.item.add')} ({value.length}/{PATROL_ITEMS_MAX})
      </Button>
    </Space>
  );
};
