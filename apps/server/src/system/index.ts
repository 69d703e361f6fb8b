import { DICTIONARY_SEEDS } from '@zhwy/contracts';
import type { ServerModule } from '../platform/module.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerCaptcha } from './captcha/index.ts';
import { registerCasRoutes } from './cas/routes.ts';
import { registerSpecialLoginRoutes } from './special-login/routes.ts';
import { registerTenantLookupRoutes } from './tenant/lookup-routes.ts';
import { registerUnlockRoutes } from './auth/unlock-routes.ts';
import { registerDictRoutes } from './dict/routes.ts';
import { registerDepartmentRoutes } from './department/routes.ts';
import { registerPostRoutes } from './post/routes.ts';
import { registerFileRoutes } from './file/routes.ts';
import { registerLogRoutes } from './log/routes.ts';
import { registerMenuRoutes } from './menu/routes.ts';
import { registerMenuEditorRoutes } from './menu/editor-routes.ts';
import { registerRoleRoutes } from './role/routes.ts';
import { SYSTEM_MENUS } from './menus.ts';
import { registerProfileRoutes } from './profile/routes.ts';
import { seedTenants } from './seed.ts';
import { registerTenantRoutes } from './tenant/routes.ts';
import { registerTenantSettingsRoutes } from './tenant/settings-routes.ts';
import { registerTenantAdminRoutes } from './tenant/admin-routes.ts';
import { registerOnlineSessionRoutes } from './session/routes.ts';
import { createCaptchaService } from './captcha/service.ts';
import { logRetentionJob, retentionDaysOf } from './log/clean.ts';
import { createSmsCodes } from './sms/codes.ts';
import { createSmsNotifier, createSmsSender } from './sms/delivery.ts';
import { createSmsProvider } from './sms/provider.ts';
import { registerSmsRoutes } from './sms/routes.ts';
import { registerUserAreaRoutes } from './user-area/routes.ts';
import { registerWorkGroupRoutes } from './work-group/routes.ts';
import { workGroupsService } from './work-group/members.ts';
import { registerOrgRoutes } from './org/routes.ts';
import { registerUserRoutes } from './user/routes.ts';
import { staffService } from './staff/service.ts';

/** Access and administration (spec: access-and-administration.md). */
export const systemModule: ServerModule = {
  name: 'system',
  register: (app, deps) => {
    registerTenantRoutes(app, deps.config.captchaEnabled, deps.passwordKey, deps.passwordRsa?.publicKey);
    registerAuthRoutes(app, deps);
    registerCaptcha(app, deps);
    registerCasRoutes(app, deps);
    registerSpecialLoginRoutes(app, deps);
    registerTenantLookupRoutes(app, deps);
    registerUnlockRoutes(app, deps);
    registerProfileRoutes(app, deps);
    registerMenuRoutes(app);
    registerRoleRoutes(app, deps);
    registerMenuEditorRoutes(app, deps.database);
    registerDictRoutes(app, deps.database);
    registerDepartmentRoutes(app, deps.database);
    registerPostRoutes(app, deps.database);
    registerLogRoutes(app, deps.database);
    registerFileRoutes(app, deps);
    registerUserAreaRoutes(app, deps);
    registerWorkGroupRoutes(app, deps);
    registerOrgRoutes(app, deps);
    registerUserRoutes(app, deps);
    const sms = createSmsProvider(deps.config, deps.store);
    registerSmsRoutes(app, deps, sms);
    registerTenantSettingsRoutes(app, deps, sms);
    registerTenantAdminRoutes(app, deps, sms);
    registerOnlineSessionRoutes(app, deps);
  },
  menus: SYSTEM_MENUS,
  dictionaries: DICTIONARY_SEEDS,
  seed: seedTenants,
  provides: {
    // The login's machinery for other uses of SMS codes (base: a resident's mobile), each keyed by its purpose.
    sms: ({ config, store, log }) => {
      const provider = createSmsProvider(config, store);
      return {
        available: provider.available,
        codes: (purpose) => createSmsCodes(store, purpose),
        send: createSmsSender(store, provider, log),
        // Notices from a template (billing's 催缴通知), within the same per-number limits.
        noticeAvailable: provider.noticeAvailable,
        notify: createSmsNotifier(store, provider, log),
      };
    },
    digitCaptcha: ({ store, log }) => createCaptchaService(store, log),
    // Staff by department, work group, role or person (the letters' recipients).
    staff: () => staffService(),
    workGroups: () => workGroupsService,
  },
  // The daily clean-up of every tenant's logs (LOG_RETENTION_DAYS, read now: a bad value stops the start).
  jobs: [logRetentionJob(retentionDaysOf())],
};
