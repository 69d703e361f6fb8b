import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const PLATFORM = path.dirname(new URL(import.meta.url).pathname);
const SRC = path.dirname(PLATFORM);

/** Every file of the web app's platform/ and what it imports, dynamically too. */
const importsOfPlatform = () =>
  (fs.readdirSync(PLATFORM, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) => {
      const source = fs.readFileSync(path.join(PLATFORM, file), 'utf8');
      return [...source.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.[^'"]+)['"]/g)].map((m) => ({
        file: `platform/${file}`,
        target: path.relative(SRC, path.resolve(PLATFORM, path.dirname(file), m[1])),
      }));
    });

describe('layering', () => {
  it('platform code imports no module (src/app.ts hands the modules to it)', () => {
    const imports = importsOfPlatform();
    expect(imports.length).toBeGreaterThan(10);
    expect(imports.filter(({ target }) => !target.startsWith('platform/')).map(({ file, target }) => `${file} → ${target}`)).toEqual([]);
  });
});
