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
