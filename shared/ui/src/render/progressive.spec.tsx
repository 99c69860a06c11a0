import { act, render, screen } from '@testing-library/react';
import { Progressive, yieldToMain } from './progressive';

describe('Progressive', () => {
  it('shows its children a task after the page, one boundary per task, top first', async () => {
    render(
      <>
        <p>Hero</p>
        <Progressive><p>Features</p></Progressive>
        <Progressive><p>Stories</p></Progressive>
      </>,
    );
    expect(screen.getByText('Hero')).toBeInTheDocument();
    expect(screen.queryByText('Features')).toBeNull();
    await act(() => yieldToMain());
    expect(screen.getByText('Features')).toBeInTheDocument();
    expect(screen.queryByText('Stories')).toBeNull();
    await act(() => yieldToMain());
    expect(screen.getByText('Stories')).toBeInTheDocument();
  });

  it('skips a boundary that unmounted before its turn', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = render(<Progressive><p>Later</p></Progressive>);
    unmount();
    await act(() => yieldToMain());
    const { findByText } = render(<Progressive><p>Next page</p></Progressive>);
    expect(await findByText('Next page')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
