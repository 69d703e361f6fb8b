#!/usr/bin/env node
// What a feature costs in hand-written lines, per part, at one or more commits (docs/architecture.md, "What the
// features cost"): `node scripts/feature-cost.mjs [commit …]` (default: 5bbce91, the tree issue 23 was filed on, and
// HEAD); `--files` lists what each part counted. Every line counts (code, comments, blank lines); generated files
// (migrations, snapshots) are not among the sources.
//
// A source is a glob of repository paths (`*` within a folder, `**` across folders), optionally narrowed:
//   `glob#regex`: the blocks starting at each line the regex matches (with the comments right above them), to the
//                 line where their brackets close: one entity's definition, function or `describe` in a shared file;
//   `glob@regex`: only the lines the regex matches (a registration, a menu line).
import { execFileSync } from 'node:child_process';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

const RESIDENT_DEFS = 'ID_CARD_TYPE|RESIDENT_TYPE|RESIDENT_SOURCE|MOBILE_VERIFIED|RESIDENT_UNMASK|Resident|ResidentRoom|ID_CARD_RESIDENT|OTHER_ID_LENGTH|residentIdErrors|idCardBirthday|idCardSex';
const AUDIT_DEFS = 'AUDIT_STATUS|RESIDENT_AUDIT|ResidentAudit';

/** The features of issue 23's proof, part by part. */
export const FEATURES = {
  'Residents and room bindings': {
    definition: [`packages/contracts/src/base/residents.ts#^export const (${RESIDENT_DEFS}) =`, 'packages/contracts/src/base/residents.ts@^import '],
    server: ['apps/server/src/base/resident/*.ts'],
    web: ['apps/web/src/base/resident/*.tsx', 'apps/web/src/base/resident-room/*.tsx'],
    locales: ['apps/web/src/base/resident/locales/*.ts', 'apps/web/src/base/locales/*/residents.ts'],
    tests: ['apps/server/test/base-resident*.test.ts', 'e2e/tests/base-resident*.spec.ts'],
  },
  'Resident audit (self-registration, app room lookup)': {
    definition: [`packages/contracts/src/base/residents.ts#^export const (${AUDIT_DEFS}) =`],
    server: ['apps/server/src/base/resident-audit/*.ts'],
    web: ['apps/web/src/base/resident-audit/*.tsx'],
    locales: ['apps/web/src/base/resident-audit/locales/*.ts'],
    tests: ['apps/server/test/base-audit*.test.ts', 'apps/server/test/base-app-rooms.test.ts', 'e2e/tests/base-audit.spec.ts#^  test\\(.approves'],
  },
  'Article review': {
    definition: ['packages/contracts/src/content/content.ts#^(export )?const (ARTICLE|ARTICLE_STATUS|Article) ='],
    server: ['apps/server/src/content/index.ts@Article', 'apps/server/src/content/schema.ts#^export const article ='],
    web: ['apps/web/src/content/**/ArticlePage.tsx', 'apps/web/src/content/index.ts@ArticlePage'],
    locales: ['apps/web/src/content/locales/*/content.ts#^\\s*article: ', 'apps/web/src/content/locales/*/menu.ts@content-article'],
    tests: ['apps/server/test/content.test.ts#^(const articleSample|describeEntityApi\\(t, Article|  it\\(.articles)', 'e2e/tests/article-review.spec.ts'],
  },
  'Cars and parking spaces': {
    definition: ['packages/contracts/src/base/parking.ts#^export const (PLATE_COLOR|CAR_TYPE|Car|SPACE_TYPE|SPACE_STATE|ParkingSpace) ='],
    server: ['apps/server/src/base/car/*.ts', 'apps/server/src/base/parking/spaces.ts', 'apps/server/src/base/parking/batch.ts', 'apps/server/src/base/parking/routes.ts@(Space|spaces|Batch)'],
    web: ['apps/web/src/base/car/*.tsx', 'apps/web/src/base/parking/ParkingSpacePage.tsx', 'apps/web/src/base/parking/SpaceUserSelect.tsx', 'apps/web/src/base/parking/SpaceBatch.tsx'],
    locales: ['apps/web/src/base/car/locales/*.ts#^(const car\\b|export const carTexts)', 'apps/web/src/base/locales/*/parking.ts#^(const parkingSpace\\b|\\s+parkingSpace[:,])'],
    tests: ['apps/server/test/base-car.test.ts', 'apps/server/test/base-parking.test.ts#^(describeEntityApi\\(t, ParkingSpace|describe\\(.*(space|Space))', 'e2e/tests/base-parking.spec.ts#^  test\\(.*(车位|space)'],
  },
  'Floors with their leader': {
    definition: ['packages/contracts/src/base/hierarchy.ts#^export const Floor ='],
    server: [
      'apps/server/src/base/hierarchy/floor-list.ts',
      'apps/server/src/base/hierarchy/routes.ts@Floor',
      'apps/server/src/base/hierarchy/calls.ts#^  r\\.(get|post)\\(.*([Ff]loor|FloorLeader)',
      'apps/server/src/base/hierarchy/rules.ts#^export const (validateFloor|guardFloorDelete) =',
    ],
    web: ['apps/web/src/base/hierarchy/pages.tsx#^export function FloorPage'],
    locales: ['apps/web/src/base/locales/*/hierarchy.ts#^(const floor\\b|\\s+floor[:,])'],
    tests: ['apps/server/test/base-hierarchy.test.ts#^  it\\(.*(floor|楼层)'],
  },
};

const globToRegex = (glob) =>
  new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\//g, '(?:.*/)?').replace(/\*/g, '[^/]*')}$`);

/** Opening minus closing brackets of a line, string contents left out. */
const depthOf = (line) => {
  const code = line.replace(/\\./g, '').replace(/'[^']*'|"[^"]*"|`[^`]*`/g, '');
  let depth = 0;
  for (const ch of code) depth += '([{'.includes(ch) ? 1 : ')]}'.includes(ch) ? -1 : 0;
  return depth;
};

/** The lines of each block starting at a line `start` matches: comments above it, then to where its brackets close. */
const blocksOf = (lines, start) => {
  const taken = new Set();
  lines.forEach((line, i) => {
    if (!start.test(line) || taken.has(i)) return;
    let from = i;
    while (from > 0 && /^\s*(\/\/|\/\*\*|\*|\*\/)/.test(lines[from - 1])) from--;
    let to = i;
    let depth = depthOf(lines[i]);
    while (depth > 0 && to + 1 < lines.length) depth += depthOf(lines[++to]);
    for (let k = from; k <= to; k++) taken.add(k);
  });
  return taken.size;
};

/** Files and lines of one part at a commit. */
const costOf = (commit, sources, paths, verbose) => {
  const files = new Set();
  let lines = 0;
  for (const source of sources) {
    const [, glob, kind, pattern] = source.match(/^([^#@]+)(?:([#@])(.*))?$/);
    const matcher = globToRegex(glob);
    for (const path of paths.filter((p) => matcher.test(p))) {
      const text = git('show', `${commit}:${path}`).replace(/\n$/, '').split('\n');
      const counted = !kind ? text.length : kind === '@' ? text.filter((line) => new RegExp(pattern).test(line)).length : blocksOf(text, new RegExp(pattern));
      if (counted === 0) continue;
      files.add(path);
      lines += counted;
      if (verbose) console.log(`    ${String(counted).padStart(5)}  ${path}${kind ? ` ${kind}${pattern}` : ''}`);
    }
  }
  return { files: files.size, lines };
};

const args = process.argv.slice(2);
const verbose = args.includes('--files');
const commits = args.filter((a) => !a.startsWith('--'));
if (commits.length === 0) commits.push('5bbce91', 'HEAD');
const PARTS = ['definition', 'server', 'web', 'locales', 'tests'];

for (const [feature, parts] of Object.entries(FEATURES)) {
  console.log(`\n${feature}`);
  const totals = commits.map(() => ({ files: 0, lines: 0, product: 0 }));
  for (const part of PARTS) {
    const cells = commits.map((commit, c) => {
      if (verbose) console.log(`  ${part} @ ${commit}`);
      const paths = git('ls-tree', '-r', '--name-only', commit).split('\n');
      const cost = costOf(commit, parts[part], paths, verbose);
      totals[c].files += cost.files;
      totals[c].lines += cost.lines;
      if (part !== 'tests') totals[c].product += cost.lines;
      return `${String(cost.files).padStart(3)} files ${String(cost.lines).padStart(5)} lines`;
    });
    console.log(`  ${part.padEnd(11)} ${cells.join('  →  ')}`);
  }
  console.log(`  ${'all'.padEnd(11)} ${totals.map((t) => `${String(t.files).padStart(3)} files ${String(t.lines).padStart(5)} lines`).join('  →  ')}`);
  console.log(`  ${'w/o tests'.padEnd(11)} ${totals.map((t) => `          ${String(t.product).padStart(5)} lines`).join('  →  ')}`);
}
