import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, signedIn } from '@physio/api-client';
import { ThemeRoot } from '@physio/ui';
import DashboardPage from './dashboard-page';

function renderDashboard() {
  const store = createAppStore();
  store.dispatch(
    signedIn({ token: 't', user: { id: 2, username: 'sam', email: 's@example.com', is_professional: false } }),
  );
  return render(
    <Provider store={store}>
      <ThemeRoot>
        <MemoryRouter initialEntries={['/dashboard/user']}>
          <DashboardPage />
        </MemoryRouter>
      </ThemeRoot>
    </Provider>,
  );
}

describe('participant dashboard', () => {
  it('greets the participant and shows the sample figures under one h1', () => {
    renderDashboard();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['My Dashboard']);
    expect(screen.getByText(/Welcome back, sam/)).toBeInTheDocument();
    for (const label of ['Active programs', 'Completed exercises', 'Upcoming sessions', 'Progress score']) {
      expect(screen.getAllByRole('heading', { level: 2, name: label })[0]).toBeInTheDocument();
    }
    expect(screen.getByText('85%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress score' })).toHaveAttribute('aria-valuenow', '85');
    expect(document.title).toBe('My Dashboard | PhysioHub');
  });

  it('lists recent activities, upcoming sessions and program progress', () => {
    renderDashboard();
    expect(within(screen.getByRole('region', { name: 'Recent activities' })).getAllByRole('listitem')).toHaveLength(4);
    const upcoming = screen.getByRole('region', { name: 'Upcoming sessions' });
    expect(within(upcoming).getByText('Knee Strengthening, session 3')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'My programs' })).getAllByRole('progressbar')).toHaveLength(3);
  });
});
