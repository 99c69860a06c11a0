import { Module, type DynamicModule } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { RolesGuard } from './common/guards/roles.guard';
import { TokenAuthGuard } from './common/guards/token-auth.guard';
import { validateEnv } from './config/env.validation';
import { DatabaseModule } from './database/database.module';
import { DetectModule } from './detection/detect.module';
import { CollectionsModule } from './collections/collections.module';
import { ContactModule } from './contact/contact.module';
import { ExercisesModule } from './exercises/exercises.module';
import { HealthModule } from './health/health.module';
import { ProgramsModule } from './programs/programs.module';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { RedisModule } from './common/redis/redis.module';
import { UsersModule } from './users/users.module';
import { VideosModule } from './videos/videos.module';
import { YoutubeModule } from './youtube/youtube.module';
import { InvitationsModule } from './invitations/invitations.module';
import { AssignmentsModule } from './assignments/assignments.module';
import { SessionLogsModule } from './session-logs/session-logs.module';
import { ParticipantsModule } from './participants/participants.module';
import { MeModule } from './me/me.module';
import { MetricsModule } from './metrics/metrics.module';
import { LibraryModule } from './library/library.module';

@Module({})
export class AppModule {
  /**
   * `env` overrides process.env (tests run several apps with different databases in one process). `logging` is the
   * logger module (loggingModule); without it the app writes no logs.
   */
  static async register(env: Record<string, string | undefined> = {}, logging?: DynamicModule): Promise<DynamicModule> {
    const config = await ConfigModule.forRoot({
      isGlobal: true,
      skipProcessEnv: true,
      validate: (raw) => validateEnv({ ...raw, ...env }),
    });
    return {
      module: AppModule,
      imports: [
        config,
        ...(logging ? [logging] : []),
        DatabaseModule,
        MetricsModule,
        RedisModule,
        RateLimitModule,
        YoutubeModule,
        UsersModule,
        ExercisesModule,
        VideosModule,
        DetectModule,
        HealthModule,
        ProgramsModule,
        CollectionsModule,
        ContactModule,
        InvitationsModule,
        AssignmentsModule,
        SessionLogsModule,
        ParticipantsModule,
        MeModule,
        LibraryModule,
      ],
      providers: [
        // Order matters: authenticate first, then check the role.
        { provide: APP_GUARD, useClass: TokenAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
