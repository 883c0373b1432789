import {
  thirdSystemImportRowSchema,
  thirdSystemKindLabels,
  thirdSystemKinds,
  type ThirdSystemImportRow,
} from '@fireline/shared';
import { requireCentreLevel } from '../../../core/access';
import { insertImportedSystems, selectTakenSystemRows } from '../../third-systems';
import { registerImporter } from '../importer-registry';

const keyOf = (kind: string, name: string) => `${kind}\n${name.toLowerCase()}`;

/**
 * Third-party systems from a sheet (/thirdsystem/import, tab `thirdsystem-import`; docs/third-party.md): the kind by
 * value or label, the name unique per kind within the caller's organisation. Rows come without a key: each system's
 * key is made on its page, where it is shown once.
 */
registerImporter<ThirdSystemImportRow>({
  kind: 'third_system',
  permission: 'thirdsystem-import',
  sheetName: { zh: '第三方系统导入', en: 'Third-party system import' },
  columns: [
    {
      key: 'kind',
      header_zh: '系统类型',
      header_en: 'Kind',
      required: true,
      example: thirdSystemKindLabels.regulatory_center.zh,
      options: thirdSystemKinds.map((kind) => ({ value: kind, ...thirdSystemKindLabels[kind] })),
    },
    {
      key: 'name',
      header_zh: '系统名称',
      header_en: 'Name',
      required: true,
      example: '区级消防监管平台',
      note_zh: '不超过50个字符，同类系统不能重名',
      note_en: 'at most 50 characters, unique among systems of its kind',
    },
    {
      key: 'contact_name',
      header_zh: '联系人',
      header_en: 'Contact name',
      required: false,
      example: '王工',
      note_zh: '不超过30个字符',
      note_en: 'at most 30 characters',
    },
    {
      key: 'contact_phone',
      header_zh: '联系电话',
      header_en: 'Contact phone',
      required: false,
      example: '13800001234',
      note_zh: '11位手机号或固定电话（区号-号码）',
      note_en: 'mobile (11 digits) or landline (area code-number)',
    },
    {
      key: 'remark',
      header_zh: '备注',
      header_en: 'Remark',
      required: false,
      example: '每日同步联网单位',
      note_zh: '不超过200个字符',
      note_en: 'at most 200 characters',
    },
  ],
  rowSchema: thirdSystemImportRowSchema,
  uniqueInFile: [{ keys: ['kind', 'name'], message: 'thirdSystemExists' }],
  checkStart: async (_db, ctx) => requireCentreLevel(ctx.caller),
  checkRows: async (db, ctx, rows) => {
    const taken = await selectTakenSystemRows(
      db,
      ctx.caller,
      rows.map((row) => row.values),
    );
    return rows
      .filter((row) => taken.has(keyOf(row.values.kind, row.values.name)))
      .map((row) => ({ row: row.row, key: 'name', message: 'thirdSystemExists' as const }));
  },
  insertRows: async (tx, ctx, rows) =>
    insertImportedSystems(
      tx,
      ctx.caller,
      rows.map((row) => row.values),
    ),
});
