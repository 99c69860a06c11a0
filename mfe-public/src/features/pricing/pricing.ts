// One Professional Plan at 99 dollars a month; paying yearly takes 20% off.
export const MONTHLY_PRICE = 99;
export const ANNUAL_DISCOUNT = 0.2;

export type Billing = 'monthly' | 'annual';

export interface PlanPrice {
  /** What is shown as "per month": the monthly price, or the annual total / 12 rounded to whole dollars. */
  perMonth: number;
  /** What is charged per billing period: 99 a month, or the annual total (99 × 12 × 0.8 = 950.40). */
  total: number;
}

/** Rounds to cents so 99 × 12 × 0.8 reads 950.4, not 950.4000000000001. */
const toCents = (amount: number) => Math.round(amount * 100) / 100;

export function planPrice(billing: Billing): PlanPrice {
  if (billing === 'monthly') return { perMonth: MONTHLY_PRICE, total: MONTHLY_PRICE };
  const total = toCents(MONTHLY_PRICE * 12 * (1 - ANNUAL_DISCOUNT));
  return { perMonth: Math.round(total / 12), total };
}

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/** "$99", "$79": whole-dollar headline prices. */
export const formatPrice = (amount: number) => dollars.format(amount);

/** "$950.40": totals always show cents so the annual figure is exact. */
export const formatTotal = (amount: number) => dollarsAndCents.format(amount);
