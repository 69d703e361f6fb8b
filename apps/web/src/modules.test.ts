import type { Locale } from '@zhwy/contracts';
import { describe, expect, it } from 'vitest';
import { app } from './app.ts';
import { baseKeysOf, emptyKeysOf, keysOf, pluralsWithoutOther } from './platform/i18n/text-keys.ts';
import type { LocaleTexts } from './platform/modules.ts';

const modules = await app.modules();
const OTHERS: Locale[] = ['zh_TW', 'en_US', 'ja_JP', 'ko_KR'];

const load = async (texts: LocaleTexts) =>
  Object.fromEntries(await Promise.all((Object.keys(texts) as Locale[]).map(async (locale) => [locale, await texts[locale]()] as const)));

describe.each(modules.map((module) => [module.name, module] as const))('module %s', (name, module) => {
  it.each([
    ['texts', module.texts, `${name}.`],
    ['menu titles', module.menuTitles, 'menu.'],
  ] as const)('its %s: every language has exactly the keys of zh_CN, under its own prefix, none empty', async (_what, texts, prefix) => {
    const byLocale = await load(texts);
    const reference = keysOf(byLocale.zh_CN).sort();
    expect(reference.length).toBeGreaterThan(0);
    expect(reference.filter((k) => !k.startsWith(prefix)), `keys outside ${prefix}`).toEqual([]);
    for (const locale of OTHERS) {
      const keys = baseKeysOf(byLocale[locale]).sort();
      expect(reference.filter((k) => !keys.includes(k)), `${locale}: missing keys`).toEqual([]);
      expect(keys.filter((k) => !reference.includes(k)), `${locale}: extra keys`).toEqual([]);
      expect(pluralsWithoutOther(byLocale[locale]), `${locale}: plural keys without _other`).toEqual([]);
    }
    for (const [locale, value] of Object.entries(byLocale)) expect(emptyKeysOf(value), `${locale}: empty texts`).toEqual([]);
    // The first load transforms the module's five locale files: seconds on a busy 2-core machine (5 s timed out once).
  }, 30_000);
});

describe('the app', () => {
  it('names each page once across its modules', () => {
    const names = modules.flatMap((module) => Object.keys(module.pages));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('names each module once', () => {
    const names = modules.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe.each(modules.filter((module) => module.entities).map((module) => [module.name, module] as const))('module %s entities', (_name, module) => {
  it('zh_CN labels every field, the entity and its enums as the definitions do (the server uses the same)', async () => {
    const entities = await module.entities!();
    expect(entities.length).toBeGreaterThan(0);
    const texts = (await module.texts.zh_CN()) as Record<string, Record<string, { title: string; fields: Record<string, string> }>>;
    for (const entity of entities) {
      expect(entity.module).toBe(module.name);
      const own = texts[entity.module]![entity.name]!;
      expect(own.title, `${entity.name}.title`).toBe(entity.title);
      expect(own.fields).toEqual(Object.fromEntries(Object.entries(entity.fields).map(([field, def]) => [field, def.label])));
    }
  });

  it('resolves its reference targets to entities with the label field', async () => {
    for (const [name, load] of Object.entries(module.refTargets ?? {})) {
      const { entity, label } = await load();
      expect(`${entity.module}.${entity.name}`).toBe(name);
      expect(entity.fields[label]?.kind).toBe('text');
    }
  });
});

describe('the app\'s reference fields', () => {
  it('each point to a target some module registers', async () => {
    const targets = new Set(modules.flatMap((module) => Object.keys(module.refTargets ?? {})));
    const entities = (await Promise.all(modules.map((module) => module.entities?.() ?? []))).flat();
    const refs = entities.flatMap((entity) => Object.values(entity.fields).flatMap((field) => (field.ref ? [field.ref] : [])));
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => !targets.has(ref))).toEqual([]);
  });
});
