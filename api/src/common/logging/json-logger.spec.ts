import { FLUSH_AFTER_MS, FLUSH_AT_BYTES, JsonLogger, redact, stdoutSink } from './json-logger';

describe('redact', () => {
  it.each([
    ['Authorization: Token abcdefghijklmnop', 'abcdefghijklmnop'],
    ['https://site/reset-password?token=AbC_123-xyz', 'AbC_123-xyz'],
    ['{"username":"a","password":"hunter2-secret"}', 'hunter2-secret'],
    ['cookie=csrftoken=zzzzzzzzzz', 'zzzzzzzzzz'],
    ['hash $argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA', 'aGFzaA'],
  ])('scrubs %s', (text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  it('leaves ordinary sentences alone', () => {
    expect(redact('Password must be 8 to 128 characters long.')).toBe('Password must be 8 to 128 characters long.');
  });
});

describe('JsonLogger', () => {
  it('writes one JSON object per line with level and context, honouring the levels', () => {
    const lines: string[] = [];
    const logger = new JsonLogger(['log', 'error'], (line) => lines.push(line));
    logger.log('hello', 'Ctx');
    logger.debug('hidden', 'Ctx');
    logger.error('failed', 'Error: x\n    at y', 'Ctx');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { time: expect.any(String), level: 'log', context: 'Ctx', msg: 'hello' },
      { time: expect.any(String), level: 'error', context: 'Ctx', msg: 'failed\nError: x\n    at y' },
    ]);
  });
});

describe('stdoutSink', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it(`writes the lines of ${FLUSH_AFTER_MS} ms together, in order, in one write`, () => {
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      stdoutSink('{"a":1}');
      jest.advanceTimersByTime(FLUSH_AFTER_MS - 1);
      stdoutSink('{"b":2}');
      expect(write).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(write.mock.calls).toEqual([['{"a":1}\n{"b":2}\n']]);
    } finally {
      write.mockRestore();
    }
  });

  it(`writes at once when ${FLUSH_AT_BYTES} bytes are pending`, () => {
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const line = 'x'.repeat(1023);
      for (let i = 0; i < FLUSH_AT_BYTES / 1024; i++) stdoutSink(line);
      expect(write).toHaveBeenCalledTimes(1);
      expect(write.mock.calls[0][0]).toBe(`${line}\n`.repeat(FLUSH_AT_BYTES / 1024));
      jest.advanceTimersByTime(FLUSH_AFTER_MS);
      expect(write).toHaveBeenCalledTimes(1);
    } finally {
      write.mockRestore();
    }
  });
});
