import { maintReportTypeLabels, type Lang, type MaintReportDetail } from '@fireline/shared';
import { createPdf } from '../../core/pdf-document';
import type { SiteTime } from '../../core/site-time';

type Texts = Record<keyof typeof zh, string>;
const zh = {
  title: '维保报告',
  company: '维保公司',
  project: '合同/项目',
  units: '维保单位',
  period: '报告周期',
  type: '任务类型',
  auto: '生成方式',
  autoYes: '自动生成',
  autoNo: '手动生成',
  createdBy: '生成人',
  summary: '汇总',
  tasks: '任务数',
  items: '检查项',
  pass: '合格',
  fail: '不合格',
  notChecked: '未检查',
  taskList: '任务明细',
  taskName: '任务名称',
  planned: '计划日期',
  finished: '完成时间',
  resp: '负责人',
  failed: '不合格项',
  equipment: '设施',
  place: '位置',
  reading: '读数',
  remark: '备注',
  none: '无',
  generated: '生成时间',
};
const en: Texts = {
  title: 'Maintenance report',
  company: 'Maintenance company',
  project: 'Contract / project',
  units: 'Units',
  period: 'Period',
  type: 'Task type',
  auto: 'Made',
  autoYes: 'automatically',
  autoNo: 'by hand',
  createdBy: 'Made by',
  summary: 'Summary',
  tasks: 'Tasks',
  items: 'Items',
  pass: 'Pass',
  fail: 'Fail',
  notChecked: 'Not checked',
  taskList: 'Tasks',
  taskName: 'Task',
  planned: 'Planned',
  finished: 'Finished',
  resp: 'Person',
  failed: 'Failed items',
  equipment: 'Equipment',
  place: 'Place',
  reading: 'Reading',
  remark: 'Remark',
  none: 'none',
  generated: 'Generated',
};
export const reportTexts = (lang: Lang) => (lang === 'en' ? en : zh);

/** The report as a PDF the maintenance company hands its client, in the caller's language. */
export const writeReportPdf = async (report: MaintReportDetail, options: { lang: Lang; siteTime: SiteTime }) => {
  const { lang, siteTime } = options;
  const t = reportTexts(lang);
  const pdf = createPdf(report.report_name);
  const { heading, table } = pdf;
  const time = (seconds: number | null) => (seconds ? siteTime.format(new Date(seconds * 1000)).slice(0, 16) : '');

  pdf.title(t.title, report.report_name);
  pdf.facts([
    [t.company, report.company_maint_name],
    [t.project, report.project_name],
    [t.units, report.companies.map((unit) => unit.company_name).join('、')],
    [t.period, `${report.period[0]} ~ ${report.period[1]}`],
    [t.type, maintReportTypeLabels[report.enum_task_type][lang]],
    [t.auto, report.is_auto ? t.autoYes : t.autoNo],
    [t.createdBy, report.created_by_name || '-'],
  ]);

  heading(t.summary);
  const { summary } = report;
  table(
    [t.tasks, t.items, t.pass, t.fail, t.notChecked].map((title) => ({ title, width: 1 })),
    [[summary.tasks, summary.items, summary.pass, summary.fail, summary.not_checked].map(String)],
  );

  heading(t.taskList);
  table(
    [
      { title: t.taskName, width: 4 },
      { title: t.planned, width: 3 },
      { title: t.finished, width: 3 },
      { title: t.resp, width: 2 },
      { title: t.pass, width: 1.2 },
      { title: t.fail, width: 1.2 },
      { title: t.notChecked, width: 1.4 },
    ],
    report.tasks.map((task) => [
      task.task_name,
      `${task.plan_start_time} ~ ${task.plan_end_time}`,
      time(task.finish_time),
      task.related_resp_name,
      String(task.pass),
      String(task.fail),
      String(task.not_checked),
    ]),
  );

  heading(t.failed);
  if (report.failed_items.length === 0) pdf.note(t.none);
  else
    table(
      [
        { title: t.taskName, width: 3 },
        { title: t.equipment, width: 3 },
        { title: t.place, width: 3 },
        { title: t.reading, width: 1.5 },
        { title: t.remark, width: 3.5 },
      ],
      report.failed_items.map((item) => [
        item.task_name,
        item.equipment_name,
        [item.building_name, item.position_desc].filter(Boolean).join(' '),
        item.reading,
        item.remark,
      ]),
    );

  return pdf.finish(`${t.generated}：${siteTime.format(new Date())}`);
};
