import { FixedWindowLimiter } from './fixed-window-limiter';


describe('FixedWindowLimiter', () => {
  it('allows the limit per window, refuses with 429 beyond it, and forgets after the window', () => {
    const limiter = new FixedWindowLimiter(2, 1000, 'Too many messages.');
    limiter.hit('a', 0);
    limiter.hit('a', 10);
    expect(() => limiter.hit('a', 20)).toThrow(expect.objectContaining({ body: { error: 'Too many messages.' } }));
    expect(() => limiter.hit('b', 20)).not.toThrow();
    expect(() => limiter.hit('a', 1001)).not.toThrow();
  });
});
