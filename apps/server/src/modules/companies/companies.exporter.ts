import { companyExportFilterSchema, exportPermissions } from '@fireline/shared';
import type { z } from 'zod';
import type { organisations } from '../../db/schema';
import { categoryLabels, label, registerExporter, stateLabels } from '../exports';
import { readCompanyBatch } from './companies-export.repo';

type Filters = z.infer<typeof companyExportFilterSchema>;
type Row = typeof organisations.$inferSelect;

/** The networked-unit list (other/GetCompanyList, /new_company_list): units in scope by name (contains), kind (company_kind), category, region, online state and creation time. */
registerExporter<Filters, Row>({
  kind: 'companies',
  permission: exportPermissions.companies,
  sheetName: { zh: '联网单位', en: 'Networked units' },
  filterSchema: companyExportFilterSchema,
  columns: [
    { header_zh: '单位编号', header_en: 'Unit ID', width: 10, value: (row) => row.id },
    { header_zh: '单位名称', header_en: 'Unit name', width: 28, value: (row) => row.name },
    {
      header_zh: '单位类别',
      header_en: 'Category',
      value: (row, ctx) => label(categoryLabels, row.category, ctx.lang),
    },
    { header_zh: '行政区划代码', header_en: 'Region code', value: (row) => row.regionCode },
    { header_zh: '详细地址', header_en: 'Address', width: 36, value: (row) => row.address },
    { header_zh: '联系人', header_en: 'Contact name', value: (row) => row.contactName },
    { header_zh: '联系电话', header_en: 'Contact phone', value: (row) => row.contactPhone },
    { header_zh: '状态', header_en: 'State', width: 10, value: (row, ctx) => label(stateLabels, row.state, ctx.lang) },
  ],
  fetchPage: (db, caller, filters, page) => readCompanyBatch(db, caller.scope, filters, page),
});
