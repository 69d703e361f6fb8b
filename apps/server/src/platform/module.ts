import type { DictSeed } from '@zhwy/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from './config.ts';
import type { AppDeps } from './context.ts';
import type { JobDef } from './jobs.ts';
import type { ServiceName, ServiceProviders, Services } from './services.ts';
import type { WorkbenchItem } from './workbench.ts';

/** One item of a module's menu tree, as the definition states it (synced into every tenant's sys_menu at start). */
export type MenuSeed = {
  /** Stable key within the tenant: the sync finds the item by it; the web app's `menu.<name>` label. */
  name: string;
  title: string;
  type: 'menu1' | 'menu2' | 'menu2-sp' | 'non-menu' | 'button';
  url?: string;
  icon?: string;
  component?: string;
  permissionCode?: string;
  /** Granted to the built-in read-only role too (when the item is inserted). */
  readOnly?: boolean;
  /**
   * Only the operator tenant (OPERATOR_TENANT) has it, with its children: the sync leaves it out of every other
   * tenant and removes it from one that has it, so no role there (the built-in administrator included) can hold it.
   */
  operatorOnly?: boolean;
  /**
   * On a root item only: it goes under another module's item of that name (a module's page in a menu another module
   * owns: base's room-state diagram under fee's 收费中心). The sync sees one tree.
   */
  parent?: string;
  children?: MenuSeed[];
};

/**
 * What every module's `register` receives: the app's dependencies, the tenant cache it may clear, the app's
 * modules (whose menus and dictionaries a tenant created at run time is given) and the services it requires.
 */
export type ModuleDeps = AppDeps & { tenants: { clear: () => void }; modules: readonly ServerModule[]; services: Services };

/** What a module's `start` receives: the app's dependencies, the services it requires, a logger. */
export type ModuleContext = AppDeps & { services: Services; log: FastifyBaseLogger };

/**
 * A module's first-start seed (tenants, accounts): runs after the migrations and before the menu and dictionary
 * sync, and returns lines for the start banner.
 */
export type ModuleSeed = (pool: pg.Pool, config: Config) => Promise<{ banner: string[] }>;

/**
 * One module (spec area): its routes, the menus and buttons it brings, the dictionaries it reads, and optionally a
 * first-start seed. Each module's folder exports one of these; `app.ts` lists them once.
 */
export type ServerModule = {
  name: string;
  register: (app: FastifyInstance, deps: ModuleDeps) => Promise<void> | void;
  /** Root items of its menu tree (with buttons as children), synced into every tenant at every start. */
  menus: readonly MenuSeed[];
  /** Dictionary types with their items, synced into every tenant at every start. */
  dictionaries: ReadonlyArray<DictSeed>;
  seed?: ModuleSeed;
  /** Services it offers the others, each made once per app from the app's dependencies (platform/services.ts). */
  provides?: ServiceProviders;
  /** Services it uses: the start fails when one has no provider and no default; it sees no other. */
  requires?: readonly ServiceName[];
  /** Counts for the home page's workbench (platform/workbench.ts): what waits for whoever may open their page. */
  workbench?: readonly WorkbenchItem[];
  /** Scheduled jobs (platform/jobs.ts), started after `start` and stopped before `stop`. */
  jobs?: readonly JobDef[];
  /**
   * Lifecycle for what outlives a request (long-lived connections such as MQTT): called by the runtime once the app
   * is built, module by module in order; `stop` in reverse order at shutdown, before the pool closes.
   */
  start?: (ctx: ModuleContext) => Promise<void> | void;
  stop?: () => Promise<void> | void;
};
