import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@physio/ui';
import { MemoryRouter } from 'react-router-dom';
import { notify } from '../../../components/notify';
import { useDeleteVideoMutation, useGetVideosQuery } from '../../videos/api';
import { VideoTable } from './video-table';

jest.mock('../../../components/notify', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
jest.mock('../../videos/api', () => ({ useGetVideosQuery: jest.fn(), useDeleteVideoMutation: jest.fn() }));

const video = (id: number) => ({
  id,
  platform: 'youtube',
  title: `Video ${id}`,
  video_id: 'aaaaaaaaaaa',
  url: '',
  view_count: 1_530_000,
  duration_seconds: 253,
  duration_formatted: '4:13',
  published_at: '2024-01-05T00:00:00Z',
  published_at_formatted: 'Jan 5, 2024',
  created_at: '2024-01-05T00:00:00Z',
  exercises_extracted: true,
  exercises: [],
});

function renderTable(deleteResult: () => Promise<unknown>, page = '/?page=2') {
  const remove = jest.fn(() => ({ unwrap: deleteResult }));
  (useDeleteVideoMutation as jest.Mock).mockReturnValue([remove, { isLoading: false }]);
  (useGetVideosQuery as jest.Mock).mockReturnValue({
    data: { count: 25, next: null, previous: null, results: [video(11), video(12)] },
    isLoading: false,
    isError: false,
  });
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[page]}>
        <VideoTable />
      </MemoryRouter>
    </ThemeRoot>,
  );
  return remove;
}

describe('video library table', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the columns, views in K/M, the page from the URL and the range line', () => {
    renderTable(() => Promise.resolve());
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Platform',
      'Title',
      'Duration',
      'Views',
      'Upload Date',
      'Actions',
    ]);
    expect(screen.getAllByText('1.5M')).toHaveLength(2);
    expect(useGetVideosQuery).toHaveBeenCalledWith({ page: 2, page_size: 10 });
    expect(screen.getByText('Showing 11 to 20 of 25 videos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('deletes only after confirmation and says so', async () => {
    const remove = renderTable(() => Promise.resolve({ message: 'ok' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Video 12' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete video?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Video 12' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith(12);
    expect(notify.success).toHaveBeenCalledWith('Success', 'Video deleted successfully');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('reports a failed delete with the spec notice', async () => {
    renderTable(() => Promise.reject({ status: 500, message: 'boom' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Video 11' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(notify.error).toHaveBeenCalledWith('Error', 'Failed to delete video');
  });
});
