import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@physio/ui';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { notify } from '../../components/notify';
import { useHandoutDownload } from '@physio/api-client/handout';
import { useEndAssignmentMutation, useGetParticipantQuery, useUpdateAssignmentMutation } from './api';
import PatientPage from './patient-page';

// recharts is a large module to transform on first import; a busy machine needs more than the default second.
const DRAWING = { timeout: 15_000 };
jest.setTimeout(20_000);

jest.mock('../../components/notify', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
jest.mock('./components/assign-form', () => ({ AssignForm: () => null }));
jest.mock('./api', () => ({
  useGetParticipantQuery: jest.fn(),
  useEndAssignmentMutation: jest.fn(),
  useUpdateAssignmentMutation: jest.fn(),
}));
jest.mock('@physio/api-client/handout', () => ({ useHandoutDownload: jest.fn() }));

const assignment = {
  id: 12,
  participant: { id: 4, username: 'demo.patient' },
  professional: { id: 1, username: 'demo.pro' },
  program_title: 'Knee basics',
  start_date: '2026-11-01',
  end_date: null,
  days_of_week: [1, 3, 5],
  status: 'active',
  items: [
    {
      id: 70,
      title: 'Squat',
      video_platform_id: 'abc123def45',
      start_time: 10,
      end_time: 40,
      sets: 3,
      reps: 10,
      hold_seconds: 0,
      rest_seconds: 30,
      notes: '',
    },
  ],
};

const weeks = Array.from({ length: 12 }, (_, index) => ({
  week_start: `2026-${index < 4 ? '09' : index < 8 ? '10' : '11'}-0${(index % 4) + 1}`,
  value: index < 10 ? null : index === 10 ? 0.25 : 1,
}));

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
    adherence_weeks: weeks,
    pain: [
      { date: '2026-11-22', value: 4 },
      { date: '2026-11-24', value: 3 },
    ],
    sessions: [{ date: '2026-11-24', assignment_id: 12, pain: 3, difficulty: 5, completed: 2, total: 3 }],
  },
};

const update = jest.fn();
const download = jest.fn();

function renderPage(query: object = { data: patient, isLoading: false, isError: false }) {
  const end = jest.fn(() => ({ unwrap: () => Promise.resolve() }));
  (useEndAssignmentMutation as jest.Mock).mockReturnValue([end, { isLoading: false }]);
  (useUpdateAssignmentMutation as jest.Mock).mockReturnValue([update, { isLoading: false }]);
  (useHandoutDownload as jest.Mock).mockReturnValue({ download, busy: false });
  (useGetParticipantQuery as jest.Mock).mockReturnValue(query);
  const { container } = render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/dashboard/professional/patients/4']}>
        <Routes>
          <Route path="dashboard/professional/patients/:patientId" element={<PatientPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeRoot>,
  );
  return { end, container };
}

describe("a patient's page", () => {
  it('shows adherence, the session log and pain over time', async () => {
    const { container } = renderPage();
    // The drawings load lazily beside their text alternatives.
    await waitFor(() => expect(container.querySelectorAll('.recharts-responsive-container')).toHaveLength(2), DRAWING);
    expect(useGetParticipantQuery).toHaveBeenCalledWith(4, { skip: false });
    expect(screen.getByRole('heading', { level: 1, name: 'demo.patient' })).toBeInTheDocument();
    expect(screen.getByText('50%')).toBeInTheDocument();
    const log = screen.getByRole('region', { name: 'Session log table' });
    expect(within(log).getByText('2/3')).toBeInTheDocument();
    expect(within(log).getByText('Knee basics')).toBeInTheDocument();
    // The charts' text alternatives: a summary under each and the figures as a table.
    const adherence = screen.getByRole('figure', { name: 'Weekly adherence' });
    expect(adherence).toHaveTextContent('the week of Nov 4: 100%.');
    expect(within(adherence).getByRole('table')).toHaveTextContent('Nov 3' + '25%');
    const pain = screen.getByRole('figure', { name: 'Pain over time' });
    expect(pain).toHaveTextContent('Pain on 2 logged days: 4/10 on Nov 22, 3/10 on Nov 24.');
    expect(within(pain).getAllByRole('row')[2]).toHaveTextContent('Nov 24' + '3');
  });

  it('says what to do next for a new patient', () => {
    renderPage({
      data: {
        ...patient,
        assignments: [],
        last_session_date: null,
        progress: { adherence_7d: null, adherence_28d: null, adherence_weeks: [], pain: [], sessions: [] },
      },
      isLoading: false,
      isError: false,
    });
    expect(screen.getByText(/No assignments yet\. Assign a program below/)).toBeInTheDocument();
    expect(screen.getByText(/Nothing was scheduled in the last 12 weeks/)).toBeInTheDocument();
    expect(screen.getByText(/No pain reported yet/)).toBeInTheDocument();
  });

  it('shows a loading state', () => {
    renderPage({ data: undefined, isLoading: true, isError: false });
    expect(screen.getByText('Loading patient…')).toBeInTheDocument();
  });

  it('explains a failed load and retries', async () => {
    const refetch = jest.fn();
    renderPage({ data: undefined, isLoading: false, isError: true, error: { status: 500, message: 'Down.' }, refetch });
    expect(screen.getByText('Patient could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(refetch).toHaveBeenCalled();
  });

  it('downloads an assignment’s handout, and says so when it fails', async () => {
    download.mockResolvedValueOnce(undefined).mockRejectedValueOnce({ status: 404, message: 'Assignment not found.' });
    renderPage();
    const button = screen.getByRole('button', { name: 'Handout (PDF) of Knee basics' });
    await userEvent.click(button);
    expect(download).toHaveBeenCalledWith(12, 'Knee basics');
    await userEvent.click(button);
    expect(notify.error).toHaveBeenCalledWith('Error', 'Assignment not found.');
  });

  it('edits the schedule and a dosage, and puts the API’s field messages beside the fields', async () => {
    update
      .mockReturnValueOnce({
        unwrap: () =>
          Promise.reject({
            status: 400,
            message: 'Check the highlighted fields.',
            details: { 'items.0.reps': ['Reps must be 100 or fewer.'], end_date: ['The end date is too far away.'] },
          }),
      })
      .mockReturnValueOnce({ unwrap: () => Promise.resolve(assignment) });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Knee basics' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Knee basics' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Friday' }));
    const reps = within(dialog).getByLabelText('Reps');
    await userEvent.clear(reps);
    await userEvent.type(reps, '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(update).toHaveBeenCalledWith({
      id: 12,
      participantId: 4,
      body: {
        start_date: '2026-11-01',
        end_date: null,
        days_of_week: [1, 3],
        items: [{ id: 70, sets: 3, reps: 500, hold_seconds: 0, rest_seconds: 30, notes: '' }],
      },
    });
    expect(await within(dialog).findByText('Reps must be 100 or fewer.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reps')).toHaveAccessibleDescription('Reps must be 100 or fewer.');
    expect(within(dialog).getByText('The end date is too far away.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Check the highlighted fields.');

    await userEvent.clear(reps);
    await userEvent.type(reps, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(notify.success).toHaveBeenCalledWith('Assignment updated', expect.any(String));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ends an assignment after asking', async () => {
    const { end } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'End Knee basics' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'End' }));
    expect(end).toHaveBeenCalledWith({ id: 12, participantId: 4 });
    expect(notify.success).toHaveBeenCalledWith('Assignment ended', expect.any(String));
  });
});
