import type { SavedExercise } from '@physio/contracts';
import { ThemeRoot } from '@physio/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useUpdateExerciseMutation } from '../../videos/api';
import { SavedExerciseRow } from './saved-exercise-row';

jest.mock('../../videos/api', () => ({ useUpdateExerciseMutation: jest.fn() }));
jest.mock('../../../components/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const planks: SavedExercise = {
  id: 3,
  title: 'Planks',
  start_time: 240,
  end_time: 300,
  tags: [{ id: 1, name: 'core' }],
  sets: 3,
  hold_seconds: 30,
  side: 'each',
};

function renderRow() {
  (useUpdateExerciseMutation as jest.Mock).mockReturnValue([jest.fn(), { isLoading: false }]);
  render(
    <ThemeRoot>
      <MemoryRouter>
        <ol>
          <SavedExerciseRow
            exercise={planks}
            videoId={12}
            videoSeconds={600}
            playing={false}
            onPlay={jest.fn()}
            onDelete={jest.fn()}
            onUnpublish={jest.fn()}
          />
        </ol>
      </MemoryRouter>
    </ThemeRoot>,
  );
}

/** The box the form lays a field out in: the parent of the field's own label-and-control wrapper. */
const fieldBox = (label: string) => screen.getByLabelText(label).closest('div')?.parentElement as HTMLElement;

// jsdom lays nothing out, so what can be checked here is the rule each field is laid out by; the browser shows the rest.
describe('editing a saved exercise in place', () => {
  it('shows every field with its value, the side select keeping room for its longest option', async () => {
    renderRow();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Planks' }));

    expect(screen.getByLabelText('Title')).toHaveValue('Planks');
    expect(screen.getByLabelText('Start')).toHaveValue('04:00');
    expect(screen.getByLabelText('End')).toHaveValue('05:00');
    expect(screen.getByLabelText('Sets')).toHaveValue(3);
    expect(screen.getByLabelText('Hold (s)')).toHaveValue(30);
    const side = screen.getByLabelText('Side');
    expect(side).toHaveDisplayValue('Each side');

    // The dosage wraps by the form's own width, and the side select is never one narrow column among four:
    // when the line is too short for it, it takes a line of its own.
    const dosage = screen.getByRole('group', { name: 'Dosage (optional)' });
    expect(getComputedStyle(dosage).display).toBe('flex');
    expect(getComputedStyle(dosage).flexWrap).toBe('wrap');
    const sideBox = fieldBox('Side');
    expect(sideBox.parentElement).toBe(dosage);
    expect(parseFloat(getComputedStyle(sideBox).flexBasis)).toBeGreaterThanOrEqual(9);
    expect(getComputedStyle(sideBox).flexBasis).toMatch(/rem$/);

    // Title and times: the times share a line of their own under the title when the form is narrow.
    const times = fieldBox('Start');
    expect(fieldBox('End')).toBe(times);
    expect(getComputedStyle(times).display).toBe('grid');
    expect(times.parentElement).toBe(fieldBox('Title').parentElement);
    expect(getComputedStyle(times.parentElement as HTMLElement).flexWrap).toBe('wrap');
  });
});
