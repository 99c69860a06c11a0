import { FAILED_SIGN_IN_WINDOW_MS, MAX_FAILED_SIGN_INS, SignInThrottle } from './sign-in-throttle';

describe('SignInThrottle', () => {
  it('blocks after the maximum failures until the window ends; success resets', () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) {
      expect(throttle.isBlocked('k', 0)).toBe(false);
      throttle.recordFailure('k', 0);
    }
    expect(throttle.isBlocked('k', 1)).toBe(true);
    expect(throttle.isBlocked('other', 1)).toBe(false);
    expect(throttle.isBlocked('k', FAILED_SIGN_IN_WINDOW_MS + 1)).toBe(false);
    throttle.recordFailure('j', 0);
    throttle.reset('j');
    expect(throttle.isBlocked('j', 0)).toBe(false);
  });
});
