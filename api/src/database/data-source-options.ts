import { mkdirSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { AuthToken } from '../users/entities/auth-token.entity';
import { User } from '../users/entities/user.entity';
import { Video } from '../videos/entities/video.entity';
import { Exercise } from '../exercises/entities/exercise.entity';
import { ExerciseTag } from '../exercises/entities/exercise-tag.entity';
import { Tag } from '../exercises/entities/tag.entity';
import { MIGRATIONS } from './migrations';
import { Program } from '../programs/entities/program.entity';
import { ProgramItem } from '../programs/entities/program-item.entity';
import { Collection } from '../collections/entities/collection.entity';
import { CollectionVideo } from '../collections/entities/collection-video.entity';
import { ContactMessage } from '../contact/entities/contact-message.entity';
import { PasswordReset } from '../users/entities/password-reset.entity';
import { LibraryTotals } from '../videos/library/library-totals.entity';
import { Invitation } from '../invitations/entities/invitation.entity';
import { CareLink } from '../participants/entities/care-link.entity';
import { Assignment } from '../assignments/entities/assignment.entity';
import { AssignmentItem } from '../assignments/entities/assignment-item.entity';
import { SessionLog } from '../session-logs/entities/session-log.entity';

export const ENTITIES = [
  User,
  AuthToken,
  Video,
  Exercise,
  Tag,
  ExerciseTag,
  Program,
  ProgramItem,
  Collection,
  CollectionVideo,
  ContactMessage,
  PasswordReset,
  LibraryTotals,
  Invitation,
  CareLink,
  Assignment,
  AssignmentItem,
  SessionLog,
];

const SCHEMA_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/**
 * TypeORM options from DATABASE_URL. `sqlite:<path>` is relative to the working directory (or absolute);
 * `postgres://…?schema=name` puts every table in that schema (the tests use one fresh schema per run).
 * Migrations never run as a side effect of connecting: the callers run them under a lock (database/migrate);
 * `synchronize` is never used.
 */
export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  const common = { entities: ENTITIES, migrations: MIGRATIONS, migrationsRun: false, synchronize: false } as const;
  if (databaseUrl.startsWith('sqlite:')) {
    return {
      ...common,
      type: 'better-sqlite3',
      database: sqlitePath(databaseUrl.slice('sqlite:'.length)),
      enableWAL: true,
      // Another build of better-sqlite3's addon than node_modules' (npm test's second run of the suites on Node 22
      // points it at a build for that Node); unset, better-sqlite3 loads its own.
      nativeBinding: process.env.SQLITE_NATIVE_BINDING || undefined,
    };
  }
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get('schema') ?? undefined;
  url.searchParams.delete('schema');
  if (schema !== undefined && !SCHEMA_NAME.test(schema))
    throw new Error('DATABASE_URL: schema must be a plain SQL identifier.');
  return {
    ...common,
    type: 'postgres',
    url: url.toString(),
    schema,
    // search_path as well, so raw SQL (aggregates, health check) lands in the same schema.
    extra: { max: 10, ...(schema ? { options: `-c search_path=${schema}` } : {}) },
  };
}

function sqlitePath(path: string): string {
  if (path === ':memory:') return path;
  const absolute = isAbsolute(path) ? path : resolve(process.cwd(), path);
  mkdirSync(dirname(absolute), { recursive: true });
  return absolute;
}
