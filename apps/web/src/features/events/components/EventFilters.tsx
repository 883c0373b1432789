import { eventDeviceTypes } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Radio, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n';
import { epochToSiteWall, siteWallToEpoch } from '../../../lib/site-time';
import { fetchBuildingOptions, fetchCompanyOptions } from '../api';
import type { ListFilters } from '../list-query';
import { eventKeys } from '../keys';

type Props = {
  value: ListFilters;
  onSearch: (filters: ListFilters) => void;
  /** The processed filter makes no sense on the shielded list. */
  hasProcessed?: boolean;
  /** Inside a company's detail the unit is fixed by the page. */
  hasCompany?: boolean;
};

type Values = {
  company_id?: number;
  building_id?: number;
  range?: [Dayjs, Dayjs];
  status?: 'true' | 'false' | 'all';
  device_type?: string;
};

/** The picker shows and takes the site's wall time (start_time / end_time are epoch seconds). */
const toValues = (filters: ListFilters): Values => ({
  company_id: filters.company_id,
  building_id: filters.building_id,
  range:
    filters.start_time && filters.end_time
      ? [epochToSiteWall(filters.start_time), epochToSiteWall(filters.end_time)]
      : undefined,
  status: filters.status ?? 'all',
  device_type: filters.device_type,
});

/** Unit, building, time range, processed and device type filters of the alarm lists. */
export const EventFilters = ({ value, onSearch, hasProcessed = true, hasCompany = true }: Props) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [companyName, setCompanyName] = useState<string>();
  const companyId = Form.useWatch('company_id', form) ?? value.company_id;
  const companies = useQuery({
    queryKey: eventKeys.companyOptions(companyName),
    queryFn: () => fetchCompanyOptions(companyName),
    enabled: hasCompany,
  });
  const buildings = useQuery({
    queryKey: eventKeys.buildingOptions(companyId),
    queryFn: () => fetchBuildingOptions(companyId!),
    enabled: companyId !== undefined,
  });

  const submit = (values: Values) =>
    onSearch({
      company_id: hasCompany ? values.company_id : value.company_id,
      building_id: values.building_id,
      start_time: values.range?.[0] ? siteWallToEpoch(values.range[0]) : undefined,
      end_time: values.range?.[1] ? siteWallToEpoch(values.range[1]) : undefined,
      status: values.status,
      device_type: values.device_type || undefined,
    });

  return (
    <Form
      form={form}
      layout="inline"
      initialValues={toValues(value)}
      onFinish={submit}
      className="alarm-filters"
      data-testid="alarm-filters"
    >
      {hasCompany && (
        <Form.Item name="company_id" label={t('events.filter.company')}>
          <Select
            data-testid="filter-company"
            allowClear
            showSearch
            filterOption={false}
            style={{ width: 200 }}
            onSearch={(text) => setCompanyName(text || undefined)}
            onChange={() => form.setFieldValue('building_id', undefined)}
            options={(companies.data?.list ?? []).map((company) => ({
              value: company.company_id,
              label: company.company_name,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item name="building_id" label={t('events.filter.building')}>
        <Select
          data-testid="filter-building"
          allowClear
          style={{ width: 160 }}
          disabled={companyId === undefined}
          options={(buildings.data ?? []).map((building) => ({
            value: building.building_id,
            label: building.building_name,
          }))}
        />
      </Form.Item>
      <Form.Item name="range" label={t('events.filter.time')}>
        <DatePicker.RangePicker showTime data-testid="filter-time" />
      </Form.Item>
      {hasProcessed && (
        <Form.Item name="status" label={t('events.filter.processed')}>
          {/* One click switches and searches: the processing state is the filter an operator changes most. */}
          <Radio.Group
            data-testid="filter-status"
            optionType="button"
            buttonStyle="solid"
            onChange={() => form.submit()}
            options={[
              { value: 'false', label: t('events.filter.unprocessed') },
              { value: 'true', label: t('events.filter.processedDone') },
              { value: 'all', label: t('events.filter.all') },
            ]}
          />
        </Form.Item>
      )}
      <Form.Item name="device_type" label={t('events.filter.deviceType')}>
        <Select
          data-testid="filter-device-type"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('events.filter.all')}
          style={{ width: 200 }}
          popupMatchSelectWidth={360}
          options={eventDeviceTypes.map(([value, zh, en]) => ({ value, label: currentLang() === 'en' ? en : zh }))}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="filter-search">
            {t('events.filter.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              form.setFieldsValue({
                company_id: undefined,
                building_id: undefined,
                range: undefined,
                status: undefined,
                device_type: undefined,
              });
              onSearch(hasCompany ? {} : { company_id: value.company_id });
            }}
          >
            {t('events.filter.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
};
