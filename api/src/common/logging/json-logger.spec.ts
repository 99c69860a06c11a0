import { JsonLogger, redact, stdoutSink } from './json-logger';

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
  it('writes the lines of one event-loop turn together, in order, on the next turn', async () => {
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      stdoutSink('{"a":1}');
      stdoutSink('{"b":2}');
      expect(write).not.toHaveBeenCalled();
      await new Promise((resolve) => setImmediate(resolve));
      expect(write.mock.calls).toEqual([['{"a":1}\n{"b":2}\n']]);
    } finally {
      write.mockRestore();
    }
  });
});
