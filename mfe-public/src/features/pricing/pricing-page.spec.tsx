import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import PricingPage from './pricing-page';

describe('PricingPage', () => {
  it('shows the Professional Plan at $99 a month by default', () => {
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    expect(screen.getByRole('heading', { name: 'Professional Plan' })).toBeInTheDocument();
    expect(screen.getByText('$99')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      '/sign-up?role=professional',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('switches to annual billing: $79 a month, billed $950.40 a year, and back', async () => {
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    await userEvent.click(screen.getByRole('button', { name: 'Annual' }));
    expect(screen.getByText('$79')).toBeInTheDocument();
    expect(screen.getByText('Billed annually at $950.40 per year')).toBeInTheDocument();
    expect(screen.getByText('Save 20%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(screen.getByText('$99')).toBeInTheDocument();
    expect(screen.queryByText('Save 20%')).not.toBeInTheDocument();
  });
});
