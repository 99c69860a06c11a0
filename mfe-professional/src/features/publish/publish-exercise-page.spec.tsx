import type { LibraryExerciseDetail } from '@physio/contracts';
import { ThemeRoot } from '@physio/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { notify } from '../../components/notify';
import { useGetVideoQuery } from '../videos/api';
import { useGetExercisePublicationQuery, usePublishExerciseMutation, useUnpublishExerciseMutation } from './api';
import PublishExercisePage from './publish-exercise-page';

jest.setTimeout(20_000);
jest.mock('../../components/notify', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
jest.mock('../videos/api', () => ({ useGetVideoQuery: jest.fn() }));
jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  useGetExercisePublicationQuery: jest.fn(),
  usePublishExerciseMutation: jest.fn(),
  useUnpublishExerciseMutation: jest.fn(),
}));

const video = {
  id: 7,
  video_id: 'abc123def45',
  title: 'Knee rehab session',
  exercises: [{ id: 21, title: 'Straight leg raise', start_time: 30, end_time: 75, tags: [], published_slug: null }],
};

const publication: LibraryExerciseDetail = {
  slug: 'straight-leg-raise-21',
  title: 'Straight leg raise',
  description: 'Builds the thigh after knee surgery.',
  category: { slug: 'rehabilitation', name: 'Rehabilitation' },
  body_part: { slug: 'knee', name: 'Knee' },
  conditions: [{ slug: 'post-surgery', name: 'Post-Surgery' }],
  difficulty: 'beginner',
  duration: 45,
  thumbnail_url: null,
  professional: { name: 'demo.pro' },
  published_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  instructions: ['Lie on your back.', 'Lift the straight leg.'],
  safety_tip: 'Stop if the knee hurts.',
  segment: {
    platform: 'youtube',
    video_id: 'abc123def45',
    video_title: 'Knee rehab session',
    start_time: 30,
    end_time: 75,
    thumbnail_url: null,
  },
  exercise_id: 21,
};

/** `answer` makes the publish call's outcome when it is made (a rejection made early would go unhandled). */
function renderPage({ published = false, answer = (): Promise<unknown> => Promise.resolve(publication) } = {}) {
  const publish = jest.fn(() => ({ unwrap: answer }));
  const unpublish = jest.fn(() => ({ unwrap: () => Promise.resolve(undefined) }));
  (useGetVideoQuery as jest.Mock).mockReturnValue({
    data: published ? { ...video, exercises: [{ ...video.exercises[0], published_slug: publication.slug }] } : video,
    isLoading: false,
    isSuccess: true,
    isError: false,
  });
  (useGetExercisePublicationQuery as jest.Mock).mockReturnValue(
    published
      ? { data: publication, isLoading: false, isError: false }
      : // Skipped: the video's row says it is not published.
        { data: undefined, isLoading: false, isError: false, isUninitialized: true },
  );
  (usePublishExerciseMutation as jest.Mock).mockReturnValue([publish, { isLoading: false }]);
  (useUnpublishExerciseMutation as jest.Mock).mockReturnValue([unpublish, { isLoading: false }]);
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/dashboard/professional/content/videos/7/exercises/21/publish']}>
        <Routes>
          <Route
            path="/dashboard/professional/content/videos/:videoId/exercises/:exerciseId/publish"
            element={<PublishExercisePage />}
          />
        </Routes>
      </MemoryRouter>
    </ThemeRoot>,
  );
  return { publish, unpublish };
}

/** Types a whole text at once, as a paste: the test is about what is sent, not each keystroke. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('publishing a saved exercise', () => {
  beforeEach(() => jest.clearAllMocks());

  it('starts from the exercise, shows its segment, and posts what a patient needs', async () => {
    const user = userEvent.setup();
    const { publish } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Publish Straight leg raise' })).toBeInTheDocument();
    expect(screen.getByText(/Plays “Knee rehab session” from 00:30 to 01:15/)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Straight leg raise');
    // Not published (its row says so): the publication is not asked for, so no 404 is logged.
    expect(useGetExercisePublicationQuery).toHaveBeenLastCalledWith(21, { skip: true });

    await fill(user, screen.getByLabelText('Description'), 'Builds the thigh after knee surgery.');
    await fill(user, screen.getByLabelText('Step 1'), 'Lift the straight leg.');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await fill(user, screen.getByLabelText('Step 2'), 'Lie on your back.');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await fill(user, screen.getByLabelText('Step 3'), 'A step to drop');
    await user.click(screen.getByRole('button', { name: 'Move step 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove step 3' }));
    await fill(user, screen.getByLabelText('Safety tip'), 'Stop if the knee hurts.');
    await user.selectOptions(screen.getByLabelText('Body part'), 'knee');
    await user.selectOptions(screen.getByLabelText('Category'), 'rehabilitation');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'intermediate');
    await user.click(screen.getByRole('checkbox', { name: 'Post-Surgery' }));
    await user.click(screen.getByRole('checkbox', { name: 'Knee Pain' }));
    await user.click(screen.getByRole('button', { name: 'Publish to library' }));

    expect(publish).toHaveBeenCalledWith({
      id: 21,
      videoId: 7,
      body: {
        title: 'Straight leg raise',
        description: 'Builds the thigh after knee surgery.',
        instructions: ['Lie on your back.', 'Lift the straight leg.'],
        safety_tip: 'Stop if the knee hurts.',
        body_part: 'knee',
        category: 'rehabilitation',
        conditions: ['post-surgery', 'knee-pain'],
        difficulty: 'intermediate',
      },
    });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Published', expect.any(String)));
  });

  it('says what is missing on the fields instead of posting', async () => {
    const user = userEvent.setup();
    const { publish } = renderPage();
    await user.clear(screen.getByLabelText('Title'));
    await user.click(screen.getByRole('button', { name: 'Publish to library' }));
    expect(publish).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(/Title is required/);
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(/Description is required/);
    expect(screen.getByLabelText('Safety tip')).toHaveAccessibleDescription(/Safety tip is required/);
    expect(screen.getByLabelText('Body part')).toHaveAccessibleDescription('Choose a body part.');
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Choose a category.');
    expect(screen.getByRole('group', { name: 'Step-by-step instructions' })).toHaveAccessibleDescription(
      /Write at least one step/,
    );
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
  });

  it('lets no more conditions be ticked than the library allows', async () => {
    const user = userEvent.setup();
    renderPage();
    for (const name of ['Back Pain', 'Neck Pain', 'Shoulder Pain', 'Knee Pain', 'Joint Pain'])
      await user.click(screen.getByRole('checkbox', { name }));
    expect(screen.getByRole('checkbox', { name: 'Arthritis' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Back Pain' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Back Pain' }));
    expect(screen.getByRole('checkbox', { name: 'Arthritis' })).toBeEnabled();
  });

  it('puts the API’s messages on the fields they are about', async () => {
    const user = userEvent.setup();
    const { publish } = renderPage({
      published: true,
      answer: () =>
        Promise.reject({
          status: 400,
          message: 'Check the highlighted fields.',
          details: { category: ['Unknown category.'], 'instructions.1': ['A step is at most 400 characters.'] },
        }),
    });
    await user.click(screen.getByRole('button', { name: 'Update publication' }));
    expect(publish).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Unknown category.'));
    expect(screen.getByLabelText('Step 2')).toHaveAccessibleDescription(/A step is at most 400 characters/);
    expect(notify.error).toHaveBeenCalledWith('Error publishing exercise', 'Check the highlighted fields.');
  });

  it('edits the current publication, links to it and unpublishes after asking', async () => {
    const user = userEvent.setup();
    const { unpublish } = renderPage({ published: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit publication: Straight leg raise' })).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue('Builds the thigh after knee surgery.');
    expect(screen.getByLabelText('Step 2')).toHaveValue('Lift the straight leg.');
    expect(screen.getByLabelText('Category')).toHaveValue('rehabilitation');
    expect(screen.getByRole('checkbox', { name: 'Post-Surgery' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'View in library' })).toHaveAttribute(
      'href',
      '/exercises/straight-leg-raise-21',
    );

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Unpublish exercise?' });
    expect(unpublish).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(unpublish).toHaveBeenCalledWith({ id: 21, videoId: 7 });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Success', 'Exercise unpublished'));
  });
});
