import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes), which meet the OWASP minimum. */
@Injectable()
export class PasswordHasher {
  /** Verified when the username is unknown, so both failures take the same time. */
  private dummyHash: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    const target = hash ?? (await (this.dummyHash ??= this.hash('not-a-real-password')));
    try {
      return (await argon2.verify(target, password)) && hash !== undefined;
    } catch {
      return false;
    }
  }
}
