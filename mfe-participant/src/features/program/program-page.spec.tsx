import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useHandoutDownload } from '@physio/api-client/handout';
import type { Assignment } from '@physio/contracts';
import { ThemeRoot } from '@physio/ui';
import { useGetAssignmentQuery } from './api';
import ProgramPage from './program-page';

jest.mock('./api', () => ({ useGetAssignmentQuery: jest.fn() }));
jest.mock('@physio/api-client/handout', () => ({ useHandoutDownload: jest.fn() }));
jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const PROGRAM: Assignment = {
  id: 7,
  participant: { id: 2, username: 'sam' },
  professional: { id: 1, username: 'demo.pro' },
  program_title: 'Knee Strengthening',
  start_date: '2026-03-02',
  end_date: '2026-04-30',
  days_of_week: [1, 3, 5],
  status: 'active',
  items: [
    {
      id: 41,
      title: 'Wall sit',
      video_platform_id: 'Lb7xQe2RkPw',
      start_time: 12,
      end_time: 40,
      sets: 3,
      reps: 8,
      hold_seconds: 20,
      rest_seconds: 30,
      notes: 'Back flat against the wall.',
    },
    {
      id: 42,
      title: 'Step-ups',
      video_platform_id: 'Lb7xQe2RkPw',
      start_time: 60,
      end_time: 95,
      sets: 2,
      reps: 12,
      hold_seconds: 0,
      rest_seconds: 0,
      notes: '',
    },
  ],
};

const download = jest.fn();
const refetch = jest.fn();

function renderProgram(state: object, path = '/dashboard/user/programs/7') {
  (useGetAssignmentQuery as jest.Mock).mockReturnValue({ isLoading: false, isError: false, refetch, ...state });
  (useHandoutDownload as jest.Mock).mockReturnValue({ download, busy: false });
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="dashboard/user/programs/:assignmentId" element={<ProgramPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeRoot>,
  );
}

beforeEach(() => jest.clearAllMocks());

describe('program page', () => {
  it('shows the therapist, the schedule and each exercise with its dose, notes and video segment', () => {
    renderProgram({ data: PROGRAM });
    expect(useGetAssignmentQuery).toHaveBeenCalledWith(7, { skip: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Knee Strengthening' })).toBeInTheDocument();
    const schedule = screen.getByRole('region', { name: 'Schedule' });
    expect(schedule).toHaveTextContent('Therapistdemo.pro');
    expect(schedule).toHaveTextContent('Mon, Wed, Fri, from Mar 2, 2026 until Apr 30, 2026');
    const wallSit = screen.getByRole('heading', { level: 3, name: '1. Wall sit' }).closest('li') as HTMLElement;
    const stepUps = screen.getByRole('heading', { level: 3, name: '2. Step-ups' }).closest('li') as HTMLElement;
    expect(wallSit).toHaveTextContent('3 sets × 8 reps');
    expect(wallSit).toHaveTextContent('hold 20s, rest 30s between sets');
    expect(wallSit).toHaveTextContent('Back flat against the wall.');
    const video = within(wallSit).getByTitle('Wall sit video');
    expect(video.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/Lb7xQe2RkPw\?.*start=12.*end=40/,
    );
    expect(stepUps).toHaveTextContent('2 sets × 12 reps');
  });

  it('downloads the handout, and says so when it cannot', async () => {
    download.mockResolvedValueOnce(undefined).mockRejectedValueOnce({ status: 500, message: 'The handout failed.' });
    renderProgram({ data: PROGRAM });
    await userEvent.click(screen.getByRole('button', { name: 'Handout (PDF)' }));
    expect(download).toHaveBeenCalledWith(7, 'Knee Strengthening');
    expect(toast.error).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Handout (PDF)' }));
    expect(toast.error).toHaveBeenCalledWith('The handout failed.');
  });

  it('shows a loading state', () => {
    renderProgram({ isLoading: true });
    expect(screen.getByText('Loading program…')).toBeInTheDocument();
  });

  it('says when the program is not theirs, and offers a retry for other failures', async () => {
    const { unmount } = renderProgram({ isError: true, error: { status: 404, message: 'Assignment not found.' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Program not found');
    expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toHaveAttribute('href', '/dashboard/user');
    unmount();
    renderProgram({ isError: true, error: { status: 'FETCH_ERROR', message: 'The server cannot be reached.' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The server cannot be reached.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('explains an address that names no program without asking the API', () => {
    renderProgram({}, '/dashboard/user/programs/abc');
    expect(useGetAssignmentQuery).toHaveBeenCalledWith(NaN, { skip: true });
    expect(screen.getByRole('heading', { name: 'Program not found' })).toBeInTheDocument();
  });

  it('says so when the program has no exercises', () => {
    renderProgram({ data: { ...PROGRAM, items: [] } });
    expect(screen.getByText(/This program has no exercises yet/)).toBeInTheDocument();
  });
});
