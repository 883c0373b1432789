import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot } from './bench-server';

/** What a browser is sent for one URL: the bytes on the wire (before it decodes them) and their encoding. */
const fetchRaw = (url: string) =>
  new Promise<{ status: number; bytes: number; encoding: string; body: Buffer }>((resolve, reject) => {
    // node:http does not decode, so the sum is what crossed the network (a browser's "transferred" minus headers).
    http
      .get(url, { headers: { 'accept-encoding': 'gzip, br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            bytes: body.length,
            encoding: String(response.headers['content-encoding'] ?? 'identity'),
            body,
          });
        });
      })
      .on('error', reject);
  });

type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The login route's JavaScript as a browser receives it from the running server with `Accept-Encoding: gzip, br`:
 * the page's module script and modulepreloads, plus the lazy login page and its imports (Vite's manifest names
 * them; the browser fetches them when the route renders).
 */
export const measureLoginRouteJs = async (baseUrl: string) => {
  const manifestPath = path.join(repoRoot, 'apps/web/dist/.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const page = await fetchRaw(`${baseUrl}/login`);
  const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync }[page.encoding] ?? ((body: Buffer) => body);
  const html = decode(page.body).toString();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g))
    urls.add(match[1]!);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || urls.has(`/${chunk.file}`)) return;
    urls.add(`/${chunk.file}`);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const key of Object.keys(manifest)) if (/LoginPage\.tsx$/.test(key)) visit(key);
  let bytes = 0;
  const encodings = new Map<string, number>();
  for (const url of urls) {
    const answer = await fetchRaw(`${baseUrl}${url}`);
    if (answer.status !== 200) throw new Error(`${url}: HTTP ${answer.status}`);
    bytes += answer.bytes;
    encodings.set(answer.encoding, (encodings.get(answer.encoding) ?? 0) + 1);
  }
  return {
    kb: bytes / 1024,
    files: urls.size,
    encodings: [...encodings].map(([name, count]) => `${count} ${name}`).join(', '),
  };
};
