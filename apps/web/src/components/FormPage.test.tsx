import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormSection } from './form-fields';
import { FormPage } from './FormPage';
import { renderAt, setupDom } from './test-utils';

const sections: FormSection[] = [
  {
    id: 'basic',
    title: 'Basic information',
    fields: [
      { id: 'company_name', name: 'Unit name', type: 'input', check_type: 'required|maxLength:50' },
      { id: 'company_code', name: 'Organisation code', type: 'input', check_type: 'orgCode', disabled: true },
      { id: 'account', name: 'Account', type: 'input', new_disabled: true },
      { id: 'setup_time', name: 'Set up on', type: 'date' },
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    fields: [
      { id: 'contact_phone', name: 'Contact phone', type: 'input', check_type: 'required|phone' },
      {
        id: 'limit_user_count',
        name: 'User limit',
        type: 'input',
        check_type: 'required|positiveInt',
        expand: { gated: true },
      },
      { id: 'remark', name: 'Remark', type: 'textarea', expand: { remark: true } },
    ],
  },
];

const inputOf = (id: string) => within(screen.getByTestId(`field-${id}`)).getByRole('textbox') as HTMLInputElement;

describe('FormPage', { timeout: 90_000 }, () => {
  beforeAll(setupDom);
  afterEach(() => {
    cleanup();
  });

  it('marks required fields with an asterisk and shows a section bar', () => {
    renderAt(<FormPage sections={sections} onSave={vi.fn()} />);
    const label = (id: string) => screen.getByTestId(`field-${id}`).querySelector('label');
    expect(label('company_name')?.className).toContain('ant-form-item-required');
    expect(label('contact_phone')?.className).toContain('ant-form-item-required');
    expect(label('account')?.className ?? '').not.toContain('ant-form-item-required');
    expect(screen.getAllByText('Basic information').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('#form-section-contact');
  });

  it('disables fields by new_disabled in new mode and by disabled in edit mode', () => {
    renderAt(<FormPage sections={sections} onSave={vi.fn()} />, '/page?type=new');
    expect(inputOf('company_code').disabled).toBe(false);
    expect(inputOf('account').disabled).toBe(true);
    cleanup();
    renderAt(
      <FormPage sections={sections} onSave={vi.fn()} record={{ company_code: 'ABC-1', account: 'duty01' }} />,
      '/page?type=edit',
    );
    expect(inputOf('company_code').disabled).toBe(true);
    expect(inputOf('company_code').value).toBe('ABC-1');
    expect(inputOf('account').disabled).toBe(false);
  });

  it('saves only enabled fields, trimmed, an empty date as 2000-01-01, and a gated field only when ticked', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    renderAt(
      <FormPage sections={sections} onSave={onSave} record={{ company_code: 'ABC-1', account: 'duty01' }} />,
      '/page?type=edit',
    );
    fireEvent.change(inputOf('company_name'), { target: { value: '  北京朝阳商厦  ' } });
    fireEvent.change(inputOf('contact_phone'), { target: { value: ' 13912345678 ' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      company_name: '北京朝阳商厦',
      account: 'duty01',
      setup_time: '2000-01-01',
      contact_phone: '13912345678',
      remark: undefined,
    });

    await user.click(screen.getByTestId('gate-limit_user_count'));
    fireEvent.change(inputOf('limit_user_count'), { target: { value: '30' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]![0]).toMatchObject({ limit_user_count: '30' });
  });

  it('refuses to save with messages under the fields, shakes them and reports the failing ids', async () => {
    const onSave = vi.fn();
    const onError = vi.fn();
    const user = userEvent.setup();
    renderAt(<FormPage sections={sections} onSave={onSave} onError={onError} />);
    fireEvent.change(inputOf('contact_phone'), { target: { value: '12345' } });
    await user.click(screen.getByTestId('gate-limit_user_count'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(onError).toHaveBeenCalledWith(['company_name', 'contact_phone', 'limit_user_count']);
      expect(screen.getByTestId('field-company_name').className).toContain('fl-shake');
    });
    // Every message, not just the first to appear: Ant Design shows each field's explanation on its own frame.
    await waitFor(() => {
      expect(screen.getAllByText('this field is required', { selector: '.ant-form-item-explain-error' })).toHaveLength(
        2,
      );
      expect(screen.getByText('enter a correct phone number')).toBeTruthy();
    });
    expect(onSave).not.toHaveBeenCalled();
  });

  it('offers save-without-returning, next step and confirm-and-print only when given', async () => {
    const onNext = vi.fn();
    renderAt(<FormPage sections={[sections[0]!]} onNext={onNext} onCancel={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm and print' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.change(inputOf('company_name'), { target: { value: '消防站' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    await waitFor(() => expect(onNext).toHaveBeenCalledWith(expect.objectContaining({ company_name: '消防站' })));
  });

  it('asks before leaving with unsaved edits, and lets a save navigate away', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(
      <>
        <Link to="/elsewhere">away</Link>
        <FormPage sections={[sections[0]!]} onSave={() => router.navigate('/elsewhere')} />
      </>,
      '/page',
      [{ path: '/elsewhere', element: <div>elsewhere page</div> }],
    );
    fireEvent.change(inputOf('company_name'), { target: { value: 'x' } });
    await user.click(screen.getByText('away'));
    expect(await screen.findByText('Your changes have not been saved. Leave anyway?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/page');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    await act(async () => undefined);
  });
});

describe('FormPage re-renders', { timeout: 90_000 }, () => {
  beforeAll(setupDom);
  afterEach(cleanup);

  it('keeps typed values when the page re-renders with rebuilt sections, and refills when the record changes', async () => {
    const { useState } = await import('react');
    let rerender: () => void = () => undefined;
    let loadRecord: (record: Record<string, unknown>) => void = () => undefined;
    const Page = () => {
      const [, setCount] = useState(0);
      const [record, setRecord] = useState<Record<string, unknown> | undefined>(undefined);
      rerender = () => setCount((count) => count + 1);
      loadRecord = setRecord;
      return <FormPage sections={sections.map((section) => ({ ...section }))} record={record} onSave={vi.fn()} />;
    };
    renderAt(<Page />);
    act(() => loadRecord({ company_name: '朝阳商厦' }));
    await waitFor(() => expect(inputOf('company_name').value).toBe('朝阳商厦'));
    fireEvent.change(inputOf('company_name'), { target: { value: '消防站' } });
    act(() => rerender());
    expect(inputOf('company_name').value).toBe('消防站');
    act(() => loadRecord({ company_name: '国贸大厦' }));
    await waitFor(() => expect(inputOf('company_name').value).toBe('国贸大厦'));
  });
});

describe('useRecordForm', { timeout: 90_000 }, () => {
  beforeAll(setupDom);
  afterEach(cleanup);

  it('loads the record into the form, marks the field a refused save names, and leaves for the saved record', async () => {
    const { ApiError } = await import('../lib/api');
    const { useRecordForm } = await import('./use-record-form');
    const refusal = { code: 8997, msg: 'name taken', data: { field: 'company_name' } };
    const save = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('name taken', 8997, refusal as never))
      .mockResolvedValueOnce({ id: 7 });
    const Page = () => {
      const { form, record, saveAndBack } = useRecordForm({
        load: { queryKey: ['record-form-test'], queryFn: async () => ({ name: '朝阳商厦' }) },
        toValues: toPageValues,
        save,
        doneText: 'Saved',
        back: () => undefined,
        afterSave: (saved: { id: number }) => void router.navigate(`/saved/${saved.id}`),
      });
      return <FormPage sections={[sections[0]!]} record={record} form={form} onSave={saveAndBack} />;
    };
    const { router } = renderAt(<Page />, '/page?type=edit', [{ path: '/saved/:id', element: <div>saved</div> }]);
    await waitFor(() => expect(inputOf('company_name').value).toBe('朝阳商厦'));
    fireEvent.click(screen.getByTestId('form-save'));
    expect(await screen.findByText('name taken')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/page');
    fireEvent.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved/7'));
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ company_name: '朝阳商厦' }), expect.anything());
  });
});

const toPageValues = (record: { name: string }) => ({ company_name: record.name });
