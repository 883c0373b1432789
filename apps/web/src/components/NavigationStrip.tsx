import { CheckOutlined, CloseCircleFilled, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

export type StripItem = { id: number | string; name: string };
/** What the strip lists: buildings or fire systems (spec 001 §2). */
export type StripRole = 'building' | 'firesystem';

type Props = {
  items: StripItem[];
  role: StripRole;
  /** Edit mode shows a delete icon on each item. */
  isEditing?: boolean;
  /** The query key naming the active item; building_id by default. */
  queryKey?: string;
  onChooseItem: (item: StripItem) => void;
  onRemoveItem?: (item: StripItem) => void;
  onNew?: () => void;
  /** The new button's text; the kit's 'New' when absent. */
  newLabel?: string;
  /** Shows an edit / done button that switches edit mode. */
  onEditingChange?: (isEditing: boolean) => void;
};

/** The active item: the one the query names, else the first. */
export const activeStripItem = (items: StripItem[], queryValue: string | null) =>
  items.find((item) => String(item.id) === queryValue) ?? items[0];

/** The building or system navigation strip: the `building_id` query value picks the active item; edit mode shows delete icons; emits choose, remove and new. */
export const NavigationStrip = ({
  items,
  role,
  isEditing,
  queryKey = 'building_id',
  onChooseItem,
  onRemoveItem,
  onNew,
  newLabel,
  onEditingChange,
}: Props) => {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const active = activeStripItem(items, searchParams.get(queryKey));
  return (
    <div
      className={`fl-nav-strip fl-nav-strip-${role}`}
      style={{ display: 'flex', gap: 8, overflowX: 'auto', padding: '8px 0' }}
      role="tablist"
      data-testid={`strip-${role}`}
    >
      {items.map((item) => (
        <span key={item.id} style={{ position: 'relative', display: 'inline-flex' }}>
          <Button
            role="tab"
            aria-selected={item.id === active?.id}
            type={item.id === active?.id ? 'primary' : 'default'}
            onClick={() => onChooseItem(item)}
          >
            {item.name}
          </Button>
          {isEditing && onRemoveItem && (
            <Tooltip title={t('kit.strip.remove')}>
              <CloseCircleFilled
                role="button"
                aria-label={`${t('kit.strip.remove')} ${item.name}`}
                style={{ position: 'absolute', top: -6, right: -6, color: '#ff4d4f', cursor: 'pointer' }}
                onClick={() => onRemoveItem(item)}
              />
            </Tooltip>
          )}
        </span>
      ))}
      {onNew && (
        <Button icon={<PlusOutlined />} onClick={onNew}>
          {newLabel ?? t('kit.strip.new')}
        </Button>
      )}
      {onEditingChange && items.length > 0 && (
        <Button
          type={isEditing ? 'primary' : 'dashed'}
          icon={isEditing ? <CheckOutlined /> : <EditOutlined />}
          onClick={() => onEditingChange(!isEditing)}
          data-testid={`strip-${role}-edit`}
        >
          {isEditing ? t('kit.strip.done') : t('kit.strip.edit')}
        </Button>
      )}
    </div>
  );
};
