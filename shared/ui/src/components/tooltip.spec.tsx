import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeRoot } from '../theme/theme-root';
import { Tooltip, TOOLTIP_OPEN_DELAY_MS } from './tooltip';

function renderTwo() {
  return render(
    <ThemeRoot>
      <Tooltip label="Delete this video">
        <button type="button">A</button>
      </Tooltip>
      <Tooltip label="Edit this video">
        <button type="button">B</button>
      </Tooltip>
    </ThemeRoot>,
  );
}

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens after the open delay and describes its trigger', () => {
    renderTwo();
    fireEvent.focus(screen.getByRole('button', { name: 'A' }));
    act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Delete this video');
    expect(screen.getByRole('button', { name: 'A' })).toHaveAccessibleDescription('Delete this video');
  });

  it('skips the delay when moving straight to another tooltip, and closes on Escape', () => {
    renderTwo();
    fireEvent.focus(screen.getByRole('button', { name: 'A' }));
    act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    fireEvent.blur(screen.getByRole('button', { name: 'A' }));
    fireEvent.focus(screen.getByRole('button', { name: 'B' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Edit this video');
    fireEvent.keyDown(screen.getByRole('button', { name: 'B' }), { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
