import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore, signedIn } from '@physio/api-client';
import { ThemeRoot } from '@physio/ui';
import DashboardPage from './dashboard-page';

describe('participant dashboard', () => {
  it('greets the participant and shows the sample figures, activities and sessions', () => {
    const store = createAppStore();
    store.dispatch(signedIn({ token: 't', user: { id: 2, username: 'sam', email: 's@example.com', is_professional: false } }));
    render(
      <Provider store={store}>
        <ThemeRoot>
          <DashboardPage />
        </ThemeRoot>
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, sam/)).toBeInTheDocument();
    expect(screen.getByText('Active programs')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Upcoming sessions' })).toBeInTheDocument();
  });
});
