import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { ParticipantDashboard } from '@physio/contracts';
import { createAppStore, signedIn } from '@physio/api-client';
import { ThemeRoot } from '@physio/ui';
import { useAcceptInvitationMutation } from '../join/api';
import { useGetDashboardQuery } from './api';
import DashboardPage from './dashboard-page';

jest.mock('./api', () => ({ useGetDashboardQuery: jest.fn() }));
jest.mock('../join/api', () => ({ useAcceptInvitationMutation: jest.fn() }));

const NEW_PATIENT: ParticipantDashboard = {
  active_programs: 0,
  completed_exercises: 0,
  completed_exercises_7d: 0,
  progress_score: 0,
  upcoming: [],
  recent: [],
  programs: [],
};

const ACTIVE_PATIENT: ParticipantDashboard = {
  active_programs: 2,
  completed_exercises: 37,
  completed_exercises_7d: 9,
  progress_score: 64,
  upcoming: [
    { date: '2026-03-03', assignment_id: 5, program_title: 'Knee Strengthening', minutes: 18 },
    { date: '2026-03-04', assignment_id: 6, program_title: 'Lower Back Mobility', minutes: 12 },
  ],
  recent: [
    { date: '2026-03-01', kind: 'session', text: 'Logged Knee Strengthening: 4 of 5 exercises' },
    { date: '2026-02-20', kind: 'assigned', text: 'demo.pro assigned Knee Strengthening' },
  ],
  programs: [
    { assignment_id: 5, title: 'Knee Strengthening', completed_sessions: 3, total_sessions: 12 },
    { assignment_id: 6, title: 'Lower Back Mobility', completed_sessions: 0, total_sessions: 8 },
  ],
};

function answer(state: { data?: ParticipantDashboard; isLoading?: boolean; isError?: boolean }) {
  (useGetDashboardQuery as jest.Mock).mockReturnValue({
    isLoading: false,
    isError: false,
    refetch: jest.fn(),
    ...state,
  });
}

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

const figure = (label: string) => screen.getAllByRole('heading', { level: 2, name: label })[0].nextElementSibling;

beforeEach(() => {
  jest.clearAllMocks();
  (useAcceptInvitationMutation as jest.Mock).mockReturnValue([jest.fn(), { isLoading: false }]);
});

describe('participant dashboard', () => {
  it('links each program and upcoming session to its program page, and to Today and History', () => {
    answer({ data: ACTIVE_PATIENT });
    renderDashboard();
    const programs = screen.getByRole('region', { name: 'My programs' });
    expect(within(programs).getByRole('link', { name: 'Lower Back Mobility' })).toHaveAttribute(
      'href',
      '/dashboard/user/programs/6',
    );
    const upcoming = screen.getByRole('region', { name: 'Upcoming sessions' });
    expect(within(upcoming).getByRole('link', { name: 'Knee Strengthening' })).toHaveAttribute(
      'href',
      '/dashboard/user/programs/5',
    );
    expect(screen.getByRole('link', { name: "Today's session" })).toHaveAttribute('href', '/dashboard/user/today');
    expect(screen.getByRole('link', { name: 'My history' })).toHaveAttribute('href', '/dashboard/user/history');
  });

  it("asks for the participant's local date and greets them under one h1", () => {
    answer({ data: NEW_PATIENT });
    renderDashboard();
    expect(useGetDashboardQuery).toHaveBeenCalledWith({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['My Dashboard']);
    expect(screen.getByText(/Welcome back, sam/)).toBeInTheDocument();
    expect(document.title).toBe('My Dashboard | PhysioHub');
  });

  it('shows zeros and empty lists for a new patient, beside the join form', () => {
    answer({ data: NEW_PATIENT });
    renderDashboard();
    expect(figure('Active programs')).toHaveTextContent('0');
    expect(figure('Completed exercises')).toHaveTextContent('0');
    expect(figure('Upcoming sessions')).toHaveTextContent('0');
    expect(figure('Progress score')).toHaveTextContent('0%');
    expect(screen.getByRole('progressbar', { name: 'Progress score' })).toHaveAttribute('aria-valuenow', '0');
    expect(within(screen.getByRole('region', { name: 'Recent activities' })).queryAllByRole('listitem')).toHaveLength(
      0,
    );
    expect(screen.getByText(/No sessions scheduled/)).toBeInTheDocument();
    expect(screen.getByText(/No programs yet/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Join with a code' })).toBeInTheDocument();
  });

  it('shows the figures and lists from the data', () => {
    answer({ data: ACTIVE_PATIENT });
    renderDashboard();
    expect(figure('Active programs')).toHaveTextContent('2');
    expect(figure('Completed exercises')).toHaveTextContent('37');
    expect(screen.getByText('+9 in the last 7 days')).toBeInTheDocument();
    expect(figure('Upcoming sessions')).toHaveTextContent('2');
    expect(figure('Progress score')).toHaveTextContent('64%');
    expect(screen.getByRole('progressbar', { name: 'Progress score' })).toHaveAttribute('aria-valuenow', '64');
    expect(within(screen.getByRole('region', { name: 'Recent activities' })).getAllByRole('listitem')).toHaveLength(2);
    const upcoming = screen.getByRole('region', { name: 'Upcoming sessions' });
    expect(within(upcoming).getByText('Lower Back Mobility')).toBeInTheDocument();
    expect(within(upcoming).getByText('Tuesday')).toBeInTheDocument();
    expect(within(upcoming).getByText('18 min')).toBeInTheDocument();
    const programs = screen.getByRole('region', { name: 'My programs' });
    expect(within(programs).getByRole('progressbar', { name: 'Knee Strengthening progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(within(programs).getByText('3 of 12 sessions')).toBeInTheDocument();
  });

  it('shows no sample figures while loading', () => {
    answer({ isLoading: true });
    renderDashboard();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(screen.queryByText('85%')).not.toBeInTheDocument();
    expect(figure('Active programs')).toHaveTextContent('');
  });

  it('offers a retry when the dashboard cannot be loaded', () => {
    const refetch = jest.fn();
    (useGetDashboardQuery as jest.Mock).mockReturnValue({ isLoading: false, isError: true, refetch });
    renderDashboard();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your dashboard could not be loaded.');
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(refetch).toHaveBeenCalled();
    expect(screen.getByText('Could not load upcoming sessions.')).toBeInTheDocument();
  });
});
