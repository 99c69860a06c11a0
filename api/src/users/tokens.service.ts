import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { LessThan, Repository } from 'typeorm';
import type { AppEnv } from '../config/env.validation';
import { unauthorized } from '../common/errors/api-exception';
import { AuthToken } from './entities/auth-token.entity';
import type { User } from './entities/user.entity';

const DAY_MS = 86_400_000;
/** last_used_at is a hint for audits, not a clock: writing it at most once a minute keeps reads read-only. */
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Session tokens: 256 random bits, sent as `Token <t>`, stored as sha256, expiring, deleted on sign-out. */
@Injectable()
export class TokensService {
  private readonly ttlMs: number;

  constructor(
    @InjectRepository(AuthToken) private readonly tokens: Repository<AuthToken>,
    config: ConfigService<AppEnv, true>,
  ) {
    this.ttlMs = config.get('AUTH_TOKEN_TTL_DAYS', { infer: true }) * DAY_MS;
  }

  async issue(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await this.tokens.insert({
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.ttlMs),
      lastUsedAt: null,
    });
    // Expired rows of this user are garbage; sweeping here keeps the table bounded without a scheduler.
    await this.tokens.delete({ userId, expiresAt: LessThan(now) });
    return token;
  }

  /** The user of a valid token; 401 with a sentence otherwise. */
  async authenticate(token: string): Promise<User> {
    const row = await this.tokens.findOne({ where: { tokenHash: hashToken(token) }, relations: { user: true } });
    if (!row?.user) throw unauthorized('Invalid token. Please sign in again.');
    const now = Date.now();
    if (row.expiresAt.getTime() <= now) {
      await this.tokens.delete({ id: row.id });
      throw unauthorized('Your session has expired. Please sign in again.');
    }
    if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.tokens.update({ id: row.id }, { lastUsedAt: new Date(now) });
    }
    return row.user;
  }

  async revoke(token: string): Promise<void> {
    await this.tokens.delete({ tokenHash: hashToken(token) });
  }
}
