import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query';
import { Form, message, type FormInstance } from 'antd';
import { useMemo } from 'react';
import { ApiError } from '../lib/api';
import { FormAddressSuggest } from './AddressSuggest';
import { AddressPicker } from './AddressPicker';
import { CoordinatePicker } from './CoordinatePicker';
import type { FormPageProps, FormValues } from './FormPage';
import { componentKeys } from './keys';

export type RecordFormOptions<TRecord, TSaved> = {
  /** The record's info call (edit mode); `enabled: false` while its id is unknown or on a new record. */
  load?: { queryKey: QueryKey; queryFn: QueryFunction<TRecord>; enabled?: boolean };
  /** Maps the loaded record to form values (identity when absent). Must be stable: module level or memoised. */
  toValues?: (record: TRecord) => FormValues;
  /** The values a new record starts with, used while nothing is loaded. Must be stable: a constant or memoised. */
  fallback?: FormValues;
  /** The save call with the collected values (create or change). */
  save: (values: FormValues) => Promise<TSaved>;
  /** The success message shown after a save. */
  doneText: string;
  /** Cache writes after a save (the saved record under its info key); a promise returned is awaited before leaving. */
  onSaved?: (saved: TSaved, queryClient: QueryClient) => unknown;
  /** Query keys refreshed after a save (the lists). */
  invalidate?: QueryKey[];
  /** Where cancel leads, and a save unless `afterSave` is given. */
  back: () => void;
  /** Where a save leads when it depends on the saved record (its details page). */
  afterSave?: (saved: TSaved) => void;
  /** A form the page made itself (when it watches fields before this hook); one is made otherwise. */
  form?: FormInstance;
  /** The text put under the field a refused save names (`data.field`); the server's message when absent. */
  fieldErrorText?: (field: string, error: ApiError) => string;
};

/** The field a refused call names (`data.field` of the answer), if any. */
export const errorField = (error: unknown) =>
  error instanceof ApiError ? ((error.body?.data as { field?: string } | null)?.field ?? undefined) : undefined;

/**
 * The load/save frame of an edit page around `FormPage`: the form, the record loaded and mapped to form values, the save
 * mutation with its success message, cache writes and list refresh, the server's named field marked on a refused save,
 * and the way back (or on to the saved record). `saveAndBack` is the usual `onSave`; `save` alone suits `onSaveStay`. A failed save rejects (its
 * message was shown by the call), so `FormPage` keeps the edits unsaved and nothing navigates.
 */
export const useRecordForm = <TRecord = FormValues, TSaved = unknown>({
  load,
  toValues,
  fallback,
  save,
  doneText,
  onSaved,
  invalidate = [],
  back,
  afterSave,
  form: givenForm,
  fieldErrorText,
}: RecordFormOptions<TRecord, TSaved>) => {
  const queryClient = useQueryClient();
  const [ownForm] = Form.useForm();
  const form = givenForm ?? ownForm;
  const query = useQuery({
    queryKey: load?.queryKey ?? componentKeys.recordFormNone(),
    queryFn: load?.queryFn ?? (() => Promise.reject(new Error('no record to load'))),
    enabled: load !== undefined && load.enabled !== false,
  });
  const record = useMemo(
    () => (query.data === undefined ? fallback : toValues ? toValues(query.data) : (query.data as FormValues)),
    [query.data, toValues, fallback],
  );
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      void message.success(doneText);
      for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
      return onSaved?.(saved, queryClient);
    },
    onError: (error) => {
      const field = errorField(error);
      if (field && form.getFieldInstance(field) !== undefined)
        form.setFields([{ name: field, errors: [fieldErrorText?.(field, error as ApiError) ?? error.message] }]);
    },
  });
  const saveAndBack = async (values: FormValues) => {
    const saved = await mutation.mutateAsync(values);
    if (afterSave) afterSave(saved);
    else back();
  };
  return {
    form,
    record,
    /** What `FormPage` takes from here: `<FormPage {...formProps} title=… sections=… />`. */
    formProps: { form, record, onCancel: back, onSave: saveAndBack },
    /** The record's info call while it runs (for `FormPage`'s `loading`). */
    loading: query.isFetching,
    data: query.data,
    save: mutation.mutateAsync,
    saveAndBack,
  };
};

/** The slots of the unit archive's address fields: region picker, address text with suggestions, coordinates. */
export const addressSlots = (form: FormInstance): NonNullable<FormPageProps['slots']> => ({
  address: (_, disabled) => <AddressPicker disabled={disabled} />,
  addressText: (_, disabled) => (
    <FormAddressSuggest
      form={form}
      regionField="company_address"
      pointsField="points"
      disabled={disabled}
      maxLength={200}
    />
  ),
  points: (_, disabled) => <CoordinatePicker disabled={disabled} />,
});
