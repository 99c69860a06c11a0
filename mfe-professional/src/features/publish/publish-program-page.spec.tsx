import { ThemeRoot } from '@physio/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { notify } from '../../components/notify';
import { useGetProgramsQuery } from '../programs/api';
import { useGetProgramPublicationQuery, usePublishProgramMutation, useUnpublishProgramMutation } from './api';
import PublishProgramPage from './publish-program-page';

jest.setTimeout(20_000);
jest.mock('../../components/notify', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
jest.mock('../programs/api', () => ({ useGetProgramsQuery: jest.fn() }));
jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  useGetProgramPublicationQuery: jest.fn(),
  usePublishProgramMutation: jest.fn(),
  useUnpublishProgramMutation: jest.fn(),
}));

const program = {
  id: 5,
  title: 'Knee basics',
  description: 'Four weeks back to stairs.',
  difficulty: 'beginner',
  status: 'active',
  items: [{ id: 1 }, { id: 2 }],
  video_count: 1,
  total_duration: 150,
};

function renderPage(published: boolean) {
  const publish = jest.fn(() => ({ unwrap: () => Promise.resolve({}) }));
  const unpublish = jest.fn(() => ({ unwrap: () => Promise.resolve(undefined) }));
  (useGetProgramsQuery as jest.Mock).mockReturnValue({ data: [program], isLoading: false, isSuccess: true });
  (useGetProgramPublicationQuery as jest.Mock).mockReturnValue(
    published
      ? {
          data: { slug: 'knee-basics-5', title: 'Knee basics', description: 'Public text.', updated_at: 'x' },
          isLoading: false,
          isError: false,
        }
      : { isLoading: false, isError: true, error: { status: 404, message: 'Not published.' } },
  );
  (usePublishProgramMutation as jest.Mock).mockReturnValue([publish, { isLoading: false }]);
  (useUnpublishProgramMutation as jest.Mock).mockReturnValue([unpublish, { isLoading: false }]);
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/dashboard/professional/programs/5/publish']}>
        <Routes>
          <Route path="/dashboard/professional/programs/:programId/publish" element={<PublishProgramPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeRoot>,
  );
  return { publish, unpublish };
}

describe('publishing a program', () => {
  beforeEach(() => jest.clearAllMocks());

  it('publishes with the program’s title and description to begin with', async () => {
    const user = userEvent.setup();
    const { publish } = renderPage(false);
    expect(screen.getByText(/2 exercises, 2:30 in all/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Knee basics at home');
    await user.click(screen.getByRole('button', { name: 'Publish to library' }));
    expect(publish).toHaveBeenCalledWith({
      id: 5,
      body: { title: 'Knee basics at home', description: 'Four weeks back to stairs.' },
    });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Published', expect.any(String)));
  });

  it('edits the publication, links to it and unpublishes after asking', async () => {
    const user = userEvent.setup();
    const { unpublish } = renderPage(true);
    expect(screen.getByLabelText('Description')).toHaveValue('Public text.');
    expect(screen.getByRole('link', { name: 'View in library' })).toHaveAttribute('href', '/programs/knee-basics-5');
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Unpublish program?' })).getByRole('button', {
        name: 'Unpublish',
      }),
    );
    expect(unpublish).toHaveBeenCalledWith(5);
  });
});
