import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import { showOutcome } from '@physio/ui';

/** An auth screen's outcome notice, titled as the spec words them ('Success!', 'Error'); a new one replaces a stale error. */
export function authNotice(type: 'success' | 'error', title: string, message: ReactNode) {
  return showOutcome(
    toast,
    type,
    <div>
      <strong>{title}</strong>
      <br />
      {message}
    </div>,
  );
}
