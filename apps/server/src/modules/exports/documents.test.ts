import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../core/route-table';
import { createTestApp } from '../../test/test-app';
import { LIST_EXPORT_PATH, registeredDocuments } from './registry';

/**
 * Routes a one-time ticket opens that are not rendered documents, so not the registry's: each says why.
 */
const servedElsewhere = [
  // modules/files: a stored file (a floor plan, a photo, an attachment) sent as it was uploaded; its link is
  // file/download_ticket, which checks the file's organisation.
  'GET /upload/file/:file_id',
  'GET /files/:file_id',
  // modules/imports: an import's blank xlsx template, the same for every caller.
  'GET /import/template',
];

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

// Fastify answers HEAD beside every GET with the GET's options: one call.
const callOf = (route: RouteEntry) => `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;

describe('the documents registry', () => {
  it('holds every route a ticket opens, but stored files and the import template', () => {
    const documents = registeredDocuments().map(({ download }) => `${download.method} ${download.path}`);
    const ticketed = [...new Set(ctx.app.routeTable.filter((route) => route.hasTicket).map(callOf))];
    const outside = ticketed.filter(
      (call) => !documents.includes(call) && call !== `GET ${LIST_EXPORT_PATH}` && !servedElsewhere.includes(call),
    );
    expect(outside).toEqual([]);
    expect(ticketed).toEqual(expect.arrayContaining(servedElsewhere));
  });

  it('holds every download under /export/', () => {
    const documents = registeredDocuments().map(({ download }) => download.path);
    const exportPaths = new Set(
      ctx.app.routeTable.map((route) => route.url).filter((url) => url.startsWith('/export/')),
    );
    expect([...exportPaths].filter((url) => url !== LIST_EXPORT_PATH && !documents.includes(url))).toEqual([]);
  });

  it("registered each document's calls as documentRoutes declares them", () => {
    const documents = registeredDocuments();
    // Patrol records, the repair list, the maintenance and repair reports, statistics, the QR labels' zip.
    expect(documents.length).toBeGreaterThanOrEqual(6);
    const find = (method: string, url: string) =>
      ctx.app.routeTable.find((route) => route.method === method && route.url === url);
    for (const { link, download } of documents) {
      const downloadRoute = find(download.method, download.path);
      expect(downloadRoute, download.path).toBeDefined();
      if (!link) {
        // A document without a link is the caller's own call, under its session header.
        expect(downloadRoute?.hasTicket, download.path).toBe(false);
        continue;
      }
      const linkRoute = find('GET', link);
      expect(linkRoute, link).toBeDefined();
      expect(linkRoute?.hasTicket, link).toBe(false);
      expect(downloadRoute?.hasTicket, download.path).toBe(true);
      // The download checks again what the link checked: a ticket is no permission of its own.
      expect(downloadRoute?.permission, download.path).toEqual(linkRoute?.permission);
    }
  });
});
