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

  it('turns blank or invalid parts into 0', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness initial={90} onChange={onChange} />);
    const input = screen.getByLabelText('Start');
    await user.clear(input);
    await user.type(input, 'ab:7');
    expect(onChange).toHaveBeenLastCalledWith(7);
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(0);
    await user.tab();
    expect(input).toHaveValue('00:00');
  });
});
