import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot } from '@physio/ui';
import DashboardPage from './dashboard-page';
import { useGetVideoStatsQuery } from '../videos/api';
import { useGetParticipantsQuery } from '../patients/api';
import { useGetProgramsQuery } from '../programs/api';

jest.mock('../videos/api', () => ({ useGetVideoStatsQuery: jest.fn() }));
jest.mock('../patients/api', () => ({ useGetParticipantsQuery: jest.fn() }));
jest.mock('../programs/api', () => ({ useGetProgramsQuery: jest.fn() }));
const usePrograms = useGetProgramsQuery as jest.Mock;
const useStats = useGetVideoStatsQuery as jest.Mock;
const useParticipants = useGetParticipantsQuery as jest.Mock;

function renderPage() {
  return render(
    <ThemeRoot>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

describe('professional dashboard', () => {
  beforeEach(() => {
    usePrograms.mockReturnValue({ data: [{ id: 1 }, { id: 2 }, { id: 3 }], isLoading: false, isError: false });
    useParticipants.mockReturnValue({
      data: {
        count: 2,
        results: [
          { id: 1, adherence_28d: 0.9 },
          { id: 2, adherence_28d: 0.6 },
        ],
      },
      isLoading: false,
      isError: false,
    });
  });

  it('shows the real video and program counts, clients and their mean adherence', () => {
    useStats.mockReturnValue({
      data: { video_stats: { total_videos: 7, total_duration: 0, total_views: 0 } },
      isLoading: false,
      isError: false,
    });
    renderPage();
    expect(screen.getByTestId('video-count')).toHaveTextContent('7');
    expect(screen.getByTestId('program-count')).toHaveTextContent('3');
    expect(screen.getByTestId('client-count')).toHaveTextContent('2');
    expect(screen.getByTestId('client-progress')).toHaveTextContent('75%');
    expect(screen.getByRole('link', { name: 'Patients' })).toHaveAttribute('href', '/dashboard/professional/patients');
    expect(screen.getByRole('link', { name: 'Add Video' })).toHaveAttribute(
      'href',
      '/dashboard/professional/content/videos/add',
    );
    expect(screen.getByRole('link', { name: 'Create Program' })).toHaveAttribute(
      'href',
      '/dashboard/professional/create-program',
    );
  });

  it('shows a dash rather than a wrong number when the stats fail', () => {
    useStats.mockReturnValue({ data: undefined, isLoading: false, isError: true });
    useParticipants.mockReturnValue({ data: undefined, isLoading: false, isError: true });
    usePrograms.mockReturnValue({ data: undefined, isLoading: false, isError: true });
    renderPage();
    expect(screen.getByTestId('program-count')).toHaveTextContent('—');
    expect(screen.getByTestId('video-count')).toHaveTextContent('—');
    expect(screen.getByTestId('client-count')).toHaveTextContent('—');
    expect(screen.getByTestId('client-progress')).toHaveTextContent('—');
  });
});
