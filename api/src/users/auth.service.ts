import { Injectable } from '@nestjs/common';
import type { AuthResponse } from '@physio/contracts';
import { tooManyRequests, unauthorized } from '../common/errors/api-exception';
import type { SignUpDto } from './dto/sign-up.dto';
import type { User } from './entities/user.entity';
import { PasswordHasher } from './password-hasher';
import { SignInThrottle } from './sign-in-throttle';
import { TokensService } from './tokens.service';
import { toUserJson } from './user.mapper';
import { normalizeUsername, UsersService } from './users.service';

export const INVALID_CREDENTIALS = 'Invalid username or password. Please try again.';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokensService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
  ) {}

  async signUp(dto: SignUpDto): Promise<AuthResponse> {
    const user = await this.users.create({
      username: dto.username,
      email: dto.email,
      password: dto.password,
      isProfessional: dto.is_professional ?? false,
    });
    return this.session(user);
  }

  /** Called by the local strategy; 401 for a wrong pair, 429 after too many failures. */
  async validateCredentials(username: string, password: string, clientIp: string): Promise<User> {
    const key = `${clientIp}|${normalizeUsername(username)}`;
    if (this.throttle.isBlocked(key)) {
      throw tooManyRequests('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    }
    const user = await this.users.findByUsername(username);
    if (!(await this.hasher.verify(user?.passwordHash, password)) || !user) {
      this.throttle.recordFailure(key);
      throw unauthorized(INVALID_CREDENTIALS);
    }
    this.throttle.reset(key);
    return user;
  }

  async session(user: User): Promise<AuthResponse> {
    return { token: await this.tokens.issue(user.id), user: toUserJson(user) };
  }

  signOut(token: string | undefined): Promise<void> {
    return token ? this.tokens.revoke(token) : Promise.resolve();
  }
}
