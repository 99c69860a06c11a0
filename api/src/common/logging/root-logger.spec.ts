import { createRootLogger } from './root-logger';

function capture(levels: Parameters<typeof createRootLogger>[0]['levels']) {
  const lines: string[] = [];
  const logger = createRootLogger({ levels, sink: (line) => lines.push(line) });
  return { logger, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('createRootLogger', () => {
  it("writes one JSON object per line with Nest's level labels and an ISO time, honouring the levels", () => {
    const { logger, records } = capture(['log', 'error']);
    logger.info({ context: 'Ctx' }, 'hello');
    logger.debug('hidden');
    logger.error('failed');
    expect(records()).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        level: 'log',
        context: 'Ctx',
        msg: 'hello',
      },
      { time: expect.any(String), level: 'error', msg: 'failed' },
    ]);
  });

  it('scrubs secrets from messages, serialized errors and known object paths', () => {
    const { logger, records } = capture(['log']);
    logger.info('Authorization: Token abcdefghijklmnop');
    const error = new Error('login failed for {"password":"hunter2-secret"}');
    logger.error({ err: error }, 'with an error');
    logger.info({ req: { headers: { authorization: 'Token qwertyuiopasdf', cookie: 'csrftoken=zzzzzzzzzz' } } }, 'r');
    logger.info({ user: { password: 'Pw-0123456789', token: 'Tk-0123456789' } }, 'u');
    const all = JSON.stringify(records());
    for (const secret of ['abcdefghijklmnop', 'hunter2-secret', 'qwertyuiopasdf', 'zzzzzzzzzz', 'Pw-0123', 'Tk-0123']) {
      expect(all).not.toContain(secret);
    }
    expect(records()[1]).toMatchObject({ err: { type: 'Error', stack: expect.stringContaining('[redacted]') } });
  });
});
