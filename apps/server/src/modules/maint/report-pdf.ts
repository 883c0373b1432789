import fs from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { maintReportTypeLabels, type Lang, type MaintReportDetail } from '@fireline/shared';
import PDFDocument from 'pdfkit';
import { serverRoot } from '../../core/server-root';
import type { SiteTime } from '../../core/site-time';

/**
 * Noto Sans SC (assets/fonts/README.md), found from the package folder: the same path from the source (tsx, Vitest)
 * and from the bundle (dist/main.js). WOFF, so pdfkit embeds only the glyphs a report uses.
 */
export const REPORT_FONT_PATH = path.join(serverRoot, 'assets', 'fonts', 'NotoSansSC-Regular.woff');

/**
 * The font as a plain TrueType (sfnt) buffer, unpacked from the WOFF once per process. fontkit reads a WOFF's glyph
 * table by inflating the whole table again for every glyph it decodes: a report of a few hundred Chinese characters
 * took tens of seconds that way. pdfkit still embeds only the glyphs used (it subsets TrueType the same way).
 */
let sfnt: Buffer | undefined;
export const reportFont = () => {
  if (sfnt) return sfnt;
  const woff = fs.readFileSync(REPORT_FONT_PATH);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const packed = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(packed) : packed,
    };
  });
  const header = Buffer.alloc(12 + count * 16);
  const power = 2 ** Math.floor(Math.log2(count));
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = header.length;
  const parts: Buffer[] = [header];
  tables.forEach((table, index) => {
    const at = 12 + index * 16;
    header.writeUInt32BE(table.tag, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  sfnt = Buffer.concat(parts);
  return sfnt;
};

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

type Column = { title: string; width: number };

/** The report as a PDF the maintenance company hands its client, in the caller's language. */
export const writeReportPdf = async (report: MaintReportDetail, options: { lang: Lang; siteTime: SiteTime }) => {
  const { lang, siteTime } = options;
  const t = reportTexts(lang);
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: report.report_name } });
  doc.registerFont('body', reportFont());
  doc.font('body');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const time = (seconds: number | null) => (seconds ? siteTime.format(new Date(seconds * 1000)).slice(0, 16) : '');

  const heading = (text: string) => {
    doc.moveDown(0.8).fontSize(13).fillColor('#1f1f1f').text(text, left, doc.y);
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .strokeColor('#d9d9d9')
      .stroke();
    doc.moveDown(0.4);
  };
  const table = (columns: Column[], rows: string[][]) => {
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * width);
    const drawRow = (cells: string[], isHead: boolean) => {
      doc.fontSize(9);
      const height =
        Math.max(...cells.map((cell, index) => doc.heightOfString(cell || ' ', { width: widths[index]! - 8 }))) + 8;
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const top = doc.y;
      let x = left;
      if (isHead) doc.rect(left, top, width, height).fill('#f5f5f5');
      cells.forEach((cell, index) => {
        doc
          .fillColor(isHead ? '#595959' : '#1f1f1f')
          .text(cell, x + 4, top + 4, { width: widths[index]! - 8, lineBreak: true });
        x += widths[index]!;
      });
      doc
        .moveTo(left, top + height)
        .lineTo(left + width, top + height)
        .strokeColor('#e8e8e8')
        .stroke();
      doc.x = left;
      doc.y = top + height;
    };
    drawRow(
      columns.map((column) => column.title),
      true,
    );
    for (const row of rows) drawRow(row, false);
  };

  doc.fontSize(20).fillColor('#1f1f1f').text(t.title, { align: 'center' });
  doc.moveDown(0.2).fontSize(14).text(report.report_name, { align: 'center' });
  doc.moveDown(0.8).fontSize(10);
  const facts: [string, string][] = [
    [t.company, report.company_maint_name],
    [t.project, report.project_name],
    [t.units, report.companies.map((unit) => unit.company_name).join('、')],
    [t.period, `${report.period[0]} ~ ${report.period[1]}`],
    [t.type, maintReportTypeLabels[report.enum_task_type][lang]],
    [t.auto, report.is_auto ? t.autoYes : t.autoNo],
    [t.createdBy, report.created_by_name || '-'],
  ];
  for (const [label, value] of facts)
    doc.fillColor('#595959').text(`${label}：`, { continued: true }).fillColor('#1f1f1f').text(value);

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
  if (report.failed_items.length === 0) doc.fontSize(10).fillColor('#595959').text(t.none);
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

  doc
    .moveDown(1.2)
    .fontSize(9)
    .fillColor('#8c8c8c')
    .text(`${t.generated}：${siteTime.format(new Date())}`, left, doc.y, { align: 'right', width });
  doc.end();
  await done;
  return Buffer.concat(chunks);
};
