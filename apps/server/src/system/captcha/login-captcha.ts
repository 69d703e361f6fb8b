import { type BehaviourCaptchaType, CAPTCHA_LOGIN_CODES, CAPTCHA_LOGIN_HEADERS, type LoginCaptchaType } from '@zhwy/contracts';
import type { Config } from '../../platform/config.ts';
import type { AppDeps } from '../../platform/context.ts';
import type { TenantRow } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { createCaptchaService } from './service.ts';

/** Wrong passwords of one account (from all addresses, within the lockout's window) after which its logins need a captcha. */
export const CAPTCHA_AFTER_FAILURES = 2;

/** The captcha the tenant's login page shows: its setting, or 'off' everywhere when CAPTCHA_ENABLED=false. */
export const effectiveCaptchaType = (tenant: Pick<TenantRow, 'captchaType'>, config: Pick<Config, 'captchaEnabled'>): LoginCaptchaType => {
  if (!config.captchaEnabled) return 'off';
  const type = tenant.captchaType;
  return type === 'blockPuzzle' || type === 'clickWord' || type === 'digit' ? type : 'off';
};

/** What the login's request headers carry for the captcha (CAPTCHA_LOGIN_HEADERS). */
export type CaptchaProof = { key?: string; verification?: string };

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

export const captchaProofOf = (headers: Record<string, string | string[] | undefined>): CaptchaProof => ({
  key: headerValue(headers[CAPTCHA_LOGIN_HEADERS.key]),
  verification: headerValue(headers[CAPTCHA_LOGIN_HEADERS.verification]),
});

const BEHAVIOUR: readonly BehaviourCaptchaType[] = ['blockPuzzle', 'clickWord'];

/**
 * The login's captcha (issue 11, docs/decisions.md). With the captcha on for the tenant, every login needs a passed
 * captcha of the tenant's type. With the tenant's captcha off but CAPTCHA_ENABLED, an account with
 * CAPTCHA_AFTER_FAILURES wrong passwords within the lockout's window needs a behaviour captcha (the page shows the
 * slider). It runs before the password is looked at: no proof is 'not verified' (captchaRequired); a wrong, used or
 * expired one is 'captcha wrong' (captchaWrong). Neither counts as a wrong password: the lockout counts passwords.
 */
export const createLoginCaptcha = ({ store, config }: Pick<AppDeps, 'store' | 'config'>) => {
  const captcha = createCaptchaService(store);

  const enforce = async (tenant: TenantRow, proof: CaptchaProof, accountFailures: () => Promise<number>): Promise<void> => {
    if (!config.captchaEnabled) return;
    const configured = effectiveCaptchaType(tenant, config);
    let accepted: readonly BehaviourCaptchaType[] | 'digit';
    if (configured === 'digit') accepted = 'digit';
    else if (configured !== 'off') accepted = [configured];
    else if ((await accountFailures()) >= CAPTCHA_AFTER_FAILURES) accepted = BEHAVIOUR;
    else return;

    if (!proof.verification || (accepted === 'digit' && !proof.key)) {
      throw new AppError(400, 'captchaRequired', { code: CAPTCHA_LOGIN_CODES.captchaRequired });
    }
    const passed =
      accepted === 'digit'
        ? await captcha.consumeDigits(proof.key!, proof.verification, tenant.id)
        : await captcha.consumeVerification(proof.verification, tenant.id, accepted);
    if (!passed) throw new AppError(400, 'captchaWrong', { code: CAPTCHA_LOGIN_CODES.captchaWrong });
  };

  return { enforce };
};

export type LoginCaptcha = ReturnType<typeof createLoginCaptcha>;
