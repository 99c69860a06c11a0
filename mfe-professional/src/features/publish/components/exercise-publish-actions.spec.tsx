import { ThemeRoot } from '@physio/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PublishButtons, PublishedMark } from './exercise-publish-actions';

const exercise = { id: 21, title: 'Bridge', start_time: 10, end_time: 40, tags: [] };

function renderActions(published_slug: string | null) {
  const onUnpublish = jest.fn();
  render(
    <ThemeRoot>
      <MemoryRouter>
        <PublishedMark exercise={{ ...exercise, published_slug }} />
        <PublishButtons exercise={{ ...exercise, published_slug }} videoId={7} onUnpublish={onUnpublish} />
      </MemoryRouter>
    </ThemeRoot>,
  );
  return onUnpublish;
}

describe('an exercise’s publication actions', () => {
  it('offers Publish while the exercise is not public', () => {
    renderActions(null);
    expect(screen.getByRole('link', { name: 'Publish Bridge' })).toHaveAttribute(
      'href',
      '/dashboard/professional/content/videos/7/exercises/21/publish',
    );
    expect(screen.queryByText('Published')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unpublish Bridge' })).toBeNull();
  });

  it('shows Published with its public page, Edit publication and Unpublish once it is public', async () => {
    const onUnpublish = renderActions('bridge-21');
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Bridge in the library' })).toHaveAttribute(
      'href',
      '/exercises/bridge-21',
    );
    expect(screen.getByRole('link', { name: 'Edit the publication of Bridge' })).toHaveAttribute(
      'href',
      '/dashboard/professional/content/videos/7/exercises/21/publish',
    );
    expect(screen.queryByRole('link', { name: 'Publish Bridge' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unpublish Bridge' }));
    expect(onUnpublish).toHaveBeenCalled();
  });
});
