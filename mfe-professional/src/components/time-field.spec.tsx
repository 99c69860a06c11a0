import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@physio/ui';
import { useState } from 'react';
import { TimeField } from './time-field';

function Harness({ initial = 0, onChange = jest.fn() }) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeRoot>
      <TimeField
        label="Start"
        value={value}
        onChange={(seconds) => {
          onChange(seconds);
          setValue(seconds);
        }}
      />
    </ThemeRoot>
  );
}

describe('TimeField (MM:SS)', () => {
  it('shows seconds as MM:SS', () => {
    render(<Harness initial={125} />);
    expect(screen.getByLabelText('Start')).toHaveValue('02:05');
  });

  it('clamps minutes to 0–999 and seconds to 0–59, and shows the clamped value once left', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Start');
    await user.clear(input);
    await user.type(input, '1234:75');
    expect(onChange).toHaveBeenLastCalledWith(999 * 60 + 59);
    expect(input).toHaveValue('1234:75');
    await user.tab();
    expect(input).toHaveValue('999:59');
  });

  it('reads a blank part as 0', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness initial={90} onChange={onChange} />);
    const input = screen.getByLabelText('Start');
    await user.clear(input);
    await user.type(input, ':7');
    expect(onChange).toHaveBeenLastCalledWith(7);
    await user.tab();
    expect(input).toHaveValue('00:07');
  });

  it.each(['abc', 'ab:7', '1:2:3', ' '])('refuses %p as NaN and keeps the text as typed', async (typed) => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness initial={90} onChange={onChange} />);
    const input = screen.getByLabelText('Start');
    await user.clear(input);
    await user.type(input, typed);
    expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
    await user.tab();
    expect(input).toHaveValue(typed);
  });

  it('states the format before anyone types', () => {
    render(<Harness />);
    expect(screen.getByLabelText('Start')).toHaveAccessibleDescription('MM:SS, for example 02:30');
  });
});
