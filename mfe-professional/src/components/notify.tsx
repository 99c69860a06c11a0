import { toast } from 'react-toastify';

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

export const notify = {
  success: (title: string, message?: string) => toast.success(body(title, message)),
  /** The spec's "destructive" notices. */
  error: (title: string, message?: string) => toast.error(body(title, message)),
  info: (title: string, message?: string) => toast.info(body(title, message)),
};
