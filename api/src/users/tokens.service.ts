import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, LessThan, Not, Repository, type EntityManager } from 'typeorm';
import type { AppEnv } from '../config/env.validation';
import { unauthorized } from '../common/errors/api-exception';
import { AuthToken } from './entities/auth-token.entity';
import type { User } from './entities/user.entity';
import { TokenQueries } from './tokens.queries';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
/** last_used_at is a hint for audits, not a clock: writing it at most once a minute keeps reads read-only. */
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Session tokens: 256 random bits, sent as `Token <t>`, stored as sha256, deleted on sign-out. A token dies at its
 * absolute expiry (AUTH_TOKEN_TTL_DAYS after sign-in) or after AUTH_TOKEN_IDLE_MINUTES without use, whichever
 * comes first.
 */
@Injectable()
export class TokensService {
  private readonly ttlMs: number;
  private readonly idleMs: number;
  private readonly queries: TokenQueries;

  constructor(
    @InjectRepository(AuthToken) private readonly tokens: Repository<AuthToken>,
    @InjectDataSource() dataSource: DataSource,
    config: ConfigService<AppEnv, true>,
  ) {
    this.queries = new TokenQueries(dataSource);
    this.ttlMs = config.get('AUTH_TOKEN_TTL_DAYS', { infer: true }) * DAY_MS;
    this.idleMs = config.get('AUTH_TOKEN_IDLE_MINUTES', { infer: true }) * MINUTE_MS;
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
    const row = await this.queries.byHash(hashToken(token));
    if (!row?.user) throw unauthorized('Invalid token. Please sign in again.');
    const now = Date.now();
    const lastActivity = (row.lastUsedAt ?? row.createdAt).getTime();
    if (row.expiresAt.getTime() <= now || now - lastActivity > this.idleMs) {
      await this.tokens.delete({ id: row.id });
      throw unauthorized(SESSION_EXPIRED);
    }
    if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.tokens.update({ id: row.id }, { lastUsedAt: new Date(now) });
    }
    return row.user;
  }

  async revoke(token: string): Promise<void> {
    await this.tokens.delete({ tokenHash: hashToken(token) });
  }

  /** Ends every session of the user except the one `keep` belongs to (after a password change). */
  async revokeOthers(manager: EntityManager, userId: number, keep: string): Promise<void> {
    await manager.delete(AuthToken, { userId, tokenHash: Not(hashToken(keep)) });
  }
}
