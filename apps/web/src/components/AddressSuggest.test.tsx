import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { FormAddressSuggest } from './AddressSuggest';
import { preparePageTests, renderAt, stubFetch } from './test-utils';

preparePageTests();

const suggestions = [
  {
    value: '北京市海淀区学院路 35 号',
    name: '北京市海淀区学院路 35 号',
    address: '北京市海淀区学院路 35 号',
    region_code: '110108',
    points: { lng: 116.352, lat: 39.989 },
    source: 'archive',
  },
  {
    value: '北京市海淀区学院路地铁站',
    name: '学院路地铁站',
    address: '',
    region_code: '110108',
    points: null,
    source: 'maps',
  },
];

/** A form holding a region code, the address text and coordinates, as the unit form does. */
let shownForm: FormInstance | undefined;
const values = () => shownForm!.getFieldsValue(true) as Record<string, unknown>;
const AddressForm = () => {
  const [form] = Form.useForm();
  useEffect(() => {
    shownForm = form;
  }, [form]);
  return (
    <Form form={form} initialValues={{ region: '110108' }}>
      <Form.Item name="region" hidden />
      <Form.Item name="points" hidden />
      <Form.Item name="address">
        <FormAddressSuggest form={form} regionField="region" pointsField="points" placeholder="address" />
      </Form.Item>
    </Form>
  );
};

describe('address suggestions while typing', { timeout: 60_000 }, () => {
  it('asks once after typing stops, with the region picked, and a chosen place fills the field and empty coordinates', async () => {
    const calls = stubFetch((call) =>
      call.path === '/associate_word/' ? { region: '北京市', list: suggestions } : null,
    );
    renderAt(<AddressForm />);
    const input = screen.getByPlaceholderText('address');
    for (const text of ['学', '学院', '学院路']) fireEvent.change(input, { target: { value: text } });
    const shown = await screen.findAllByTestId('address-suggestion');
    const asked = calls.filter((call) => call.path === '/associate_word/');
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]!.query)).toMatchObject({ keyword: '学院路', region_code: '110108' });
    expect(shown.map((item) => item.textContent)).toEqual([
      '北京市海淀区学院路 35 号 on file',
      '北京市海淀区学院路地铁站 map',
    ]);

    await act(async () => {
      fireEvent.click(shown[0]!);
    });
    await waitFor(() =>
      expect(values()).toMatchObject({ address: '北京市海淀区学院路 35 号', points: { lng: 116.352, lat: 39.989 } }),
    );
  });

  it('keeps what was typed when nothing is chosen', async () => {
    stubFetch(() => ({ region: '北京市', list: [] }));
    renderAt(<AddressForm />);
    fireEvent.change(screen.getByPlaceholderText('address'), { target: { value: '西土城路 10 号' } });
    await waitFor(() => expect(values()).toMatchObject({ address: '西土城路 10 号' }));
    expect(values().points).toBeUndefined();
  });
});
