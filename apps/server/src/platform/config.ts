import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { RSA_MODULUS_BITS, parsePrivateKey } from './password-transport.ts';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const int = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

const url = (protocols: string[]) =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    })
    .transform((v) => (v ? v : undefined));

const isRsaPrivateKey = (pem: string): boolean => {
  try {
    const key = parsePrivateKey(pem);
    return key.asymmetricKeyType === 'rsa' && (key.asymmetricKeyDetails?.modulusLength ?? 0) >= RSA_MODULUS_BITS;
  } catch {
    return false;
  }
};

/** Keywords proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string): boolean => {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: off by default (the server is reached directly and X-Forwarded-For is the client's own claim);
 * `true` trusts every hop, a number N trusts N hops, else a comma list of proxy addresses, CIDRs or proxy-addr's
 * keywords (loopback, linklocal, uniquelocal). The forms Fastify's `trustProxy` accepts.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): boolean | number | string[] => {
    const value = (v ?? '').trim();
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 64) return hops;
    }
    const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    ctx.addIssue({ code: 'custom', message: 'must be false, true, a hop count, or a comma list of proxy addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1)' });
    return z.NEVER;
  });

/** Every setting comes from the environment, validated at start (README lists them). */
const EnvSchema = z.object({
  PORT: int(8080, 0, 65535),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres', 'postgresql']),
  REDIS_URL: url(['redis', 'rediss']),
  DEFAULT_TENANT: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'must be a lower-case host label such as demo').default('demo'),
  OPERATOR_TENANT: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'must be a lower-case host label such as demo').optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'must be at least 8 characters')
    .max(32, 'must be at most 32 characters')
    .optional(),
  CAPTCHA_ENABLED: bool(true),
  /** The demo tenant's base data (communities, rooms, residents, cars) written on the first start that finds none. */
  DEMO_DATA: bool(true),
  PASSWORD_AES_KEY: z
    .string()
    .optional()
    .refine((v) => v === undefined || Buffer.byteLength(v, 'utf8') === 16, { message: 'must be exactly 16 bytes (16 ASCII characters)' }),
  /** The RSA option of the password transport (README); on by default when PASSWORD_RSA_PRIVATE_KEY is given. */
  PASSWORD_RSA: z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' }).optional(),
  PASSWORD_RSA_PRIVATE_KEY: z
    .string()
    .optional()
    .refine((v) => v === undefined || isRsaPrivateKey(v), { message: `must be an RSA private key in PEM (PKCS#8 or PKCS#1) of at least ${RSA_MODULUS_BITS} bits; newlines may be written as \\n` }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json'], { error: 'must be pretty or json' }).optional(),
  NODE_ENV: z.string().optional(),
  TRUST_PROXY: trustProxy,
  HSTS_MAX_AGE: int(15_552_000, 0, 63_072_000),
  LOGIN_MAX_ATTEMPTS: int(5, 1, 100),
  LOGIN_LOCK_MINUTES: int(30, 1, 24 * 60),
  SESSION_IDLE_MINUTES: int(120, 1, 60 * 24 * 30),
  SESSION_MAX_HOURS: int(24, 1, 24 * 365),
  SESSION_REMEMBER_DAYS: int(7, 1, 365),
  UPLOAD_MAX_MB: int(10, 1, 1024),
  /** Test-only routes that reveal captcha answers and SMS codes (`/test-hooks/…`); refused with NODE_ENV=production. */
  TEST_HOOKS: bool(false),
  /** SMS provider: `tencent` (TENCENT_SMS_* below), `console` (development: the code in the server's log, never in production), `test` (codes kept for the test hooks). */
  SMS_PROVIDER: z.enum(['tencent', 'console', 'test'], { error: 'must be tencent, console or test' }).optional(),
  TENCENT_SMS_SECRET_ID: z.string().optional(),
  TENCENT_SMS_SECRET_KEY: z.string().optional(),
  TENCENT_SMS_REGION: z.string().default('ap-guangzhou'),
  TENCENT_SMS_APP_ID: z.string().optional(),
  TENCENT_SMS_SIGN_NAME: z.string().optional(),
  TENCENT_SMS_TEMPLATE_ID: z.string().optional(),
  /** The fee notice's template (催缴通知), optional: without it the Tencent provider sends codes only. */
  TENCENT_SMS_FEE_NOTICE_TEMPLATE_ID: z.string().optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  defaultTenant: string;
  /** The platform operator's tenant: the only one whose administrators manage tenants (default: DEFAULT_TENANT). */
  operatorTenant: string;
  adminPassword?: string;
  captchaEnabled: boolean;
  demoData: boolean;
  passwordAesKey?: string;
  /** RSA-OAEP password transport: on, with the configured private key (PEM) or one generated at first start. */
  passwordRsa: { enabled: boolean; privateKey?: string };
  logLevel: string;
  /** Console output: `pretty` (readable, request lines at debug) or `json` (one line per request at info, for collectors). */
  logFormat: 'pretty' | 'json';
  production: boolean;
  /** Fastify's trustProxy: whose X-Forwarded-For may name the client (see TRUST_PROXY). */
  trustProxy: boolean | number | string[];
  /** Strict-Transport-Security max-age in seconds on HTTPS responses; 0 sends none. */
  hstsMaxAge: number;
  login: { maxAttempts: number; lockMinutes: number };
  session: { idleMinutes: number; maxHours: number; rememberDays: number };
  uploadMaxBytes: number;
  /** Test-only routes (captcha answers, SMS codes); never with production. */
  testHooks: boolean;
  sms: {
    provider: 'tencent' | 'console' | 'test';
    tencent?: { secretId: string; secretKey: string; region: string; appId: string; signName: string; templateId: string; feeNoticeTemplateId?: string };
  };
};

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line per bad variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.TEST_HOOKS && e.NODE_ENV === 'production') throw new ConfigError('Invalid configuration:\n  TEST_HOOKS: test-only routes are refused with NODE_ENV=production');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    defaultTenant: e.DEFAULT_TENANT,
    operatorTenant: e.OPERATOR_TENANT ?? e.DEFAULT_TENANT,
    adminPassword: e.ADMIN_PASSWORD,
    captchaEnabled: e.CAPTCHA_ENABLED,
    demoData: e.DEMO_DATA,
    passwordAesKey: e.PASSWORD_AES_KEY,
    passwordRsa: {
      enabled: e.PASSWORD_RSA === undefined ? e.PASSWORD_RSA_PRIVATE_KEY !== undefined : ['true', '1', 'yes'].includes(e.PASSWORD_RSA),
      privateKey: e.PASSWORD_RSA_PRIVATE_KEY,
    },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' ? 'json' : 'pretty'),
    production: e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    hstsMaxAge: e.HSTS_MAX_AGE,
    login: { maxAttempts: e.LOGIN_MAX_ATTEMPTS, lockMinutes: e.LOGIN_LOCK_MINUTES },
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, maxHours: e.SESSION_MAX_HOURS, rememberDays: e.SESSION_REMEMBER_DAYS },
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    testHooks: e.TEST_HOOKS,
    sms: smsConfigOf(e),
  };
};

/**
 * The SMS provider: as SMS_PROVIDER says; by default Tencent Cloud when its settings are all given, else the console
 * outside production. A half-configured Tencent provider, or codes on the console in production, stop the start.
 */
const smsConfigOf = (e: z.infer<typeof EnvSchema>): Config['sms'] => {
  const tencentValues = {
    secretId: e.TENCENT_SMS_SECRET_ID,
    secretKey: e.TENCENT_SMS_SECRET_KEY,
    region: e.TENCENT_SMS_REGION,
    appId: e.TENCENT_SMS_APP_ID,
    signName: e.TENCENT_SMS_SIGN_NAME,
    templateId: e.TENCENT_SMS_TEMPLATE_ID,
  };
  const missing = Object.entries(tencentValues).filter(([, v]) => !v).map(([k]) => `TENCENT_SMS_${k.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`);
  const tencent = missing.length === 0 ? (tencentValues as NonNullable<Config['sms']['tencent']>) : undefined;
  if (tencent && e.TENCENT_SMS_FEE_NOTICE_TEMPLATE_ID) tencent.feeNoticeTemplateId = e.TENCENT_SMS_FEE_NOTICE_TEMPLATE_ID;
  const production = e.NODE_ENV === 'production';
  const provider = e.SMS_PROVIDER ?? (tencent ? 'tencent' : 'console');
  if (provider === 'tencent' && !tencent) throw new ConfigError(`Invalid configuration:\n  SMS_PROVIDER=tencent needs ${missing.join(', ')}`);
  if (production && provider !== 'tencent' && e.SMS_PROVIDER !== undefined) throw new ConfigError(`Invalid configuration:\n  SMS_PROVIDER=${provider} is not allowed with NODE_ENV=production`);
  return { provider, tencent };
};
