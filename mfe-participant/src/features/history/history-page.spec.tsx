import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ParticipantHistory } from '@physio/contracts';
import { ThemeRoot } from '@physio/ui';
import { useGetHistoryQuery } from './api';
import HistoryPage from './history-page';

// recharts is a large module to transform on first import; a busy machine needs more than the default second.
const DRAWING = { timeout: 15_000 };
jest.setTimeout(20_000);

jest.mock('./api', () => ({ useGetHistoryQuery: jest.fn() }));

const weeks = (values: (number | null)[]) =>
  values.map((value, index) => ({ week_start: `2026-02-${String(2 + index * 7).padStart(2, '0')}`, value }));

const ACTIVE: ParticipantHistory = {
  adherence_7d: 0.667,
  adherence_28d: 0.5,
  adherence_weeks: weeks([null, 0.25, 1]),
  pain: [
    { date: '2026-02-11', value: 6 },
    { date: '2026-02-18', value: 3 },
  ],
  sessions: [
    {
      date: '2026-02-18',
      assignment_id: 7,
      program_title: 'Knee Strengthening',
      pain: 3,
      difficulty: 4,
      completed: 2,
      total: 3,
      notes: 'Easier today',
    },
    {
      date: '2026-02-11',
      assignment_id: 7,
      program_title: 'Knee Strengthening',
      pain: 6,
      difficulty: 7,
      completed: 3,
      total: 3,
      notes: '',
    },
  ],
};

const NEW_PATIENT: ParticipantHistory = {
  adherence_7d: null,
  adherence_28d: null,
  adherence_weeks: weeks([null, null, null]),
  pain: [],
  sessions: [],
};

const refetch = jest.fn();

function renderHistory(state: object) {
  (useGetHistoryQuery as jest.Mock).mockReturnValue({ isLoading: false, isError: false, refetch, ...state });
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/dashboard/user/history']}>
        <HistoryPage />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

beforeEach(() => jest.clearAllMocks());

describe('history', () => {
  it('asks for the local date and shows adherence, both charts’ figures and every session', async () => {
    const { container } = renderHistory({ data: ACTIVE });
    // The drawings load lazily beside their text alternatives.
    await waitFor(() => expect(container.querySelectorAll('.recharts-responsive-container')).toHaveLength(2), DRAWING);
    expect(useGetHistoryQuery).toHaveBeenCalledWith({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(screen.getByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument();
    expect(screen.getByText('67%')).toBeInTheDocument();
    expect(screen.getByText('50%')).toBeInTheDocument();

    const adherence = screen.getByRole('figure', { name: 'Weekly adherence' });
    expect(adherence).toHaveTextContent('the week of Feb 16: 100%.');
    const weeksRows = within(within(adherence).getByRole('table')).getAllByRole('row');
    expect(weeksRows.map((row) => row.textContent)).toEqual([
      'Week ofAdherence',
      'Feb 2nothing scheduled',
      'Feb 925%',
      'Feb 16100%',
    ]);
    expect(screen.getByRole('figure', { name: 'Pain over time' })).toHaveTextContent(
      'Pain on 2 logged days: 6/10 on Feb 11, 3/10 on Feb 18.',
    );

    const rows = within(screen.getByRole('region', { name: 'Sessions table' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Feb 18, 2026Knee Strengthening2/334Easier today');
    expect(rows[2]).toHaveTextContent('Feb 11, 2026Knee Strengthening3/367—');
    expect(within(rows[1]).getByRole('link', { name: 'Knee Strengthening' })).toHaveAttribute(
      'href',
      '/dashboard/user/programs/7',
    );
  });

  it('tells a new participant what to do next', () => {
    renderHistory({ data: NEW_PATIENT });
    expect(screen.getByRole('heading', { name: 'No sessions yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Today's session" })).toHaveAttribute('href', '/dashboard/user/today');
  });

  it('shows a loading state', () => {
    renderHistory({ isLoading: true });
    expect(screen.getByText('Loading your history…')).toBeInTheDocument();
  });

  it('explains a failed load and retries', async () => {
    renderHistory({ isError: true, error: { status: 500, message: 'The server is down.' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The server is down.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });
});
