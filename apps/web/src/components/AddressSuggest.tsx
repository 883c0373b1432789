import { ADDRESS_SUGGEST_DEBOUNCE_MS, type AddressSuggestion } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Form, Input, Tag, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api';
import { componentKeys } from './keys';

/** GET /associate_word/ (outside /api_proxy/: session header, no signature); a failure just offers nothing. */
export const fetchAddressSuggestions = (keyword: string, regionCode?: string) =>
  api.get('/associate_word/', { keyword, region_code: regionCode }, { silent: true });

/** The value once it has stopped changing for `delayMs`. */
const useDebounced = (value: string, delayMs: number) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};

type Props = {
  value?: string;
  onChange?: (value: string) => void;
  /** The region the address picker holds: addresses under it are suggested first. */
  regionCode?: string;
  /** A suggestion was chosen (with its coordinates when the source knows them). */
  onPick?: (suggestion: AddressSuggestion) => void;
  disabled?: boolean;
  placeholder?: string;
  maxLength?: number;
};

/**
 * An address input that suggests places as one types (spec 001 §5 "Addresses"): addresses already on file in the
 * user's scope and, when the server has a maps service, its places, all prefixed by the configured region. Asks
 * 300 ms after the last key; the text typed is kept whether or not a suggestion is chosen.
 */
export const AddressSuggest = ({ value, onChange, regionCode, onPick, disabled, placeholder, maxLength }: Props) => {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), ADDRESS_SUGGEST_DEBOUNCE_MS);
  const suggestions = useQuery({
    queryKey: componentKeys.associateWord(keyword, regionCode ?? ''),
    queryFn: () => fetchAddressSuggestions(keyword, regionCode),
    enabled: keyword.length > 0 && !disabled,
    staleTime: 60_000,
  });
  const list = suggestions.data?.list ?? [];
  return (
    <AutoComplete
      value={value}
      onChange={(next: string) => onChange?.(next)}
      disabled={disabled}
      showSearch={{ onSearch: setTyped, filterOption: false }}
      onSelect={(chosen: string) => {
        const suggestion = list.find((item) => item.value === chosen);
        if (suggestion) onPick?.(suggestion);
      }}
      options={list.map((item) => ({
        value: item.value,
        label: (
          <span data-testid="address-suggestion">
            {item.value}{' '}
            <Tag color={item.source === 'maps' ? 'blue' : 'default'}>
              {t(item.source === 'maps' ? 'kit.address.suggestMaps' : 'kit.address.suggestArchive')}
            </Tag>
          </span>
        ),
      }))}
    >
      <Input placeholder={placeholder} maxLength={maxLength} allowClear />
    </AutoComplete>
  );
};

type FormProps = Omit<Props, 'regionCode' | 'onPick'> & {
  form: FormInstance;
  /** The form field holding the region code picked (the address picker's), to narrow the suggestions. */
  regionField: string;
  /** A coordinates field ({lng, lat}) filled from a chosen suggestion while it is still empty. */
  pointsField?: string;
};

/** AddressSuggest inside a form: follows the form's region field and fills its empty coordinates from a chosen place. */
export const FormAddressSuggest = ({ form, regionField, pointsField, ...props }: FormProps) => {
  const regionCode = Form.useWatch(regionField, form) as string | undefined;
  return (
    <AddressSuggest
      {...props}
      regionCode={regionCode || undefined}
      onPick={(suggestion) => {
        if (pointsField && suggestion.points && !form.getFieldValue(pointsField))
          form.setFieldValue(pointsField, suggestion.points);
      }}
    />
  );
};
