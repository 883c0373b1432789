import { ErrorCodes, patrolCheckInUrl, type PatrolSite } from '@fireline/shared';
import JSZip from 'jszip';
import QRCode from 'qrcode';
import { requireAccess, requireAccessTo } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { PatrolCtx } from './patrol-context';
import { sitesInOrder, siteDetail } from './sites.service';

/** Quiet zone around the code, in modules (the standard asks for 4). */
const QUIET = 4;
const ecc = { errorCorrectionLevel: 'M' } as const;

/** The QR code of a text as a PNG about `size` pixels wide, quiet zone included. */
export const qrPng = (text: string, size: number) => QRCode.toBuffer(text, { ...ecc, margin: QUIET, width: size });

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * A printable label: the QR code with the site's name and code under it, as SVG. Vector, so it prints sharp at any
 * size, and its text is text: any viewer with a Chinese font (every phone and desktop) renders the name, where a PNG
 * would need a font rasteriser on the server.
 */
export const labelSvg = (url: string, site: Pick<PatrolSite, 'site_name' | 'site_code'>) => {
  const qr = QRCode.create(url, ecc).modules;
  const modules = qr.size + QUIET * 2;
  let path = '';
  for (let y = 0; y < qr.size; y += 1)
    for (let x = 0; x < qr.size; x += 1) if (qr.get(y, x)) path += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
  const font = "font-family=\"'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','WenQuanYi Zen Hei',sans-serif\"";
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="370" viewBox="0 0 300 370">',
    '<rect width="300" height="370" fill="#fff"/>',
    `<svg x="20" y="10" width="260" height="260" viewBox="0 0 ${modules} ${modules}" shape-rendering="crispEdges">`,
    `<path d="${path}" fill="#000"/></svg>`,
    `<text x="150" y="305" text-anchor="middle" font-size="22" font-weight="bold" ${font}>${escapeXml(site.site_name)}</text>`,
    `<text x="150" y="340" text-anchor="middle" font-size="18" ${font}>${escapeXml(site.site_code)}</text>`,
    '</svg>',
  ].join('\n');
};

/** The site's check-in URL (what its QR code encodes), after the access check. */
export const siteQrTarget = async (ctx: PatrolCtx, siteId: number, origin: string) => {
  await requireAccessTo(ctx.db, ctx.caller, { kind: 'patrol_site', id: siteId, field: 'site_id' });
  const site = await siteDetail(ctx.db, ctx.lang, siteId);
  return { site, url: patrolCheckInUrl(origin, site.label_code) };
};

/** patrol/site/qrcode_picture: the QR code as a data URL for an <img>, and the URL it encodes. */
export const qrcodePicture = async (ctx: PatrolCtx, siteId: number, origin: string) => {
  const { url } = await siteQrTarget(ctx, siteId, origin);
  return { site_id: siteId, url, data_url: await QRCode.toDataURL(url, { ...ecc, margin: QUIET, width: 256 }) };
};

/** /codeTwo/zip/download: one SVG label per site, and a page printing them all, in a zip. */
export const labelsZip = async (ctx: PatrolCtx, siteIds: number[], origin: string) => {
  await requireAccess(ctx.db, ctx.caller, { kind: 'patrol_site', ids: siteIds, field: 'site_ids' });
  const sites = await sitesInOrder(ctx.db, ctx.lang, [...new Set(siteIds)]);
  if (sites.length === 0) throw new AppError(ErrorCodes.noData);
  const zip = new JSZip();
  const labels = sites.map((site) => {
    const svg = labelSvg(patrolCheckInUrl(origin, site.label_code), site);
    const name = `${site.site_code}-${site.site_name}`.replace(/[\\/:*?"<>|]/g, '_');
    zip.file(`${name}.svg`, svg);
    return svg.replace(/^<\?xml[^>]*>\n/, '');
  });
  zip.file(
    'labels.html',
    `<!doctype html><html><head><meta charset="utf-8"><title>labels</title><style>` +
      `body{margin:0}.l{display:inline-block;margin:8px;page-break-inside:avoid}</style></head><body>` +
      labels.map((svg) => `<div class="l">${svg}</div>`).join('') +
      `</body></html>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
};
