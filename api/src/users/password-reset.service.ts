import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { randomBytes } from 'node:crypto';
import { DataSource, IsNull } from 'typeorm';
import { badRequest } from '../common/errors/api-exception';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import type { AppEnv } from '../config/env.validation';
import { passwordResetMessage } from '../mail/mail-message';
import { Mailer } from '../mail/mailer';
import { AuthToken } from './entities/auth-token.entity';
import { PasswordReset } from './entities/password-reset.entity';
import { User } from './entities/user.entity';
import { PasswordHasher } from './password-hasher';
import { hashToken } from './tokens.service';

/** The same answer whether or not the email is known, so the form cannot be used to find accounts. */
export const RESET_REQUESTED = "If an account exists for that email, we've sent a reset link.";
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. You can now sign in.';

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);
  private readonly siteUrl: string;
  private readonly ttlMinutes: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    config: ConfigService<AppEnv, true>,
  ) {
    this.siteUrl = config.get('PUBLIC_SITE_URL', { infer: true });
    this.ttlMinutes = config.get('PASSWORD_RESET_TTL_MINUTES', { infer: true });
  }

  async request(email: string, clientIp: string): Promise<{ message: string }> {
    await this.limiter.hit('passwordReset', clientIp);
    const user = await this.dataSource.getRepository(User).findOneBy({ email: email.toLowerCase() });
    if (user) {
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      await this.dataSource.getRepository(PasswordReset).insert({
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + this.ttlMinutes * 60_000),
        usedAt: null,
      });
      const link = `${this.siteUrl}/reset-password?token=${token}`;
      const delivered = this.mailer.send(passwordResetMessage(user, link, this.ttlMinutes));
      if (!delivered)
        this.logger.warn(
          `No mail server is configured: the password-reset link for user ${user.id} could not be sent.`,
        );
    }
    return { message: RESET_REQUESTED };
  }

  /** Sets the new password, spends the link and every other open link, and ends all sessions; all or nothing. */
  async reset(token: string, password: string): Promise<{ message: string }> {
    const passwordHash = await this.hasher.hash(password);
    const now = new Date();
    await this.dataSource.transaction(async (manager) => {
      const reset = await manager.findOneBy(PasswordReset, { tokenHash: hashToken(token) });
      if (!reset || reset.usedAt || reset.expiresAt.getTime() <= now.getTime()) throw badRequest(RESET_LINK_INVALID);
      // Conditional on still unused, so two concurrent resets with one link cannot both succeed.
      const spent = await manager.update(PasswordReset, { id: reset.id, usedAt: IsNull() }, { usedAt: now });
      if (!spent.affected) throw badRequest(RESET_LINK_INVALID);
      await manager.update(PasswordReset, { userId: reset.userId, usedAt: IsNull() }, { usedAt: now });
      await manager.update(User, { id: reset.userId }, { passwordHash });
      await manager.delete(AuthToken, { userId: reset.userId });
    });
    return { message: PASSWORD_RESET_DONE };
  }
}
