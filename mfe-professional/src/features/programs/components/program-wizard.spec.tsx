import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@physio/ui';
import { notify } from '../../../components/notify';
import { useGetVideosQuery } from '../../videos/api';
import { ProgramWizard } from './program-wizard';

jest.mock('../../../components/notify', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
jest.mock('../../videos/api', () => ({ useGetVideosQuery: jest.fn() }));

const video = {
  id: 7,
  title: 'Knee rehab',
  url: 'https://www.youtube.com/watch?v=aaaaaaaaaaa',
  duration_seconds: 600,
  exercises: [{ id: 70, title: 'Squat', start_time: 30, end_time: 90, tags: [] }],
};

function renderWizard(onSubmit = jest.fn().mockResolvedValue(undefined)) {
  (useGetVideosQuery as jest.Mock).mockReturnValue({
    data: { count: 1, results: [video] },
    isLoading: false,
    isError: false,
  });
  render(
    <ThemeRoot>
      <ProgramWizard submitLabel="Create Program" onSubmit={onSubmit} submitting={false} />
    </ThemeRoot>,
  );
  return onSubmit;
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('create-program wizard', () => {
  beforeEach(() => jest.clearAllMocks());

  it('step 1 needs a title and a description, said on the field that is empty, which gets the focus', async () => {
    renderWizard();
    expect(heading()).toBe('Program Details');
    expect(screen.getByLabelText('Difficulty')).toHaveValue('beginner');
    await userEvent.type(screen.getByLabelText('Program title'), 'Knees');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill in all fieldsProgram title and description are required.',
    );
    const description = screen.getByLabelText('Description');
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAccessibleDescription('Description is required.');
    expect(screen.getByLabelText('Program title')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(description).toHaveFocus());
    expect(notify.error).not.toHaveBeenCalled();
    expect(heading()).toBe('Program Details');

    await userEvent.type(description, 'Four weeks');
    expect(description).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toBe('Add Videos');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the API's messages on the title and description after a refused save", async () => {
    const onSubmit = renderWizard(jest.fn().mockResolvedValue({ title: 'Title must be at most 200 characters.' }));
    await userEvent.type(screen.getByLabelText('Program title'), 'Knees');
    await userEvent.type(screen.getByLabelText('Description'), 'Four weeks');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.selectOptions(screen.getByLabelText('Video from your library'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Add Video' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Program' }));
    expect(onSubmit).toHaveBeenCalled();
    expect(heading()).toBe('Program Details');
    expect(screen.getByLabelText('Program title')).toHaveAccessibleDescription('Title must be at most 200 characters.');
  });

  it('goes forward and back, needs a video to create, then submits the ordered items and keeps them', async () => {
    const onSubmit = renderWizard();
    await userEvent.type(screen.getByLabelText('Program title'), 'Knees');
    await userEvent.type(screen.getByLabelText('Description'), 'Four weeks');
    await userEvent.selectOptions(screen.getByLabelText('Difficulty'), 'advanced');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toBe('Add Videos');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('Program title')).toHaveValue('Knees');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    // Add Video without a choice does nothing.
    expect(screen.getByRole('button', { name: 'Add Video' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toBe('Review & Create');
    await userEvent.click(screen.getByRole('button', { name: 'Create Program' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one videoYour program needs at least one video.');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.selectOptions(screen.getByLabelText('Video from your library'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Add Video' }));
    expect(screen.getByText('Squat (00:30–01:30)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Advanced')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Program' }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Knees',
      description: 'Four weeks',
      difficulty: 'advanced',
      videos: [
        {
          id: 7,
          url: video.url,
          title: 'Knee rehab',
          segments: [{ key: 'e70', exercise_id: 70, title: 'Squat', start_time: 30, end_time: 90 }],
        },
      ],
    });
    // The page goes to the saved program; the wizard does not start again empty under it.
    expect(heading()).toBe('Review & Create');
    expect(screen.getByText('Knees')).toBeInTheDocument();
    expect(notify.error).not.toHaveBeenCalled();
  });
});
