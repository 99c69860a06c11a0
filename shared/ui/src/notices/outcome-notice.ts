import type { ReactNode } from 'react';
import type { toast as toastApi, ToastOptions } from 'react-toastify';

// The caller passes react-toastify's `toast`, so @physio/ui does not load react-toastify for pages without notices.
type Toast = typeof toastApi;

/** The id of the one error notice on screen: a later outcome replaces it instead of stacking beside it. */
export const ERROR_NOTICE_ID = 'outcome-error';

/**
 * Shows the outcome of an action. An error replaces the error already shown; a success or info notice first dismisses
 * it, so "Your account has been created." never sits under a stale "A user with that username already exists.".
 */
export function showOutcome(
  toast: Toast,
  type: 'success' | 'error' | 'info',
  content: ReactNode,
  options: ToastOptions = {},
) {
  if (type !== 'error') {
    toast.dismiss(ERROR_NOTICE_ID);
    return toast[type](content, options);
  }
  if (toast.isActive(ERROR_NOTICE_ID)) {
    toast.update(ERROR_NOTICE_ID, { ...options, render: content, type: 'error' });
    return ERROR_NOTICE_ID;
  }
  return toast.error(content, { ...options, toastId: ERROR_NOTICE_ID });
}
