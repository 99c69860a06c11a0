import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@physio/ui';
import { notify } from '../../../components/notify';
import { useGetProgramsQuery } from '../../programs/api';
import { useCreateAssignmentMutation } from '../api';
import { AssignForm } from './assign-form';

jest.mock('../../../components/notify', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
jest.mock('../../programs/api', () => ({ useGetProgramsQuery: jest.fn() }));
jest.mock('../api', () => ({ useCreateAssignmentMutation: jest.fn() }));

const program = {
  id: 3,
  title: 'Knee basics',
  items: [
    { id: 31, title: 'Squat' },
    { id: 32, title: 'Bridge' },
  ],
};

function renderForm() {
  const create = jest.fn(() => ({ unwrap: () => Promise.resolve({ id: 1, program_title: 'Knee basics' }) }));
  (useCreateAssignmentMutation as jest.Mock).mockReturnValue([create, { isLoading: false }]);
  (useGetProgramsQuery as jest.Mock).mockReturnValue({ data: [program], isLoading: false, isError: false });
  render(
    <ThemeRoot>
      <AssignForm participantId={4} patientName="demo.patient" />
    </ThemeRoot>,
  );
  return create;
}

describe('assign program', () => {
  beforeEach(() => jest.clearAllMocks());

  it('posts the schedule and each exercise’s dosage, prefilled with the defaults', async () => {
    const user = userEvent.setup();
    const create = renderForm();
    await user.selectOptions(screen.getByLabelText('Program'), '3');
    const squat = screen.getByRole('group', { name: 'Squat' });
    expect(within(squat).getByLabelText('Sets')).toHaveValue(3);
    expect(within(squat).getByLabelText('Reps')).toHaveValue(10);
    expect(within(squat).getByLabelText('Hold (s)')).toHaveValue(0);
    expect(within(squat).getByLabelText('Rest (s)')).toHaveValue(30);
    await user.clear(within(squat).getByLabelText('Reps'));
    await user.type(within(squat).getByLabelText('Reps'), '12');
    await user.type(within(squat).getByLabelText('Notes'), 'Slowly');
    await user.clear(screen.getByLabelText('Start date'));
    await user.type(screen.getByLabelText('Start date'), '2026-12-01');
    // Monday, Wednesday and Friday are ticked to begin with.
    await user.click(screen.getByRole('checkbox', { name: 'Wednesday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    await user.click(screen.getByRole('button', { name: 'Assign program' }));
    expect(create).toHaveBeenCalledWith({
      participant_id: 4,
      program_id: 3,
      start_date: '2026-12-01',
      end_date: null,
      days_of_week: [1, 2, 5],
      items: [
        { program_item_id: 31, sets: 3, reps: 12, hold_seconds: 0, rest_seconds: 30, notes: 'Slowly' },
        { program_item_id: 32, sets: 3, reps: 10, hold_seconds: 0, rest_seconds: 30, notes: '' },
      ],
    });
    expect(notify.success).toHaveBeenCalledWith('Program assigned', expect.stringContaining('demo.patient'));
  });

  it('says what is missing instead of posting', async () => {
    const create = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Assign program' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a program.');
    await userEvent.selectOptions(screen.getByLabelText('Program'), '3');
    for (const day of ['Monday', 'Wednesday', 'Friday']) {
      await userEvent.click(screen.getByRole('checkbox', { name: day }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Assign program' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one weekday.');
    expect(create).not.toHaveBeenCalled();
  });
});
