import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '../theme/theme-root';
import { ConfirmDialog } from './dialog';

describe('ConfirmDialog', () => {
  it('is a modal alertdialog that takes the focus, confirms and cancels with Escape', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ThemeRoot>
        <ConfirmDialog
          title="Delete video?"
          description="It cannot be undone."
          confirmLabel="Delete"
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      </ThemeRoot>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete video?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('It cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('makes the page behind it inert while open, and gives the focus back on close', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <ThemeRoot>
          <button onClick={() => setOpen(true)}>Delete…</button>
          {open ? (
            <ConfirmDialog
              title="Delete video?"
              description="Gone for good."
              confirmLabel="Delete"
              onConfirm={() => undefined}
              onCancel={() => setOpen(false)}
            />
          ) : null}
        </ThemeRoot>
      );
    }
    const { container } = render(<Page />);
    const opener = screen.getByRole('button', { name: 'Delete…' });
    await userEvent.click(opener);
    expect(container).toHaveAttribute('inert');
    expect(screen.getByRole('alertdialog').closest('[inert]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(container).not.toHaveAttribute('inert');
    expect(opener).toHaveFocus();
  });
});
