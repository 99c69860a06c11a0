import type { ConfigService } from '@nestjs/config';
import type { AppEnv } from '../config/env.validation';
import { DevMailbox } from './dev-mailbox';

const mailbox = (nodeEnv: AppEnv['NODE_ENV']) =>
  new DevMailbox({ get: () => nodeEnv } as unknown as ConfigService<AppEnv, true>);

describe('DevMailbox', () => {
  let written: string[];
  beforeEach(() => {
    written = [];
    jest
      .spyOn(process.stdout, 'write')
      .mockImplementation(((chunk: string) => written.push(chunk) > 0) as typeof process.stdout.write);
  });
  afterEach(() => jest.restoreAllMocks());

  it('delivers to stdout outside production', () => {
    expect(
      mailbox('development').deliver('user 1', 'Password reset link for user 1', 'http://x/reset-password?token=abc'),
    ).toBe(true);
    expect(JSON.parse(written[0])).toMatchObject({
      context: 'DevMailbox',
      msg: 'Password reset link for user 1: http://x/reset-password?token=abc',
    });
  });

  it('never writes a token in production', () => {
    expect(mailbox('production').deliver('user 1', 'Password reset link', 'http://x/reset-password?token=abc')).toBe(
      false,
    );
    expect(written).toEqual([]);
  });
});
