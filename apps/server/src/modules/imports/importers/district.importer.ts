import {
  computeIntegrityScore,
  districtImportRowSchema,
  type DistrictBatchKind,
  type DistrictImportRow,
  type ImportColumn,
  type ImportKind,
} from '@fireline/shared';
import { enumTables } from '../../../db/seed/enums';
import { inChunks, registerImporter } from '../importer-registry';
import { insertOrganisations, selectTakenNames } from './organisations.repo';

type DistrictImport = {
  importKind: ImportKind;
  kind: DistrictBatchKind;
  levelEnum: string;
  levelColumn: 'enumCenterLevel' | 'enumMaintCompanyLevel' | 'enumAuthorityLevel';
  zh: string;
  en: string;
  example: string;
};

/** The three kinds of the district import (spec 001 §2 manage/import?tab=1|2|4), each with its level code table. */
const districtImports: DistrictImport[] = [
  {
    importKind: 'district_center',
    kind: 'center',
    levelEnum: 'enum_center_level',
    levelColumn: 'enumCenterLevel',
    zh: '监管中心',
    en: 'Regulatory centre',
    example: '海淀区消防监控中心',
  },
  {
    importKind: 'district_maint',
    kind: 'maint',
    levelEnum: 'enum_maint_company_level',
    levelColumn: 'enumMaintCompanyLevel',
    zh: '维保公司',
    en: 'Maintenance company',
    example: '京安消防维保有限公司',
  },
  {
    importKind: 'district_authority',
    kind: 'authority',
    levelEnum: 'enum_authority_level',
    levelColumn: 'enumAuthorityLevel',
    zh: '消防主管部门',
    en: 'Fire authority',
    example: '海淀区消防救援支队',
  },
];

/** A kind's level code table; the specs above name seeded tables, so a missing or empty one is a bug. */
const levelsOf = (spec: DistrictImport) => {
  const rows = enumTables[spec.levelEnum];
  const [first] = rows ?? [];
  if (!rows || !first) throw new Error(`code table ${spec.levelEnum} is missing or empty`);
  return { rows, first };
};

/** The company_add form's fields as template columns; the level takes the code table's id or its name. */
const columnsOf = (spec: DistrictImport): ImportColumn[] => [
  {
    key: 'company_name',
    header_zh: '名称',
    header_en: 'Name',
    required: true,
    example: spec.example,
    note_zh: '不超过50个字符，不能与已有同类机构重名',
    note_en: 'at most 50 characters, unique among organisations of this kind',
  },
  {
    key: 'level',
    header_zh: '级别',
    header_en: 'Level',
    required: false,
    example: levelsOf(spec).first[1],
    options: levelsOf(spec).rows.map(([value, zh, en]) => ({ value, zh, en })),
  },
  {
    key: 'region_code',
    header_zh: '行政区划代码',
    header_en: 'Region code',
    required: false,
    example: '110108',
    note_zh: '2-12位数字，如 110108（海淀区）',
    note_en: '2-12 digits, e.g. 110108',
  },
  {
    key: 'address',
    header_zh: '详细地址',
    header_en: 'Address',
    required: false,
    example: '北京市海淀区学院路 30 号',
    note_zh: '不超过200个字符',
    note_en: 'at most 200 characters',
  },
  {
    key: 'longitude',
    header_zh: '经度',
    header_en: 'Longitude',
    required: false,
    example: '116.35',
    note_zh: '0-180',
    note_en: '0-180',
  },
  {
    key: 'latitude',
    header_zh: '纬度',
    header_en: 'Latitude',
    required: false,
    example: '39.99',
    note_zh: '0-90',
    note_en: '0-90',
  },
  {
    key: 'contact_name',
    header_zh: '联系人',
    header_en: 'Contact name',
    required: false,
    example: '赵监管',
    note_zh: '不超过30个字符',
    note_en: 'at most 30 characters',
  },
  {
    key: 'contact_phone',
    header_zh: '联系电话',
    header_en: 'Contact phone',
    required: false,
    example: '13800001111',
    note_zh: '11位手机号或固定电话（区号-号码）',
    note_en: 'mobile (11 digits) or landline (area code-number)',
  },
];

/** integrity_score of an imported row: the archive fields it can fill. */
const integrityOfRow = (values: DistrictImportRow) =>
  computeIntegrityScore({
    company_name: values.company_name,
    company_address: values.region_code,
    company_address_specific: values.address,
    contact_name: values.contact_name,
    contact_phone: values.contact_phone,
    points:
      values.longitude !== undefined && values.latitude !== undefined
        ? { lng: values.longitude, lat: values.latitude }
        : null,
  });

/**
 * Centres, maintenance companies and fire authorities from a sheet (button `district-import`, the creators of district
 * organisations). Names are unique per kind (in the file and on file); nothing is bound, and a centre gets no account.
 */
for (const spec of districtImports) {
  registerImporter<DistrictImportRow>({
    kind: spec.importKind,
    permission: 'district-import',
    sheetName: { zh: `${spec.zh}导入`, en: `${spec.en} import` },
    columns: columnsOf(spec),
    rowSchema: districtImportRowSchema,
    uniqueInFile: [{ keys: ['company_name'], message: 'orgExists' }],
    checkStart: async () => undefined,
    checkRows: async (db, _ctx, rows) => {
      const taken = await selectTakenNames(
        db,
        spec.kind,
        rows.map((row) => row.values.company_name),
      );
      return rows
        .filter((row) => taken.has(row.values.company_name))
        .map((row) => ({ row: row.row, key: 'company_name', message: 'orgExists' as const }));
    },
    insertRows: async (tx, ctx, rows) => {
      let count = 0;
      for (const chunk of inChunks(rows)) {
        const created = await insertOrganisations(
          tx,
          chunk.map(({ values }) => ({
            kind: spec.kind,
            name: values.company_name,
            [spec.levelColumn]: values.level,
            regionCode: values.region_code,
            address: values.address,
            longitude: values.longitude,
            latitude: values.latitude,
            contactName: values.contact_name,
            contactPhone: values.contact_phone,
            createrId: ctx.caller.session.userId,
            integrityScore: integrityOfRow(values),
          })),
        );
        count += created.length;
      }
      return count;
    },
  });
}
