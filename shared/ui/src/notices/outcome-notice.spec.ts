import type { toast as toastApi } from 'react-toastify';
import { ERROR_NOTICE_ID, showOutcome } from './outcome-notice';

function fakeToast(active: boolean) {
  return {
    success: jest.fn(),
    error: jest.fn(),
    info: jest.fn(),
    dismiss: jest.fn(),
    update: jest.fn(),
    isActive: jest.fn().mockReturnValue(active),
  };
}
const asToast = (fake: ReturnType<typeof fakeToast>) => fake as unknown as typeof toastApi;

describe('showOutcome', () => {
  it('dismisses the shown error before a success', () => {
    const toast = fakeToast(true);
    showOutcome(asToast(toast), 'success', 'Saved');
    expect(toast.dismiss).toHaveBeenCalledWith(ERROR_NOTICE_ID);
    expect(toast.success).toHaveBeenCalledWith('Saved', {});
  });

  it('replaces the error on screen instead of stacking a second one', () => {
    const toast = fakeToast(true);
    showOutcome(asToast(toast), 'error', 'Second');
    expect(toast.update).toHaveBeenCalledWith(ERROR_NOTICE_ID, { render: 'Second', type: 'error' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows the first error under the shared id', () => {
    const toast = fakeToast(false);
    showOutcome(asToast(toast), 'error', 'First', { autoClose: 5000 });
    expect(toast.error).toHaveBeenCalledWith('First', { autoClose: 5000, toastId: ERROR_NOTICE_ID });
  });
});
