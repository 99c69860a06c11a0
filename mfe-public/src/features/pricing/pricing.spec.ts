import { ANNUAL_DISCOUNT, formatPrice, formatTotal, MONTHLY_PRICE, planPrice } from './pricing';

describe('Professional Plan pricing', () => {
  it('charges 99 dollars a month on monthly billing', () => {
    expect(MONTHLY_PRICE).toBe(99);
    expect(planPrice('monthly')).toEqual({ perMonth: 99, total: 99 });
  });

  it('takes 20% off the annual total: 99 × 12 × 0.8 = 950.40, shown as 79 a month', () => {
    expect(ANNUAL_DISCOUNT).toBe(0.2);
    const annual = planPrice('annual');
    expect(annual.total).toBe(950.4);
    expect(annual.perMonth).toBe(79);
  });

  it('formats headline prices in whole dollars and totals with cents', () => {
    expect(formatPrice(79)).toBe('$79');
    expect(formatTotal(950.4)).toBe('$950.40');
  });
});
