import { render, screen, within } from '@testing-library/react';
import { ThemeRoot } from '@physio/ui';
import { MemoryRouter } from 'react-router-dom';
import { useGetInvitationsQuery, useGetParticipantsQuery } from './api';
import PatientsPage from './patients-page';

jest.mock('../../components/notify', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
jest.mock('./api', () => ({
  useGetParticipantsQuery: jest.fn(),
  useGetInvitationsQuery: jest.fn(),
  useCreateInvitationMutation: () => [jest.fn(), { isLoading: false }],
  useRevokeInvitationMutation: () => [jest.fn(), { isLoading: false }],
}));
const useParticipants = useGetParticipantsQuery as jest.Mock;

function renderPage() {
  (useGetInvitationsQuery as jest.Mock).mockReturnValue({ data: [], isLoading: false, isError: false });
  return render(
    <ThemeRoot>
      <MemoryRouter>
        <PatientsPage />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

const loaded = (results: unknown[]) => ({
  data: { count: results.length, next: null, previous: null, results },
  isLoading: false,
  isFetching: false,
  isError: false,
});

describe('patients list', () => {
  it('shows adherence as percentages, a dash when nothing was scheduled, and links to each patient', () => {
    useParticipants.mockReturnValue(
      loaded([
        {
          id: 4,
          username: 'demo.patient',
          linked_at: '2026-11-01T10:00:00Z',
          active_assignments: 1,
          adherence_7d: 0.667,
          adherence_28d: null,
          last_session_date: '2026-11-20',
        },
      ]),
    );
    renderPage();
    const table = screen.getByRole('region', { name: 'Patients table' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: 'demo.patient' })).toHaveAttribute(
      'href',
      '/dashboard/professional/patients/4',
    );
    expect(within(row).getByText('67%')).toBeInTheDocument();
    expect(within(row).getByText('—')).toBeInTheDocument();
    expect(within(row).getByText('Nov 20, 2026')).toBeInTheDocument();
  });

  it('invites the first patient when none is linked yet', () => {
    useParticipants.mockReturnValue(loaded([]));
    renderPage();
    expect(screen.getByText('No patients yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Patients table' })).not.toBeInTheDocument();
    expect(screen.getByText('No open invitations.')).toBeInTheDocument();
  });

  it('says so when the list fails, with a retry', () => {
    useParticipants.mockReturnValue({
      data: undefined,
      isLoading: false,
      isError: true,
      error: { status: 500, data: { error: 'Server is down.' } },
      refetch: jest.fn(),
    });
    renderPage();
    expect(screen.getByText('Patients could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
