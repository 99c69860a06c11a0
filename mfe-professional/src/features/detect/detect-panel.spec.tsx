import type { DetectedExercise, DetectResponse } from '@physio/contracts';
import { ThemeRoot } from '@physio/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '../../components/notify';
import { useSaveExercisesMutation } from '../videos/api';
import { useDetectExercisesMutation } from './api';
import { DetectPanel, type DetectPanelProps } from './detect-panel';
import { ADD_VIDEO_TEXTS, VIDEO_PAGE_TEXTS } from './detect-texts';

jest.mock('./api', () => ({ useDetectExercisesMutation: jest.fn() }));
jest.mock('../videos/api', () => ({ useSaveExercisesMutation: jest.fn() }));
jest.mock('../../components/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const exercise = (title: string, already_saved: boolean, over: Partial<DetectedExercise> = {}): DetectedExercise => ({
  start: 10,
  end: 40,
  type: 'mobility',
  title,
  pattern_matches: { form_cues: [] },
  already_saved,
  confidence: 'known',
  ...over,
});

const response = (exercises: DetectedExercise[]): DetectResponse => ({
  video_id: 'Lb7xQe2RkPw',
  video_title: 'Lower Back',
  exercises,
  source: 'chapters',
});

const detect = jest.fn();
const save = jest.fn();

function renderPanel(props: Partial<DetectPanelProps> = {}) {
  return render(
    <ThemeRoot>
      <DetectPanel
        texts={VIDEO_PAGE_TEXTS}
        request={() => ({ video_id: 12 })}
        reviewHeading={() => 'Review detected exercises'}
        target={() => ({ url: 'https://youtu.be/Lb7xQe2RkPw', video_id: 'Lb7xQe2RkPw', title: 'Lower Back' })}
        {...props}
      />
    </ThemeRoot>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  (useDetectExercisesMutation as jest.Mock).mockReturnValue([detect, { isLoading: false }]);
  (useSaveExercisesMutation as jest.Mock).mockReturnValue([save, { isLoading: false }]);
});

describe('DetectPanel', () => {
  it("sends the video's id and lists only what the server did not mark already saved", async () => {
    detect.mockReturnValue({
      unwrap: () => Promise.resolve(response([exercise('Bridge', true), exercise('Plank', false)])),
    });
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Extract Exercises' }));
    expect(detect).toHaveBeenCalledWith({ video_id: 12 });
    expect(await screen.findByLabelText('Exercise 1 title')).toHaveValue('Plank');
    expect(screen.queryByLabelText('Exercise 2 title')).toBeNull();
    expect(notify.success).toHaveBeenCalledWith('Exercises detected successfully', 'Found 1 new exercises.');

    save.mockReturnValue({ unwrap: () => Promise.resolve({ video: { id: 12 }, exercises: [] }) });
    await userEvent.click(screen.getByRole('button', { name: 'Save all' }));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ video_id: 'Lb7xQe2RkPw', exercises: [expect.objectContaining({ title: 'Plank' })] }),
    );
    expect(notify.success).toHaveBeenLastCalledWith('Success', 'Exercises saved successfully');
  });

  it('marks an exercise the engine inferred so the professional checks it, and shows the stated dosage', async () => {
    detect.mockReturnValue({
      unwrap: () =>
        Promise.resolve(
          response([
            exercise('Plank', false, { hold_seconds: 30 }),
            exercise('Seated heel rocks', false, { confidence: 'inferred' }),
          ]),
        ),
    });
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Extract Exercises' }));
    const mark = await screen.findByText('Check: name not recognised');
    expect(screen.getAllByText('Check: name not recognised')).toHaveLength(1);
    expect(mark.closest('li')).toHaveTextContent('Exercise 2');
    expect(screen.getByText('Stated in the video: hold 30 s').closest('li')).toHaveTextContent('Exercise 1');
  });

  it('on the video page, marks a detected exercise overlapping a saved one, and still saves it', async () => {
    const planks = { id: 3, title: 'Planks', start_time: 240, end_time: 300, tags: [] };
    detect.mockReturnValue({
      unwrap: () =>
        Promise.resolve(
          response([
            exercise('Supine heel taps', false, { start: 110, end: 330 }),
            exercise('Bridge', false, { start: 10, end: 40 }),
          ]),
        ),
    });
    save.mockReturnValue({ unwrap: () => Promise.resolve({ video: { id: 12 }, exercises: [] }) });
    renderPanel({ saved: [planks] });
    await userEvent.click(screen.getByRole('button', { name: 'Extract Exercises' }));
    const mark = await screen.findByText('Check: overlaps the saved “Planks” (04:00–05:00)');
    expect(screen.getAllByText(/^Check: overlaps/)).toHaveLength(1);
    expect(mark.closest('li')).toHaveTextContent('Exercise 1');

    // A flag, not a refusal: both are saved as they are.
    await userEvent.click(screen.getByRole('button', { name: 'Save all' }));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        exercises: [
          expect.objectContaining({ title: 'Supine heel taps', start_time: 110, end_time: 330 }),
          expect.objectContaining({ title: 'Bridge' }),
        ],
      }),
    );
  });

  it('drops the overlap mark once the times are moved clear of the saved exercise', async () => {
    const planks = { id: 3, title: 'Planks', start_time: 240, end_time: 300, tags: [] };
    detect.mockReturnValue({
      unwrap: () => Promise.resolve(response([exercise('Supine heel taps', false, { start: 110, end: 330 })])),
    });
    renderPanel({ saved: [planks] });
    await userEvent.click(screen.getByRole('button', { name: 'Extract Exercises' }));
    expect(await screen.findByText(/^Check: overlaps the saved “Planks”/)).toBeInTheDocument();
    const end = screen.getByLabelText('Exercise 1 end');
    await userEvent.clear(end);
    await userEvent.type(end, '04:00');
    expect(screen.queryByText(/^Check: overlaps/)).toBeNull();
  });

  it('prefills the dosage fields with what the video states, lets the professional edit them and saves them', async () => {
    detect.mockReturnValue({
      unwrap: () => Promise.resolve(response([exercise('Clamshell', false, { sets: 3, reps: 12, side: 'each' })])),
    });
    save.mockReturnValue({ unwrap: () => Promise.resolve({ video: { id: 12 }, exercises: [] }) });
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Extract Exercises' }));
    expect(await screen.findByLabelText('Exercise 1 sets')).toHaveValue(3);
    expect(screen.getByLabelText('Exercise 1 side')).toHaveValue('each');
    expect(screen.getByLabelText('Exercise 1 hold (s)')).toHaveValue(null);
    const reps = screen.getByLabelText('Exercise 1 reps');
    await userEvent.clear(reps);
    await userEvent.type(reps, '15');
    await userEvent.click(screen.getByRole('button', { name: 'Save all' }));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        exercises: [expect.objectContaining({ title: 'Clamshell', sets: 3, reps: 15, side: 'each' })],
      }),
    );
    expect(save.mock.calls[0][0].exercises[0]).not.toHaveProperty('hold_seconds');
  });

  it('says so when every detected exercise is already saved', async () => {
    detect.mockReturnValue({ unwrap: () => Promise.resolve(response([exercise('Bridge', true)])) });
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Extract Exercises' }));
    expect(notify.info).toHaveBeenCalledWith(
      'No new exercises found',
      'All exercises from this video have already been extracted.',
    );
    expect(screen.queryByRole('list', { name: 'Detected exercises' })).toBeNull();
  });

  it('on the add-video page, offers no Save all when every detected exercise is saved, until one is added by hand', async () => {
    detect.mockReturnValue({ unwrap: () => Promise.resolve(response([exercise('Bridge', true)])) });
    renderPanel({
      texts: ADD_VIDEO_TEXTS,
      request: () => ({ video_url: 'https://youtu.be/Lb7xQe2RkPw' }),
      manualExercises: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Detect Exercises' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'All exercises from this video have already been extracted.',
    );
    expect(screen.queryByRole('button', { name: 'Save all' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add exercise' }));
    expect(screen.getByLabelText('Exercise 1 title')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save all' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove exercise 1' }));
    expect(screen.queryByRole('button', { name: 'Save all' })).toBeNull();
  });

  it('on the add-video page, reports an invalid URL without asking the API and writes outcomes inline', async () => {
    renderPanel({ texts: ADD_VIDEO_TEXTS, request: () => null, manualExercises: true });
    await userEvent.click(screen.getByRole('button', { name: 'Detect Exercises' }));
    expect(detect).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid YouTube URL');
  });

  it('keeps a list with a wrong time: the message on the field, focus there, nothing sent, no notice', async () => {
    detect.mockReturnValue({ unwrap: () => Promise.resolve(response([exercise('Plank', false)])) });
    renderPanel({ videoSeconds: 60 });
    await userEvent.click(screen.getByRole('button', { name: 'Extract Exercises' }));
    const end = await screen.findByLabelText('Exercise 1 end');
    await userEvent.clear(end);
    await userEvent.type(end, '05:00');
    expect(end).toHaveAccessibleDescription(expect.stringContaining("End time must be at most the video's length"));
    await userEvent.click(screen.getByRole('button', { name: 'Save all' }));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields correctly');
    await waitFor(() => expect(end).toHaveFocus());
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("puts the API's exercises.N messages on that exercise's fields", async () => {
    detect.mockReturnValue({
      unwrap: () => Promise.resolve(response([exercise('Plank', false), exercise('Bridge', false)])),
    });
    save.mockReturnValue({
      unwrap: () =>
        Promise.reject({
          status: 400,
          message: 'Title is too long.',
          details: { 'exercises.1.title': ['Title is too long.'] },
        }),
    });
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Extract Exercises' }));
    await screen.findByLabelText('Exercise 2 title');
    await userEvent.click(screen.getByRole('button', { name: 'Save all' }));
    expect(await screen.findByText('Title is too long.')).toBeInTheDocument();
    expect(screen.getByLabelText('Exercise 2 title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Exercise 1 title')).not.toHaveAttribute('aria-invalid');
    expect(notify.error).toHaveBeenCalledWith('Error saving exercises', 'Title is too long.');
  });
});
