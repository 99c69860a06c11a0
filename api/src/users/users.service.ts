import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { conflict } from '../common/errors/api-exception';
import { User } from './entities/user.entity';
import { PasswordHasher } from './password-hasher';

export interface NewUser {
  username: string;
  email: string;
  password: string;
  isProfessional: boolean;
}

export const USERNAME_TAKEN = 'A user with that username already exists.';
export const EMAIL_TAKEN = 'A user with that email address already exists.';

export const normalizeUsername = (username: string): string => username.trim().toLowerCase();

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly hasher: PasswordHasher,
  ) {}

  findByUsername(username: string): Promise<User | null> {
    return this.users.findOneBy({ usernameNormalized: normalizeUsername(username) });
  }

  /** 409 when the username (any case) or the email is taken; the unique indexes settle races. */
  async create(input: NewUser): Promise<User> {
    const usernameNormalized = normalizeUsername(input.username);
    const email = input.email.trim().toLowerCase();
    await this.assertFree(usernameNormalized, email);
    const user = this.users.create({
      username: input.username.trim(),
      usernameNormalized,
      email,
      passwordHash: await this.hasher.hash(input.password),
      isProfessional: input.isProfessional,
      createdAt: new Date(),
    });
    try {
      return await this.users.save(user);
    } catch (error) {
      if (error instanceof QueryFailedError) {
        await this.assertFree(usernameNormalized, email);
      }
      throw error;
    }
  }

  private async assertFree(usernameNormalized: string, email: string): Promise<void> {
    if (await this.users.existsBy({ usernameNormalized }))
      throw conflict(USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
    if (await this.users.existsBy({ email })) throw conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  }
}
