// Prints the login page's first-load JavaScript (entry chunk and its static imports, plus the lazily loaded
// login page chunk), raw and gzip, and writes dist/size-report.json for the benchmark table.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const LOGIN_PAGE = 'src/system/login/LoginPage.tsx';

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
visit(entry);
visit(LOGIN_PAGE);

let raw = 0;
let gzip = 0;
for (const file of files) {
  const bytes = fs.readFileSync(path.join(dist, file));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`login page first-load JS: ${files.size} files, ${kb(raw)} raw, ${kb(gzip)} gzip (budget 300 KB gzip)`);
fs.writeFileSync(path.join(dist, 'size-report.json'), JSON.stringify({ files: [...files], loginPageRawBytes: raw, loginPageGzipBytes: gzip }, null, 2));
if (gzip > 300 * 1024) {
  console.error('login page first-load JS is over its 300 KB gzip budget');
  process.exit(1);
}
