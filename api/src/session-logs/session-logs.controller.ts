import { Body, Controller, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionLog } from '@physio/contracts';
import type { FastifyReply } from 'fastify';
import { ApiAnswer, ApiErrors, ApiParticipant } from '../api-docs/responses';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import type { User } from '../users/entities/user.entity';
import { SessionLogDto } from './dto/session-log.dto';
import { SessionLogsService } from './session-logs.service';

@ApiTags('session-logs')
@ApiParticipant()
@Roles('participant')
@Controller('session-logs')
export class SessionLogsController {
  constructor(private readonly sessionLogs: SessionLogsService) {}

  @Post()
  @ApiAnswer(201, 'SessionLog', 'Logged.')
  @ApiAnswer(200, 'SessionLog', 'Replaced the log of that assignment and date.')
  @ApiErrors(400)
  @ApiOperation({
    summary:
      'Logs a session: 201, or 200 when that assignment and date were logged before (one log per assignment and date). 400 for a future date, a date outside the assignment or an item not in it.',
  })
  async log(
    @CurrentUser() user: User,
    @Body() dto: SessionLogDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionLog> {
    const { created, log } = await this.sessionLogs.log(user.id, dto);
    if (!created) void reply.status(200);
    return log;
  }
}
