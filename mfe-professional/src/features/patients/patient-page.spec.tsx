import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@physio/ui';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { notify } from '../../components/notify';
import { useEndAssignmentMutation, useGetParticipantQuery } from './api';
import PatientPage from './patient-page';

jest.mock('../../components/notify', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
jest.mock('./components/assign-form', () => ({ AssignForm: () => null }));
jest.mock('./api', () => ({ useGetParticipantQuery: jest.fn(), useEndAssignmentMutation: jest.fn() }));

const assignment = {
  id: 12,
  participant: { id: 4, username: 'demo.patient' },
  professional: { id: 1, username: 'demo.pro' },
  program_title: 'Knee basics',
  start_date: '2026-11-01',
  end_date: null,
  days_of_week: [1, 3, 5],
  status: 'active',
  items: [],
};

const patient = {
  id: 4,
  username: 'demo.patient',
  linked_at: '2026-11-01T10:00:00Z',
  active_assignments: 1,
  adherence_7d: 1,
  adherence_28d: 0.5,
  last_session_date: '2026-11-24',
  assignments: [assignment],
  progress: {
    adherence_7d: 1,
    adherence_28d: 0.5,
    pain: [
      { date: '2026-11-22', value: 4 },
      { date: '2026-11-24', value: 3 },
    ],
    sessions: [{ date: '2026-11-24', assignment_id: 12, pain: 3, difficulty: 5, completed: 2, total: 3 }],
  },
};

function renderPage() {
  const end = jest.fn(() => ({ unwrap: () => Promise.resolve() }));
  (useEndAssignmentMutation as jest.Mock).mockReturnValue([end, { isLoading: false }]);
  (useGetParticipantQuery as jest.Mock).mockReturnValue({ data: patient, isLoading: false, isError: false });
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/dashboard/professional/patients/4']}>
        <Routes>
          <Route path="dashboard/professional/patients/:patientId" element={<PatientPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeRoot>,
  );
  return end;
}

describe("a patient's page", () => {
  it('shows adherence, the session log and pain over time', () => {
    renderPage();
    expect(useGetParticipantQuery).toHaveBeenCalledWith(4, { skip: false });
    expect(screen.getByRole('heading', { level: 1, name: 'demo.patient' })).toBeInTheDocument();
    expect(screen.getByText('50%')).toBeInTheDocument();
    const log = screen.getByRole('region', { name: 'Session log table' });
    expect(within(log).getByText('2/3')).toBeInTheDocument();
    expect(within(log).getByText('Knee basics')).toBeInTheDocument();
    const pain = within(screen.getByRole('region', { name: 'Pain over time table' })).getAllByRole('row');
    expect(pain[1]).toHaveTextContent('Nov 24, 2026');
  });

  it('ends an assignment after asking', async () => {
    const end = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'End Knee basics' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'End' }));
    expect(end).toHaveBeenCalledWith({ id: 12, participantId: 4 });
    expect(notify.success).toHaveBeenCalledWith('Assignment ended', expect.any(String));
  });
});
