import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './context.ts';
import type { SQL } from 'drizzle-orm';
import type { Db } from './db/client.ts';

/**
 * The services modules offer one another. A module names what it offers (`provides`) and what it uses (`requires`)
 * in its definition; the platform resolves them once per app and hands each module only what it declared, so no
 * module imports another module's internals. The shapes live here, in the platform, because both sides must agree
 * on them and the platform imports no module.
 */

/** What may owe money: a room (fees charged on it), a parking space or a car (bills of payer kind 3). */
export type ArrearsTarget = { kind: 'room' | 'parkingSpace' | 'car'; id: number };

/**
 * Billing's answer to "does this room or space owe anything?", read inside the caller's transaction (the sale, rent,
 * leave or space out that asks locks its row first). Offered by billing once it exists; until then the default.
 */
export type ArrearsService = {
  hasArrears: (tx: Db, tenantId: number, target: ArrearsTarget) => Promise<boolean>;
  /** What each of these rooms, spaces or cars owes (cents, bills due by today), for those that owe: the diagrams' colours. */
  owedBy: (tx: Db, tenantId: number, kind: ArrearsTarget['kind'], ids: readonly number[]) => Promise<Map<number, number>>;
};

/** A resident's funds account: one per resident and room (用户资金). */
export type FundsAccount = { residentId: number; roomId: number };
/** One payment from (debit) or refund into (credit) an account: cents > 0, the order it belongs to, who made it. */
export type FundsMovement = FundsAccount & { amountCents: number; orderNo: string; remark?: string | null; userId?: number | null };

/**
 * User funds (the funds module), for billing's cashier, inside the caller's transaction so that the order and the
 * movement land together. `debit` locks the account row first: a concurrent debit waits and reads the balance left,
 * so an account is never overdrawn. Refusals are the platform's errors with message keys: 409 `fundsInsufficient`
 * (params balance, amount), 409 `fundsNotEnabled` (the community's 资金配置 is missing or 停用), 422
 * `fundsOverUseLimit` (more than the account's 使用额度 in one payment), 422 `fundsNoAccount`, 422
 * `fundsAmountPositive` on `amountCents`. Answers the movement's id and the balance it left.
 */
export type FundsService = {
  balance: (tx: Db, tenantId: number, account: FundsAccount) => Promise<number>;
  debit: (tx: Db, tenantId: number, movement: FundsMovement) => Promise<{ id: number; fundsId: number; balance: number }>;
  credit: (tx: Db, tenantId: number, movement: FundsMovement) => Promise<{ id: number; fundsId: number; balance: number }>;
  /** The live accounts of a room (the cashier's choice): resident, name masked (王**), balance and 使用额度 in cents (null: no limit). */
  accountsOf: (tx: Db, tenantId: number, roomId: number) => Promise<{ residentId: number; residentName: string; balance: number; useLimit: number | null }[]>;
  /** The account a payment (its order number in a community) was debited from, and how much; undefined when none. */
  debitOf: (tx: Db, tenantId: number, order: { areaId: number; orderNo: string }) => Promise<(FundsAccount & { amountCents: number }) | undefined>;
};

/** One use's SMS codes (system/sms/codes.ts): one live code per subject, kept hashed, good for one use. */
export type SmsCodeStore = {
  issue: (tenantId: number, subject: number | string) => Promise<{ code: string; id: string }>;
  burn: (id: string) => Promise<void>;
  consume: (tenantId: number, subject: number | string, code: string) => Promise<boolean>;
};

/** One code to send: whose it is (the codes' subject), where it goes, and how a refusal is reported. */
export type SmsDelivery = {
  codes: SmsCodeStore;
  tenantId: number;
  /** The code's owner in `codes`: the login's account id, the residents' mobile. */
  subject: number | string;
  mobile: string;
  /** The 30 s resend wait's key (the login's: per number; the residents' check: per tenant and number). */
  waitKey: string;
  /** The field and message key of a number the provider refuses (the login's `phone`, the resident form's `mobile`). */
  invalid: { field: string; key: string };
  /** The server log's line when it fails. */
  failure: string;
};

/** SMS verification codes, as system delivers them (its provider, limits and refusals). */
export type SmsService = {
  /** Whether a message can be sent at all (a provider is configured, or the development one). */
  readonly available: boolean;
  /** The codes of one use (`purpose` keeps them apart from the login's and from other uses'). */
  codes: (purpose: string) => SmsCodeStore;
  send: (delivery: SmsDelivery) => Promise<void>;
  /** Whether notices can be sent (SMS_PROVIDER's provider has their templates: Tencent needs the notice's template id). */
  readonly noticeAvailable: boolean;
  /**
   * One notice from a template (no code is issued), within the number's hourly and daily limits (shared with the
   * codes: one person's phone). Answers 'sent' or why not; 503 `smsNotConfigured` when notices cannot be sent at all.
   */
  notify: (notice: SmsNotice) => Promise<SmsNoticeOutcome>;
};

/** system's digit captcha (GET …/catpcha/digitalCaptcha): a code is used once, right or wrong. */
export type DigitCaptchaService = { consumeDigits: (key: string, typed: string, tenantId: number | null) => Promise<boolean> };

/** Staff chosen by what they belong to (站内信's recipients): departments (with their sub-departments), work groups, roles, people. */
export type StaffSelection = { departmentIds: readonly number[]; workGroupIds: readonly number[]; roleIds: readonly number[]; userIds: readonly number[] };
/** A member of staff as another module may show them: the name in clear (the caller masks it). */
export type StaffMember = { id: number; username: string; name: string; departmentName: string | null };
export type StaffOption = { id: number; name: string };

/**
 * system's staff for other modules (the letters' recipients), read in the caller's transaction: which ids of a
 * selection are not the tenant's live rows, the enabled live users a selection names (each once), users by id, and
 * what a picker offers (at most `limit` of each kind).
 */
export type StaffService = {
  unknownIds: (tx: Db, tenantId: number, selection: StaffSelection) => Promise<Partial<Record<keyof StaffSelection, number[]>>>;
  members: (tx: Db, tenantId: number, selection: StaffSelection) => Promise<number[]>;
  describe: (tx: Db, tenantId: number, ids: readonly number[]) => Promise<StaffMember[]>;
  options: (tx: Db, tenantId: number, limit: number) => Promise<{ departments: StaffOption[]; workGroups: StaffOption[]; roles: StaffOption[]; users: StaffMember[] }>;
};
/**
 * A work order raised by another module (a complaint turned into a job): who raises it (the history's and the audit
 * columns' user), where and what, and who reported it; the values as the desk's 新增 takes them (JSON form: ids as
 * numbers, `deadline` an ISO time). It starts 待派单.
 */
export type NewWorkOrder = {
  tenantId: number;
  userId: number;
  areaId: number;
  title: string;
  content: string;
  /** 工单类型 (work_order_type): 1 报修 (default), 2 投诉, 3 咨询, 4 其他. */
  orderType?: string;
  roomId?: number | null;
  reporterName: string;
  reporterPhone: string;
  deadline?: string | null;
  photos?: string | null;
};
/** Work orders (the workorder module): `create` inside the caller's transaction, checked as the desk's 新增 (422 with a field map). */
export type WorkOrderService = { create: (tx: Db, order: NewWorkOrder) => Promise<{ id: number }> };
/** Work groups (system): the groups a user is a member of, for what is assigned to a group (a patrol plan). */
export type WorkGroupsService = { groupsOf: (db: Db, tenantId: number, userId: number) => Promise<number[]> };

/** The notices system's SMS words from a template: 催缴通知 (尊敬的业主，您的房屋 {room} 有 {count} 笔物业费用未缴，合计 {amount} 元…). */
export type SmsNoticeParams = { feeNotice: { room: string; count: number; amount: string } };
/** One notice: where it goes (an 11-digit mainland number, in clear only between the services) and its template's values. */
export type SmsNotice = { [K in keyof SmsNoticeParams]: { tenantId: number; mobile: string; template: K; params: SmsNoticeParams[K] } }[keyof SmsNoticeParams];
/** What became of a notice: sent, the number's limit reached (ours or the provider's), a number refused, or another failure (logged). */
export type SmsNoticeOutcome = 'sent' | 'phoneLimit' | 'phoneInvalid' | 'failed';

/** A resident bound to a room, as another module may use them: the name in clear (the caller masks it), the mobile in clear to send to, never to show. */
export type RoomContact = { residentId: number; name: string; relation: string; mobile: string | null };
/** A room as the notices name it: its community, its name (1号楼-2单元-1201) and its residents, owners first. */
export type RoomContacts = { roomId: number; areaId: number; roomName: string; residents: RoomContact[] };
/**
 * base's residents of rooms (billing's 催缴通知): the tenant's live rooms among `roomIds`, each with the residents of
 * its live bindings that have not ended (业主, then 家属, then 租户; oldest binding first), read in the caller's
 * transaction. A room not answered is not the tenant's (or deleted).
 */
export type RoomResidentsService = { contactsOf: (tx: Db, tenantId: number, roomIds: readonly number[]) => Promise<Map<number, RoomContacts>> };
/** What a bill may be charged to (a fee item's 收费对象: 1 room, 2 parking space, 3 car). */
export type PayerKind = 'room' | 'parkingSpace' | 'car';
/** A room's facts as billing reads them: its community, building, built area (hundredths of ㎡; null: none of record) and state (房屋状态, 1 空置). */
export type RoomFacts = { id: number; areaId: number; buildingId: number; buildingArea: number | null; state: string };
/**
 * The positional parameters (numbers: 1 is `$1`) a statement binds for `payersText`: the tenant, the community, and
 * the buildings and rooms chosen (each a bigint[], or null for all).
 */
export type PayersParams = { tenant: number; community: number; buildings: number; rooms: number };

/**
 * Payers (base) for billing: the rooms, parking spaces and cars of the tenant's communities, read in the caller's
 * transaction. `communityOf` a live payer's (or building's) community (undefined: not the tenant's live row); `notIn` which ids (each
 * once) are not the tenant's live rows of a kind (or buildings) in a community; `room` a room's facts. `payersText` is
 * the payers of a community (or of its chosen buildings or rooms) as a subquery for a set-based statement, `(SELECT
 * id, tenant_id, area_id, building_id, building_area, state FROM …) <as>` (building, area and state null for a space
 * or a car, and none of those when buildings or rooms are chosen), so that generation stays one INSERT … SELECT.
 */
export type PayersService = {
  /** Whether a community (小区) is the tenant's live row (what a generation names). */
  hasCommunity: (tx: Db, tenantId: number, areaId: number) => Promise<boolean>;
  communityOf: (tx: Db, tenantId: number, kind: PayerKind | 'building', id: number) => Promise<number | undefined>;
  notIn: (tx: Db, tenantId: number, areaId: number, kind: PayerKind | 'building', ids: readonly number[]) => Promise<number[]>;
  room: (tx: Db, tenantId: number, id: number) => Promise<RoomFacts | undefined>;
  payersText: (kind: PayerKind, params: PayersParams, as?: string) => string;
  /** The ids of a building's live rooms, as a subquery for a drizzle statement (`room_id IN (…)`: 欠费清单 by building). */
  buildingRoomsSql: (tenantId: number, buildingId: number) => SQL;
};

/** Every service by name: a new one is a line here, its provider's `provides` and its users' `requires`. */
export type Services = {
  arrears: ArrearsService;
  sms: SmsService;
  digitCaptcha: DigitCaptchaService;
  funds: FundsService;
  staff: StaffService;
  workOrders: WorkOrderService;
  workGroups: WorkGroupsService;
  roomResidents: RoomResidentsService;
  payers: PayersService;
};
export type ServiceName = keyof Services;

/** What a provider's factory receives: the app's dependencies and its logger. */
export type ServiceDeps = AppDeps & { log: FastifyBaseLogger };
export type ServiceProviders = { [K in ServiceName]?: (deps: ServiceDeps) => Services[K] };

/**
 * Services that have a meaning when no module offers them: no billing module means nothing is owed. Everything
 * else must have a provider once a module requires it.
 */
export const SERVICE_DEFAULTS: { [K in ServiceName]?: Services[K] } = {
  arrears: { hasArrears: async () => false, owedBy: async () => new Map() },
};

type ServiceModule = { name: string; provides?: ServiceProviders; requires?: readonly ServiceName[] };

/**
 * The app's services: each from the module that provides it (two providers stop the start), else an override (a
 * test's provider, `AppDeps.services`, wins over both), else its default. A module requiring a service nobody
 * provides and that has no default stops the start, naming both.
 */
export const resolveServices = (modules: readonly ServiceModule[], deps: ServiceDeps, overrides: Partial<Services> = {}): Partial<Services> => {
  const providers = new Map<ServiceName, string>();
  const services: Partial<Record<ServiceName, unknown>> = { ...SERVICE_DEFAULTS };
  for (const module of modules) {
    for (const [name, factory] of Object.entries(module.provides ?? {}) as [ServiceName, (deps: ServiceDeps) => unknown][]) {
      const other = providers.get(name);
      if (other) throw new Error(`service "${name}" is provided by both ${other} and ${module.name}`);
      providers.set(name, module.name);
      if (!(name in overrides)) services[name] = factory(deps);
    }
  }
  Object.assign(services, overrides);
  for (const module of modules) {
    for (const name of module.requires ?? []) {
      if (!services[name]) throw new Error(`module ${module.name} requires the service "${name}", which no module provides`);
    }
  }
  return services as Partial<Services>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's resolved services (buildApp): the runtime hands them to the modules' `start`. */
    services: Partial<Services>;
  }
}

/**
 * What one module sees: the services it declared in `requires`. Reaching for another is a programming error caught
 * at the first call, whichever route makes it.
 */
export const servicesFor = (module: ServiceModule, services: Partial<Services>): Services => {
  const declared = new Set<string>(module.requires ?? []);
  return new Proxy(services as Services, {
    get: (target, name) => {
      if (typeof name === 'string' && !declared.has(name)) throw new Error(`module ${module.name} uses the service "${name}" without requiring it`);
      return target[name as ServiceName];
    },
  });
};
