import { Module } from '@nestjs/common';
import { SessionLogsController } from './session-logs.controller';
import { SessionLogsService } from './session-logs.service';

@Module({ controllers: [SessionLogsController], providers: [SessionLogsService] })
export class SessionLogsModule {}
