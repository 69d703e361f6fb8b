// Bundles the server (and the contracts it imports) into dist/main.js, and its tenant command into dist/tenant-cli.js;
// npm packages stay external.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@zhwy/'));

await build({
  // The server, and the tenant command (`npm run tenant`) on the same code.
  entryPoints: { main: 'src/main.ts', 'tenant-cli': 'src/tenant-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('server bundle: apps/server/dist/main.js, apps/server/dist/tenant-cli.js');
