import { maintReportTypeLabels, type Lang, type MaintReportDetail } from '@fireline/shared';
import ExcelJS from 'exceljs';
import type { SiteTime } from '../../core/site-time';
import { reportTexts } from './report-pdf';

/** The report as a workbook: its facts and summary, one row per task, one row per failed item. */
export const writeReportXlsx = async (report: MaintReportDetail, options: { lang: Lang; siteTime: SiteTime }) => {
  const { lang, siteTime } = options;
  const t = reportTexts(lang);
  const time = (seconds: number | null) => (seconds ? siteTime.format(new Date(seconds * 1000)) : '');
  const workbook = new ExcelJS.Workbook();

  const summary = workbook.addWorksheet(t.summary);
  summary.columns = [{ width: 18 }, { width: 60 }];
  summary.addRows([
    [t.title, report.report_name],
    [t.company, report.company_maint_name],
    [t.project, report.project_name],
    [t.units, report.companies.map((unit) => unit.company_name).join('、')],
    [t.period, `${report.period[0]} ~ ${report.period[1]}`],
    [t.type, maintReportTypeLabels[report.enum_task_type][lang]],
    [t.auto, report.is_auto ? t.autoYes : t.autoNo],
    [t.tasks, report.summary.tasks],
    [t.items, report.summary.items],
    [t.pass, report.summary.pass],
    [t.fail, report.summary.fail],
    [t.notChecked, report.summary.not_checked],
    [t.generated, siteTime.format(new Date())],
  ]);
  summary.getColumn(1).font = { bold: true };

  const tasks = workbook.addWorksheet(t.taskList);
  tasks.columns = [t.taskName, t.planned, t.finished, t.resp, t.items, t.pass, t.fail, t.notChecked].map(
    (header, index) => ({ header, width: index < 3 ? 24 : 12 }),
  );
  for (const task of report.tasks)
    tasks.addRow([
      task.task_name,
      `${task.plan_start_time} ~ ${task.plan_end_time}`,
      time(task.finish_time),
      task.related_resp_name,
      task.items,
      task.pass,
      task.fail,
      task.not_checked,
    ]);
  tasks.getRow(1).font = { bold: true };

  const failed = workbook.addWorksheet(t.failed);
  failed.columns = [t.taskName, t.equipment, t.place, t.reading, t.remark].map((header) => ({ header, width: 24 }));
  for (const item of report.failed_items)
    failed.addRow([
      item.task_name,
      item.equipment_name,
      [item.building_name, item.position_desc].filter(Boolean).join(' '),
      item.reading,
      item.remark,
    ]);
  failed.getRow(1).font = { bold: true };

  return Buffer.from(await workbook.xlsx.writeBuffer());
};
