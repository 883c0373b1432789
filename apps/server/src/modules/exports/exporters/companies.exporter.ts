import { companyExportFilterSchema, exportPermissions } from '@fireline/shared';
import { and, asc, eq, gt, gte, ilike, inArray, like, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inScope } from '../../../core/scope';
import { containsPattern } from '../../../db/like';
import { devices, organisations } from '../../../db/schema';
import { registerExporter } from '../exporter-registry';
import { categoryLabels, label, stateLabels } from './labels';

type Filters = z.infer<typeof companyExportFilterSchema>;
type Row = typeof organisations.$inferSelect;

const unitKinds = ['cared', 'household', 'control_room', 'nine_type'];
/** Online as the unit list counts it: a device of the unit is online. */
const isOnline = sql`exists (select 1 from ${devices} where ${devices.companyId} = ${organisations.id} and ${devices.isOnline})`;

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
  fetchPage: (db, scope, filters, page) =>
    db
      .select()
      .from(organisations)
      .where(
        and(
          inScope(scope, organisations.id),
          inArray(organisations.kind, filters.company_kind ? [filters.company_kind] : unitKinds),
          filters.name ? ilike(organisations.name, containsPattern(filters.name)) : undefined,
          filters.category ? eq(organisations.category, filters.category) : undefined,
          filters.region_code ? like(organisations.regionCode, `${filters.region_code}%`) : undefined,
          filters.enum_company_online_status === undefined
            ? undefined
            : filters.enum_company_online_status === '1'
              ? isOnline
              : sql`not ${isOnline}`,
          filters.start_time === undefined
            ? undefined
            : gte(organisations.createdAt, new Date(filters.start_time * 1000)),
          filters.end_time === undefined ? undefined : lte(organisations.createdAt, new Date(filters.end_time * 1000)),
          page.afterId === undefined ? undefined : gt(organisations.id, page.afterId),
        ),
      )
      .orderBy(asc(organisations.id))
      .limit(page.limit),
});
