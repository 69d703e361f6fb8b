import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type BundleSize = { gzipBytes: number; source: string } | null;

const LOGIN_PAGE = 'src/system/login/LoginPage.tsx';
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/**
 * The login page's first-load JavaScript (gzip): from the web build's dist/size-report.json when present, else
 * computed from dist/.vite/manifest.json the same way (entry chunk + static imports + the login page chunk),
 * else null (web app not built).
 */
export const loginPageJs = (webDist: string): BundleSize => {
  const report = path.join(webDist, 'size-report.json');
  if (fs.existsSync(report)) {
    const { loginPageGzipBytes } = JSON.parse(fs.readFileSync(report, 'utf8')) as { loginPageGzipBytes?: number };
    if (typeof loginPageGzipBytes === 'number') return { gzipBytes: loginPageGzipBytes, source: 'apps/web/dist/size-report.json' };
  }
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const files = new Set<string>();
  const visit = (key: string | undefined) => {
    const chunk = key ? manifest[key] : undefined;
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(Object.keys(manifest).find((key) => manifest[key].isEntry));
  visit(LOGIN_PAGE);
  let gzipBytes = 0;
  for (const file of files) gzipBytes += gzipSync(fs.readFileSync(path.join(webDist, file)), { level: 9 }).length;
  return { gzipBytes, source: 'apps/web/dist/.vite/manifest.json' };
};
