import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/context.ts';
import { registerCaptchaRoutes, registerCaptchaTestHooks } from './routes.ts';
import { createCaptchaService } from './service.ts';

/** The captcha calls (AJ-Captcha get/check/verify, the digit image) and, with TEST_HOOKS only, the answer hook. */
export const registerCaptcha = (app: FastifyInstance, deps: AppDeps) => {
  const captcha = createCaptchaService(deps.store, app.log);
  registerCaptchaRoutes(app, captcha);
  if (deps.config.testHooks) registerCaptchaTestHooks(app, captcha);
};
