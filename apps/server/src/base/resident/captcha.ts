import { Resident } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module.ts';
import { registerMobileCheck } from '../../platform/mobile-check.ts';
import { comResident } from '../schema.ts';

/** The residents' own limit beyond those of every SMS code: codes one staff member may have sent in an hour. */
export const RESIDENT_CAPTCHA_LIMITS = { sendsPerUserPerHour: 30 } as const;

/**
 * 住户 getCaptcha and captchaStatus (/api/base/new-com-resident): staff confirm that a mobile they enter is the
 * resident's own, through the platform's mobile check (platform/mobile-check.ts); insertNewComResident and
 * updateNewComResident take the code as `captcha`, and a saved mobile it confirms shows 已验证.
 */
export const registerResidentCaptcha = (app: FastifyInstance, deps: ModuleDeps) =>
  registerMobileCheck(app, deps, { entity: Resident, table: comResident, sendsPerUserPerHour: RESIDENT_CAPTCHA_LIMITS.sendsPerUserPerHour });
