import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATIENT, PROFESSIONAL, renderApp } from '../testing/render-app';
import { NavBar } from './nav-bar';

describe('NavBar', () => {
  it('shows the main sections and Sign in to visitors, with no Dashboard button', () => {
    renderApp(<NavBar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of ['Exercises', 'Categories', 'Professionals', 'Pricing', 'Blog']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it.each([
    [PROFESSIONAL, '/dashboard/professional'],
    [PATIENT, '/dashboard/user'],
  ])('links the Dashboard button by role', (user, href) => {
    renderApp(<NavBar />, { user });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', href);
    expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('Search Exercises opens the library with the search box focused', async () => {
    renderApp(<NavBar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Search Exercises' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/exercises?focus=search');
  });

  it('opens the mobile menu, traps focus in it, and closes it on Escape or when an item is chosen', async () => {
    renderApp(<NavBar />);
    // jsdom applies no media queries, so the small-screen toggle counts as hidden here.
    const toggle = screen.getByLabelText('Open menu');
    await userEvent.click(toggle);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    expect(menu).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Pricing' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('location')).toHaveTextContent('/pricing');
  });
});
