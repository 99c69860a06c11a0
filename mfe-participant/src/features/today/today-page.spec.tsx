import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { AssignmentItem, TodayResponse } from '@physio/contracts';
import { ThemeRoot } from '@physio/ui';
import { useGetTodayQuery, useLogSessionMutation } from './api';
import TodayPage from './today-page';

jest.mock('./api', () => ({ useGetTodayQuery: jest.fn(), useLogSessionMutation: jest.fn() }));
jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const item = (id: number, title: string, extra: Partial<AssignmentItem> = {}): AssignmentItem => ({
  id,
  title,
  video_platform_id: 'Lb7xQe2RkPw',
  start_time: 30,
  end_time: 75,
  sets: 3,
  reps: 10,
  hold_seconds: 0,
  rest_seconds: 30,
  notes: '',
  ...extra,
});

const TODAY: TodayResponse = {
  date: '2026-03-02',
  sessions: [
    {
      assignment_id: 7,
      program_title: 'Knee Strengthening',
      logged: false,
      items: [
        item(41, 'Wall sit', { hold_seconds: 5, start_time: 12.5, end_time: 40 }),
        item(42, 'Step-ups', { sets: 2, reps: 12 }),
      ],
    },
  ],
};

const logSession = jest.fn();
const refetch = jest.fn();

function answer(state: { data?: TodayResponse; isLoading?: boolean; isError?: boolean }) {
  (useGetTodayQuery as jest.Mock).mockReturnValue({ isLoading: false, isError: false, refetch, ...state });
}

function renderToday() {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/dashboard/user/today']}>
        <TodayPage />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  (useLogSessionMutation as jest.Mock).mockReturnValue([logSession, { isLoading: false }]);
});

afterEach(() => jest.useRealTimers());

describe('Today', () => {
  it('plays each exercise with its own segment and dosage, then logs the session', async () => {
    logSession.mockReturnValue({ unwrap: () => Promise.resolve({ id: 1 }) });
    answer({ data: TODAY });
    renderToday();
    expect(useGetTodayQuery).toHaveBeenCalledWith({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(screen.getByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
    expect(screen.getByText('Exercise 1 of 2')).toBeInTheDocument();
    const video = screen.getByTitle('Wall sit video');
    expect(video.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/Lb7xQe2RkPw\?.*start=12.*&end=40/,
    );
    expect(screen.getByText('3 sets × 10 reps')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Done, next exercise' }));
    expect(screen.getByText('Exercise 2 of 2')).toBeInTheDocument();
    expect(screen.getByTitle('Step-ups video').getAttribute('src')).toContain('start=30');
    expect(screen.getByText('2 sets × 12 reps')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText('You completed 1 of 2 exercises.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How did it go?' })).toHaveFocus();
    fireEvent.change(screen.getByRole('slider', { name: /Pain/ }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('slider', { name: /Difficulty/ }), { target: { value: '5' } });
    await userEvent.type(screen.getByLabelText('Notes (optional)'), 'Knee felt fine');
    await userEvent.click(screen.getByRole('button', { name: 'Save session' }));

    expect(logSession).toHaveBeenCalledWith({
      assignment_id: 7,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      completed_item_ids: [41],
      pain: 3,
      difficulty: 5,
      notes: 'Knee felt fine',
    });
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(refetch).toHaveBeenCalled();
  });

  it('labels the sliders for screen readers', async () => {
    answer({ data: TODAY });
    renderToday();
    await userEvent.click(screen.getByRole('button', { name: 'Done, next exercise' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done, finish session' }));
    const pain = screen.getByRole('slider', { name: 'Pain (0 none – 10 worst)' });
    expect(pain).toHaveAttribute('aria-valuetext', '0 of 10');
    expect(screen.getByRole('slider', { name: 'Difficulty (0 easy – 10 hardest)' })).toBeInTheDocument();
  });

  it('shows the API sentence when the log is refused', async () => {
    logSession.mockReturnValue({
      unwrap: () => Promise.reject({ status: 400, message: 'pain must be from 0 to 10.' }),
    });
    answer({ data: TODAY });
    renderToday();
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('pain must be from 0 to 10.');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('counts a hold down on a visible timer', () => {
    jest.useFakeTimers();
    answer({ data: TODAY });
    renderToday();
    fireEvent.click(screen.getByRole('button', { name: 'Start hold (5s)' }));
    expect(screen.getByRole('timer')).toHaveTextContent('Hold 0:05');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('timer')).toHaveTextContent('Hold 0:03');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(screen.getByText('Hold done.')).toBeInTheDocument();
  });

  it('says so when nothing is scheduled today', () => {
    answer({ data: { date: '2026-03-02', sessions: [] } });
    renderToday();
    expect(screen.getByRole('heading', { name: 'Nothing scheduled today' })).toBeInTheDocument();
  });

  it('says so when every session is logged', () => {
    answer({ data: { ...TODAY, sessions: [{ ...TODAY.sessions[0], logged: true }] } });
    renderToday();
    expect(screen.getByRole('heading', { name: 'All done for today' })).toBeInTheDocument();
  });

  it('offers a retry when today cannot be loaded', async () => {
    answer({ isError: true });
    renderToday();
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });
});
