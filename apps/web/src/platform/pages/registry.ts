import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadTexts } from '../i18n/index.ts';
import type { RefTarget, WebModule } from '../modules.ts';

type LazyPage = LazyExoticComponent<ComponentType>;

/**
 * The whitelist of pages a server menu may name in its `component`: the pages of the app's modules. A page
 * loads lazily, together with its module's texts; a name that is not here renders the "page not available"
 * view instead of crashing.
 */
let registry = new Map<string, LazyPage>();
let loaders = new Map<string, () => Promise<unknown>>();

/**
 * Starts loading a page's code and texts before it is rendered (the page an address names, while the layout loads);
 * a failure is left to the page's own load, which shows it.
 */
export const preloadPage = (component: string): void => {
  loaders.get(component)?.().catch(() => {});
};

let textSources: WebModule['texts'][] = [];
let textsByModule = new Map<string, WebModule['texts']>();
/** Every module's texts in the language in force (a page naming other modules' entities, such as the operation log). */
export const loadAllModuleTexts = (): Promise<void> => Promise.all(textSources.map((texts) => loadTexts(texts))).then(() => {});
/** One module's texts in the language in force (a form naming another module's entity, such as 先创建小区). */
export const loadModuleTexts = (module: string): Promise<void> => {
  const texts = textsByModule.get(module);
  return texts ? loadTexts(texts) : Promise.resolve();
};

/** Builds the registry from the app's modules (once, at start); two modules naming the same page is an error. */
export const registerPages = (modules: readonly WebModule[]): void => {
  const pages = new Map<string, LazyPage>();
  loaders = new Map();
  for (const module of modules) {
    for (const [component, load] of Object.entries(module.pages)) {
      if (pages.has(component)) throw new Error(`page "${component}" of module ${module.name} is registered twice`);
      // One load shared by the page and an early preload (preloadPage); forgotten when it fails, so a retry loads again.
      let pending: Promise<{ default: ComponentType }> | undefined;
      const loadPage = () =>
        (pending ??= Promise.all([load(), loadTexts(module.texts)]).then(
          ([Page]) => ({ default: Page }),
          (error: unknown) => {
            pending = undefined;
            throw error;
          },
        ));
      pages.set(component, lazy(loadPage));
      loaders.set(component, loadPage);
    }
  }
  registry = pages;
  textSources = modules.map((module) => module.texts);
  textsByModule = new Map(modules.map((module) => [module.name, module.texts]));
  refTargets = new Map();
  headerItems = modules.flatMap((module) =>
    Object.entries(module.headerItems ?? {}).map(([name, load]) => ({
      name,
      Item: lazy(() => Promise.all([load(), loadTexts(module.texts)]).then(([Item]) => ({ default: Item }))),
    })),
  );
  for (const module of modules) {
    for (const [name, load] of Object.entries(module.refTargets ?? {})) {
      if (refTargets.has(name)) throw new Error(`reference target "${name}" of module ${module.name} is registered twice`);
      refTargets.set(name, load);
    }
  }
};

/** The modules' header items (WebModule.headerItems), in the modules' order. */
let headerItems: { name: string; Item: LazyPage }[] = [];
export const headerItemsOf = () => headerItems;

/** The entities `ref` fields may point to (`'base.community'`), from the modules' `refTargets`. */
let refTargets = new Map<string, () => Promise<RefTarget>>();
export const refTargetFor = (name: string) => refTargets.get(name);

/** The components a menu may name (the menu editor's component picker). */
export const pageNames = (): string[] => [...registry.keys()].sort();

export const pageFor = (component: string | null | undefined) => (component ? registry.get(component) : undefined);
