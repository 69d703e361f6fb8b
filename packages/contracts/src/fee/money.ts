/**
 * Billing arithmetic (docs/billing.md): pure, exact, never a float. Every quantity is an integer in a fixed unit:
 * - amounts in cents (分), as the framework's `money` kind stores them;
 * - unit prices in ten-thousandths of a yuan (`2.35` 元 → 23 500), four decimals as the fee item holds them;
 * - quantities (area in m², meter usage in t or kWh) in hundredths (`89.5` → 8 950), two decimals;
 * - a daily late-fee rate in millionths (`0.05 %` a day, 万分之五 → 500), a cap in hundredths of a percent
 *   (`100 %` → 10 000).
 * A line's exact value is computed in bigint (millionths of a yuan) and rounded once, by the fee item's rule.
 */

/** The fee item's rounding: to the cent (分), the jiao (角) or the yuan (元), half up (四舍五入, away from zero). */
export type Rounding = 'cent' | 'jiao' | 'yuan';
export const ROUNDINGS: readonly Rounding[] = ['cent', 'jiao', 'yuan'];

/** Units of millionths of a yuan per step of each rounding: 1 cent = 10 000, 1 jiao = 100 000, 1 yuan = 1 000 000. */
const STEP: Record<Rounding, bigint> = { cent: 10_000n, jiao: 100_000n, yuan: 1_000_000n };
const MICROS_PER_CENT = 10_000n;

const integer = (name: string, value: number) => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
  return BigInt(value);
};

/** `n / d` rounded half away from zero (d > 0). */
const divideHalfUp = (n: bigint, d: bigint): bigint => {
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const q = (abs + d / 2n) / d;
  return negative ? -q : q;
};

/** Millionths of a yuan rounded by `rounding`, in cents. */
export const roundMicros = (micros: bigint, rounding: Rounding): number => {
  const steps = divideHalfUp(micros, STEP[rounding]);
  return Number((steps * STEP[rounding]) / MICROS_PER_CENT);
};

/** Cents rounded by `rounding` (a fixed or manual amount typed to the cent, charged on a jiao or yuan item). */
export const roundCents = (cents: number, rounding: Rounding): number => roundMicros(integer('cents', cents) * MICROS_PER_CENT, rounding);

/**
 * 面积 × 单价 × 月数: area (hundredths of m²) × unit price (ten-thousandths of a yuan per m² per month) × months,
 * rounded once for the whole line (not per month). 89.50 m² × 2.3500 × 3 → 630.975 → 63 098 cents to the cent.
 */
export const areaAmount = (areaHundredths: number, priceTenThousandths: number, months: number, rounding: Rounding): number =>
  roundMicros(integer('area', areaHundredths) * integer('price', priceTenThousandths) * integer('months', months), rounding);

/**
 * 用量 × 单价: meter usage (hundredths of a unit: t, kWh, m³) × unit price (ten-thousandths of a yuan per unit), rounded
 * once. 12.40 t × 3.4500 → 42.78 → 4 278 cents.
 */
export const usageAmount = (usageHundredths: number, priceTenThousandths: number, rounding: Rounding): number =>
  roundMicros(integer('usage', usageHundredths) * integer('price', priceTenThousandths), rounding);

/** 固定金额 × 周期数: a fixed amount per month (ten-thousandths of a yuan) × months, rounded once. */
export const fixedAmount = (priceTenThousandths: number, months: number, rounding: Rounding): number =>
  roundMicros(integer('price', priceTenThousandths) * 100n * integer('months', months), rounding);

/** The months a cycle covers: 1, 3, 6, 12, or 1 for a one-off charge. */
export const CYCLE_MONTHS = { '1': 1, '3': 3, '6': 6, '12': 12, '0': 1 } as const;

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(time).toISOString().slice(0, 10) !== day) throw new RangeError(`not a day: ${day}`);
  return time / DAY_MS;
};

/** Calendar days from `from` to `to` (`YYYY-MM-DD`; negative when `to` is earlier): month ends and 29 February count as days. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

export type LateFeeRule = {
  /** Days after the due date that cost nothing (宽限天数). */
  graceDays: number;
  /** The daily rate in millionths of the principal (万分之五 a day → 500). */
  dailyRateMillionths: number;
  /** The most the late fee of one bill may reach, in hundredths of a percent of its principal (100 % → 10 000); 0 for no cap. */
  capBasisPoints: number;
};

/**
 * The days charged between `from` and `to` (both inclusive) on a bill due on `dueDate`: a day D is charged when it
 * is more than `graceDays` days after the due date. Due 01-25 with 3 grace days: 01-29 is the first charged day.
 */
export const chargedDays = (dueDate: string, graceDays: number, from: string, to: string): number => {
  const first = Math.max(dayNumber(dueDate) + graceDays + 1, dayNumber(from));
  return Math.max(0, dayNumber(to) - first + 1);
};

/**
 * 滞纳金 of the unpaid `principalCents` for the days charged in [`from`, `to`] (from defaults to the due date): principal
 * × rate × days, rounded to the cent half up, then held to the cap minus what was charged before (`chargedBefore`).
 */
export const lateFee = (
  principalCents: number,
  dueDate: string,
  rule: LateFeeRule,
  to: string,
  options: { from?: string; chargedBefore?: number } = {},
): number => {
  if (principalCents <= 0) return 0;
  const days = chargedDays(dueDate, rule.graceDays, options.from ?? dueDate, to);
  if (days === 0) return 0;
  // cents × millionths → cents: divide by 10^6.
  const fee = Number(divideHalfUp(integer('principal', principalCents) * integer('rate', rule.dailyRateMillionths) * BigInt(days), 1_000_000n));
  if (rule.capBasisPoints <= 0) return fee;
  const cap = Number(divideHalfUp(BigInt(principalCents) * integer('cap', rule.capBasisPoints), 10_000n));
  return Math.max(0, Math.min(fee, cap - (options.chargedBefore ?? 0)));
};

/** The day `days` calendar days after `day` (`YYYY-MM-DD`; negative: before). */
export const addDays = (day: string, days: number): string => new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);

/** A payment of principal on a bill: the day it was made and the cents of principal it settled. */
export type PrincipalPayment = { day: string; principal: number };

/**
 * 滞纳金 accrued on a bill from its due date to `to` (inclusive), as its principal was paid down: each stretch between
 * two payments charges the principal unpaid during it (the day of a payment still on the amount before it, as the
 * worked example counts the day paid), each stretch rounded by `lateFee`; the whole held to the cap as a share of
 * the bill's full principal. What is still owed is this minus the late fee already received.
 */
export const accruedLateFee = (principalCents: number, dueDate: string, rule: LateFeeRule, to: string, payments: readonly PrincipalPayment[] = []): number => {
  const uncapped = { ...rule, capBasisPoints: 0 };
  let unpaid = principalCents;
  let from = dueDate;
  let total = 0;
  for (const payment of [...payments].filter((p) => p.day <= to).sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))) {
    total += lateFee(unpaid, dueDate, uncapped, payment.day, { from });
    unpaid -= payment.principal;
    from = addDays(payment.day, 1);
  }
  total += lateFee(unpaid, dueDate, uncapped, to, { from });
  if (rule.capBasisPoints <= 0) return total;
  return Math.min(total, Number(divideHalfUp(integer('principal', principalCents) * integer('cap', rule.capBasisPoints), 10_000n)));
};

const CAPITAL_DIGITS = '零壹贰叁肆伍陆柒捌玖';
const CAPITAL_SMALL = ['', '拾', '佰', '仟'];
const CAPITAL_BIG = ['', '万', '亿', '万亿'];

/** A section of four digits (1–9 999) in capitals: 1 001 → 壹仟零壹 (one 零 for a run of zeros inside, none at its end). */
const sectionCapital = (section: number): string => {
  let out = '';
  let zero = false;
  for (let place = 3; place >= 0; place--) {
    const digit = Math.floor(section / 10 ** place) % 10;
    if (digit === 0) {
      zero = out !== '';
      continue;
    }
    if (zero) out += '零';
    zero = false;
    out += CAPITAL_DIGITS[digit]! + CAPITAL_SMALL[place]!;
  }
  return out;
};

/** Whole yuan in capitals by sections of 万 and 亿 (100 010 → 壹拾万零壹拾); '' for 0. */
const yuanCapital = (yuan: number): string => {
  const sections: number[] = [];
  for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10_000)) sections.push(rest % 10_000);
  let out = '';
  let zero = false;
  for (let i = sections.length - 1; i >= 0; i--) {
    const section = sections[i]!;
    if (section === 0) {
      zero = out !== '';
      continue;
    }
    if (out !== '' && (zero || section < 1000)) out += '零';
    zero = false;
    out += sectionCapital(section) + CAPITAL_BIG[i]!;
  }
  return out;
};

/**
 * An amount in cents as Chinese capitals for a receipt (大写金额): 632.87 → 陆佰叁拾贰元捌角柒分. 整 ends an amount
 * without 分 (100 000.00 → 壹拾万元整, 1 001.10 → 壹仟零壹元壹角整); a missing 角 between 元 and 分 reads 零
 * (10.05 → 壹拾元零伍分); less than a yuan starts at the 角 or 分 (0.05 → 伍分); zero is 零元整; a negative amount
 * (a refund) starts with 负. 拾 is always written with its digit (壹拾), as financial documents do.
 */
export const toChineseCapital = (cents: number): string => {
  const value = Number(integer('cents', cents));
  if (value < 0) return `负${toChineseCapital(-value)}`;
  const yuan = Math.floor(value / 100);
  const jiao = Math.floor(value / 10) % 10;
  const fen = value % 10;
  if (value === 0) return '零元整';
  let out = yuan > 0 ? `${yuanCapital(yuan)}元` : '';
  if (jiao > 0) out += `${CAPITAL_DIGITS[jiao]}角`;
  else if (fen > 0 && yuan > 0) out += '零';
  out += fen > 0 ? `${CAPITAL_DIGITS[fen]}分` : '整';
  return out;
};
