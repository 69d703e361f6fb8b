import type { MenuRow } from './access.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { TenantRow } from './db/schema.ts';
import type { PasswordRsa } from './password-transport.ts';
import type { Services } from './services.ts';
import type { KvStore } from './store/store.ts';

/** What every module receives: explicit dependencies instead of hidden globals. */
export type AppDeps = {
  config: Config;
  database: Database;
  store: KvStore;
  /** The AES transport key in force (configured, or generated at first start and kept in the database). */
  passwordKey: string;
  /** The RSA option's key pair (PASSWORD_RSA), or null: passwords then travel under the AES key only. */
  passwordRsa: PasswordRsa | null;
  /** Liveness (/healthz): false once the embedded PostgreSQL is down and will not restart; absent: always live. */
  alive?: () => boolean;
  /** Services given instead of their providers' (a test's arrears provider): platform/services.ts. */
  services?: Partial<Services>;
};

export type SessionUser = {
  sessionId: number;
  tokenHash: string;
  userId: number;
  username: string;
  tenantId: number;
  isAdmin: boolean;
  permissions: ReadonlySet<string>;
  /** The menu items the user's roles grant, buttons included (`GET cscpMenus`). */
  menus: MenuRow[];
  /** The same, serialised once per access version (the menus call sends it as it is). */
  menusJson: string;
  /** The communities of the user's data scope; null: the whole tenant (the built-in administrator). */
  areaIds: readonly number[] | null;
  /** The login answered passwordStatus 1: only routes with `beforePasswordChange` are served until the change. */
  mustChangePassword: boolean;
};

/**
 * What a route needs: `public` (no login), `login` (any logged-in user of the tenant) or a permission code.
 * Every route declares one; a route that forgets is treated as `login`, never as public.
 */
export type RouteAccess = 'public' | 'login' | (string & {}) | AnyOfAccess;
/** Any one of these permission codes will do (the role options serve the role screen and the user form alike). */
export type AnyOfAccess = { anyOf: readonly string[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Text for the operation log's message column. */
    operation?: string;
    /**
     * A write whose repeated identical body is legitimate (exports, unmasking, an ingest) opts out of the
     * duplicate-submit guard; reads (`reads`) are never guarded.
     */
    allowRepeat?: boolean;
    /** Allowed to a live session whatever restricts it (its tenant has expired): logout. */
    essential?: boolean;
    /**
     * Served to a session that must change its initial or weak password first (its login answered passwordStatus
     * 1): what the forced password page needs (the user, menus, dictionary) and logout. Other routes answer 403.
     */
    beforePasswordChange?: boolean;
    /** Liveness and readiness probes: answered without resolving the tenant or the session (no database first). */
    probe?: boolean;
  }
  interface FastifyRequest {
    tenant: TenantRow | null;
    user: SessionUser | null;
    /** Set by the error handler so the operation log can record why a call failed. */
    failure?: string;
    /**
     * The account a call without a session acts for, once a route has authenticated it (the forced password
     * change, by the old password): the operation log records such calls under this name.
     */
    actor?: string;
    /** performance.now() when the request arrived (the operation log's duration). */
    startedAt: number;
    /** The call's success row was written inside its transaction (logOperationIn): onResponse adds none. */
    operationLogged?: boolean;
  }
}
