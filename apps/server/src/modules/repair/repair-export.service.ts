import { ErrorCodes, repairMessages, type Lang, type RepairExportQuery } from '@fireline/shared';
import ExcelJS from 'exceljs';
import { contractReachOf, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { SiteTime } from '../../core/site-time';
import type { Db } from '../../db/client';
import { listRepairTasks, selectNames } from './repair.repo';

const BATCH = 1_000;

type Ctx = { db: Db; caller: Caller; lang: Lang; siteTime: SiteTime };

const statusNames = {
  zh: ['', '待指派', '待接收', '进行中', '已完成', '已关闭', '已取消'],
  en: ['', 'To assign', 'To receive', 'In progress', 'Completed', 'Closed', 'Cancelled'],
};
const originNames = {
  zh: ['', '手动创建', '维保项', '故障告警', '巡查项', '隐患'],
  en: ['', 'By hand', 'Maintenance item', 'Fault alarm', 'Patrol item', 'Hazard'],
};
const levelNames = { zh: ['', '一般', '紧急', '特急'], en: ['', 'Normal', 'Urgent', 'Critical'] };
const headers = {
  zh: [
    '任务名称',
    '状态',
    '紧急程度',
    '来源',
    '单位',
    '维保单位',
    '设施名称',
    '设施地址',
    '故障描述',
    '执行人',
    '测试结果',
    '完成时间',
    '创建时间',
  ],
  en: [
    'Task',
    'Status',
    'Urgency',
    'Origin',
    'Unit',
    'Maintenance company',
    'Equipment',
    'Address',
    'Fault',
    'Executor',
    'Test result',
    'Finished',
    'Created',
  ],
};

/** Refuses an empty export ("no data available for export", 9995); the link carries the list's filters. */
export const prepareRepairExport = async (ctx: Ctx, query: RepairExportQuery) => {
  const { total } = await listRepairTasks(ctx.db, contractReachOf(ctx.caller), {
    ...query,
    page_no: 0,
    page_size: 1,
    userId: ctx.caller.session.userId,
  });
  if (total === 0) throw new AppError(ErrorCodes.noData, { detail: repairMessages.noExport });
  return query;
};

/** The workbook: one row per task the filters hold (at most `maxRows`), newest first. */
export const writeRepairExport = async (ctx: Ctx, query: RepairExportQuery, maxRows: number) => {
  const { lang } = ctx;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'en' ? 'Repair tasks' : '维修任务');
  sheet.columns = headers[lang].map((header, index) => ({ header, key: String(index), width: index === 8 ? 40 : 18 }));
  sheet.getRow(1).font = { bold: true };
  const time = (date: Date | null) => (date ? ctx.siteTime.format(date) : '');
  for (let page = 0; page * BATCH < maxRows; page += 1) {
    const { rows } = await listRepairTasks(ctx.db, contractReachOf(ctx.caller), {
      ...query,
      page_no: page,
      page_size: BATCH,
      userId: ctx.caller.session.userId,
    });
    const names = await selectNames(
      ctx.db,
      rows.map((row) => row.task.relatedRespUid),
    );
    for (const { task, caredName, maintName } of rows)
      sheet.addRow([
        task.taskName,
        statusNames[lang][task.enumTaskStatus] ?? '',
        levelNames[lang][task.enumTaskLevel] ?? '',
        originNames[lang][task.enumTaskOrigin] ?? '',
        caredName,
        maintName,
        task.equipName,
        task.facilityAddress,
        task.faultDesc,
        task.relatedRespUid ? (names.person.get(task.relatedRespUid) ?? '') : '',
        task.testResult,
        time(task.finishedAt),
        time(task.createdAt),
      ]);
    if (rows.length < BATCH) break;
  }
  return {
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    filename: `${lang === 'en' ? 'repair-tasks' : '维修任务'}.xlsx`,
    type: 'xlsx' as const,
  };
};
