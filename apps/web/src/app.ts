import type { WebApp } from './platform/modules.ts';
import { shellPages } from './system/shell.ts';

/**
 * The web app's modules, listed once. Platform code imports no module: the router, the page registry and the
 * text loader get them from here. The modules load with the layout (after login), each module's pages and
 * texts with its first page: a new module is one line here and adds nothing to the login page.
 */
export const app: WebApp = {
  shell: shellPages,
  modules: () =>
    Promise.all([
      import('./system/index.ts').then((m) => m.system),
      import('./base/index.ts').then((m) => m.base),
      import('./community/index.ts').then((m) => m.community),
      import('./content/index.ts').then((m) => m.content),
      import('./fee/index.ts').then((m) => m.fee),
      import('./meter/index.ts').then((m) => m.meter),
      import('./funds/index.ts').then((m) => m.funds),
      import('./letter/index.ts').then((m) => m.letter),
      import('./workorder/index.ts').then((m) => m.workorder),
      import('./attendance/index.ts').then((m) => m.attendance),
      import('./patrol/index.ts').then((m) => m.patrol),
    ]),
};
