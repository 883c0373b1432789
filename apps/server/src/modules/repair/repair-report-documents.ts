import type { Lang, RepairReportDetail } from '@fireline/shared';
import ExcelJS from 'exceljs';
import { createPdf } from '../../core/pdf-document';
import type { SiteTime } from '../../core/site-time';

type Texts = Record<keyof typeof zh, string>;
const zh = {
  title: '维修报告',
  company: '维保公司',
  units: '报修单位',
  period: '报告周期',
  createdBy: '生成人',
  summary: '汇总',
  tasks: '任务数',
  completed: '已完成（待确认）',
  closed: '已关闭',
  taskList: '任务明细',
  taskName: '任务名称',
  unit: '单位',
  equipment: '设施/位置',
  fault: '故障描述',
  resp: '执行人',
  testResult: '测试结果',
  finished: '完成时间',
  status: '状态',
  generated: '生成时间',
};
const en: Texts = {
  title: 'Repair report',
  company: 'Maintenance company',
  units: 'Units',
  period: 'Period',
  createdBy: 'Made by',
  summary: 'Summary',
  tasks: 'Tasks',
  completed: 'Completed (awaiting confirmation)',
  closed: 'Closed',
  taskList: 'Tasks',
  taskName: 'Task',
  unit: 'Unit',
  equipment: 'Equipment / place',
  fault: 'Fault',
  resp: 'Executor',
  testResult: 'Test result',
  finished: 'Finished',
  status: 'Status',
  generated: 'Generated',
};
const textsOf = (lang: Lang) => (lang === 'en' ? en : zh);
const statusOf = (t: Texts, status: number) => (status === 5 ? t.closed : t.completed);

type Options = { lang: Lang; siteTime: SiteTime };
const rowsOf = (report: RepairReportDetail, t: Texts, time: (seconds: number | null) => string) =>
  report.tasks.map((task) => [
    task.task_name,
    task.company_cared_name,
    [task.equip_name, task.facility_address].filter(Boolean).join(' '),
    task.facility_fault_desc,
    task.related_resp_name,
    task.test_result,
    time(task.finish_time),
    statusOf(t, task.enum_maint_status),
  ]);

/** The repair report as a PDF (the maintenance reports' frame and font, core/pdf-document.ts). */
export const writeRepairReportPdf = async (report: RepairReportDetail, { lang, siteTime }: Options) => {
  const t = textsOf(lang);
  const time = (seconds: number | null) => (seconds ? siteTime.format(new Date(seconds * 1000)).slice(0, 16) : '');
  const pdf = createPdf(report.report_name);
  pdf.title(t.title, report.report_name);
  pdf.facts([
    [t.company, report.company_maint_name],
    [t.units, report.companies.map((unit) => unit.company_name).join('、')],
    [t.period, `${report.period[0]} ~ ${report.period[1]}`],
    [t.createdBy, report.created_by_name || '-'],
  ]);
  pdf.heading(t.summary);
  pdf.table(
    [t.tasks, t.completed, t.closed].map((title) => ({ title, width: 1 })),
    [[report.summary.tasks, report.summary.completed, report.summary.closed].map(String)],
  );
  pdf.heading(t.taskList);
  pdf.table(
    [
      { title: t.taskName, width: 3 },
      { title: t.unit, width: 2.5 },
      { title: t.equipment, width: 3 },
      { title: t.fault, width: 3 },
      { title: t.resp, width: 1.6 },
      { title: t.testResult, width: 3 },
      { title: t.finished, width: 2.4 },
      { title: t.status, width: 1.8 },
    ],
    rowsOf(report, t, time),
  );
  return pdf.finish(`${t.generated}：${siteTime.format(new Date())}`);
};

/** The repair report as a workbook: its facts and summary, one row per task. */
export const writeRepairReportXlsx = async (report: RepairReportDetail, { lang, siteTime }: Options) => {
  const t = textsOf(lang);
  const time = (seconds: number | null) => (seconds ? siteTime.format(new Date(seconds * 1000)) : '');
  const workbook = new ExcelJS.Workbook();
  const summary = workbook.addWorksheet(t.summary);
  summary.columns = [{ width: 24 }, { width: 60 }];
  summary.addRows([
    [t.title, report.report_name],
    [t.company, report.company_maint_name],
    [t.units, report.companies.map((unit) => unit.company_name).join('、')],
    [t.period, `${report.period[0]} ~ ${report.period[1]}`],
    [t.createdBy, report.created_by_name],
    [t.tasks, report.summary.tasks],
    [t.completed, report.summary.completed],
    [t.closed, report.summary.closed],
    [t.generated, siteTime.format(new Date())],
  ]);
  summary.getColumn(1).font = { bold: true };
  const tasks = workbook.addWorksheet(t.taskList);
  tasks.columns = [t.taskName, t.unit, t.equipment, t.fault, t.resp, t.testResult, t.finished, t.status].map(
    (header) => ({ header, width: 22 }),
  );
  for (const row of rowsOf(report, t, time)) tasks.addRow(row);
  tasks.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
