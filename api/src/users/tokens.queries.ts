import type { DataSource } from 'typeorm';
import { PreparedSelect } from '../database/prepared-select';
import { toBoolean, toDate, toNullableDate, toNumber, toText, type Row } from '../database/row-values';
import { AuthToken } from './entities/auth-token.entity';
import { User } from './entities/user.entity';

/**
 * The session lookup every authenticated request makes: the token and its user in one statement (findOne with a
 * relation sends two). Columns come back as `t_<column>` and `u_<column>`, the names the load bench's raw baseline
 * selects too.
 */
export class TokenQueries {
  private readonly session: PreparedSelect<'hash'>;

  constructor(dataSource: DataSource) {
    this.session = new PreparedSelect(
      dataSource,
      dataSource
        .createQueryBuilder(AuthToken, 't')
        .innerJoin('t.user', 'u')
        .select([])
        .addSelect('t.id', 't_id')
        .addSelect('t.userId', 't_user_id')
        .addSelect('t.tokenHash', 't_token_hash')
        .addSelect('t.createdAt', 't_created_at')
        .addSelect('t.expiresAt', 't_expires_at')
        .addSelect('t.lastUsedAt', 't_last_used_at')
        .addSelect('u.id', 'u_id')
        .addSelect('u.username', 'u_username')
        .addSelect('u.usernameNormalized', 'u_username_normalized')
        .addSelect('u.email', 'u_email')
        .addSelect('u.passwordHash', 'u_password_hash')
        .addSelect('u.isProfessional', 'u_is_professional')
        .addSelect('u.createdAt', 'u_created_at')
        .where('t.tokenHash = :hash'),
      ['hash'],
    );
  }

  /** The token with this sha256, its user attached; null when there is none. */
  async byHash(hash: string): Promise<AuthToken | null> {
    const [row] = await this.session.run({ hash });
    return row ? toSessionToken(row) : null;
  }
}

export function toSessionToken(row: Row): AuthToken {
  return Object.assign(new AuthToken(), {
    id: toNumber(row.t_id),
    userId: toNumber(row.t_user_id),
    tokenHash: toText(row.t_token_hash),
    createdAt: toDate(row.t_created_at),
    expiresAt: toDate(row.t_expires_at),
    lastUsedAt: toNullableDate(row.t_last_used_at),
    user: Object.assign(new User(), {
      id: toNumber(row.u_id),
      username: toText(row.u_username),
      usernameNormalized: toText(row.u_username_normalized),
      email: toText(row.u_email),
      passwordHash: toText(row.u_password_hash),
      isProfessional: toBoolean(row.u_is_professional),
      createdAt: toDate(row.u_created_at),
    }),
  });
}
