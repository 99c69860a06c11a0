import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot } from '@physio/ui';
import DashboardPage from './dashboard-page';
import { useGetVideoStatsQuery } from '../videos/api';

jest.mock('../videos/api', () => ({ useGetVideoStatsQuery: jest.fn() }));
const useStats = useGetVideoStatsQuery as jest.Mock;

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
  it('shows the real video count next to the sample figures', () => {
    useStats.mockReturnValue({
      data: { video_stats: { total_videos: 7, total_duration: 0, total_views: 0 } },
      isLoading: false,
      isError: false,
    });
    renderPage();
    expect(screen.getByTestId('video-count')).toHaveTextContent('7');
    expect(screen.getByText('28')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Video' })).toHaveAttribute(
      'href',
      '/dashboard/professional/content/videos',
    );
    expect(screen.getByRole('link', { name: 'Create Program' })).toHaveAttribute(
      'href',
      '/dashboard/professional/create-program',
    );
  });

  it('shows a dash rather than a wrong number when the stats fail', () => {
    useStats.mockReturnValue({ data: undefined, isLoading: false, isError: true });
    renderPage();
    expect(screen.getByTestId('video-count')).toHaveTextContent('—');
  });
});
