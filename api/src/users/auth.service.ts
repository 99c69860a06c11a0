import { Injectable } from '@nestjs/common';
import type { AuthResponse } from '@physio/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { badRequest, unauthorized } from '../common/errors/api-exception';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import type { SignUpDto } from './dto/sign-up.dto';
import { PasswordReset } from './entities/password-reset.entity';
import { User } from './entities/user.entity';
import { PasswordHasher } from './password-hasher';
import { TokensService } from './tokens.service';
import { toUserJson } from './user.mapper';
import { normalizeUsername, UsersService } from './users.service';

export const INVALID_CREDENTIALS = 'Invalid username or password. Please try again.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const SAME_PASSWORD = 'Choose a new password that differs from the current one.';
export const PASSWORD_CHANGED = 'Your password has been changed. Your other sessions have been signed out.';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokensService,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async signUp(dto: SignUpDto, clientIp: string): Promise<AuthResponse> {
    await this.limiter.hit('signUp', clientIp);
    const user = await this.users.create({
      username: dto.username,
      email: dto.email,
      password: dto.password,
      isProfessional: dto.is_professional ?? false,
    });
    return this.session(user);
  }

  /**
   * Called by the local strategy; 401 for a wrong pair, 429 (with Retry-After) once the account or the address has
   * failed too often. Checked before the password is, so a locked account cannot be probed at all.
   */
  async validateCredentials(username: string, password: string, clientIp: string): Promise<User> {
    const account = normalizeUsername(username);
    await this.limiter.assertAllowed('signInAccount', account);
    await this.limiter.assertAllowed('signInAddress', clientIp);
    const user = await this.users.findByUsername(username);
    if (!(await this.hasher.verify(user?.passwordHash, password)) || !user) {
      await this.limiter.recordFailure('signInAccount', account);
      await this.limiter.recordFailure('signInAddress', clientIp);
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await this.limiter.reset('signInAccount', account);
    return user;
  }

  /**
   * Changes the password of a signed-in user, who must know the current one (a stolen session alone cannot take the
   * account). Every other session and any open reset link end with the old password; this session stays.
   * Wrong current passwords count against the account's sign-in limit.
   */
  async changePassword(user: User, token: string, current: string, next: string): Promise<{ message: string }> {
    const account = normalizeUsername(user.username);
    await this.limiter.assertAllowed('signInAccount', account);
    if (!(await this.hasher.verify(user.passwordHash, current))) {
      await this.limiter.recordFailure('signInAccount', account);
      throw badRequest(WRONG_CURRENT_PASSWORD, { current_password: [WRONG_CURRENT_PASSWORD] });
    }
    if (current === next) throw badRequest(SAME_PASSWORD, { new_password: [SAME_PASSWORD] });
    const passwordHash = await this.hasher.hash(next);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(User, { id: user.id }, { passwordHash });
      await manager.update(PasswordReset, { userId: user.id, usedAt: IsNull() }, { usedAt: new Date() });
      await this.tokens.revokeOthers(manager, user.id, token);
    });
    return { message: PASSWORD_CHANGED };
  }

  async session(user: User): Promise<AuthResponse> {
    return { token: await this.tokens.issue(user.id), user: toUserJson(user) };
  }

  signOut(token: string | undefined): Promise<void> {
    return token ? this.tokens.revoke(token) : Promise.resolve();
  }
}
