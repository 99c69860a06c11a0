import { toast, type ToastOptions } from 'react-toastify';
import { showOutcome } from '@physio/ui';

// Notices: a title and a message, as the shell's own notices show them.
function body(title: string, message?: string) {
  return (
    <div>
      <strong>{title}</strong>
      {message ? (
        <>
          <br />
          {message}
        </>
      ) : null}
    </div>
  );
}

/** Outcomes only; a new outcome replaces the error shown before it instead of stacking over it. */
export const notify = {
  success: (title: string, message?: string, options?: ToastOptions) =>
    showOutcome(toast, 'success', body(title, message), options),
  /** The spec's "destructive" notices. */
  error: (title: string, message?: string) => showOutcome(toast, 'error', body(title, message)),
  info: (title: string, message?: string) => showOutcome(toast, 'info', body(title, message)),
};
