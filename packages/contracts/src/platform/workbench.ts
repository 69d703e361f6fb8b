import { z } from 'zod';

/** Where the console's home page asks what waits for the caller (pending audits; later arrears, work orders). */
export const WORKBENCH_PATH = '/api/platform/workbench';

/**
 * One count of the home page's workbench: `name` is stable (the web's `menu.workbench.<name>` label), `menu` the
 * menu item (by name) of the page that lists what was counted, `count` the rows waiting in the caller's scope.
 */
export const workbenchCount = z.object({ name: z.string(), menu: z.string(), count: z.number().int().min(0) });
export type WorkbenchCount = z.infer<typeof workbenchCount>;
