import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ParticipantDashboard, ParticipantHistory, TodayResponse } from '@physio/contracts';
import { ApiAnswer, ApiErrors, ApiParticipant } from '../api-docs/responses';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { todayUtc } from '../schedule/iso-dates';
import type { User } from '../users/entities/user.entity';
import { DateQueryDto } from './dto/date-query.dto';
import { MeService } from './me.service';

@ApiTags('me')
@ApiParticipant()
@Roles('participant')
@Controller('me')
export class MeController {
  constructor(private readonly me: MeService) {}

  @Get('today')
  @ApiAnswer(200, 'TodayResponse')
  @ApiErrors(400)
  @ApiOperation({
    summary:
      "The assignments scheduled on the participant's local date, each with its items and whether it was logged.",
  })
  today(@CurrentUser() user: User, @Query() query: DateQueryDto): Promise<TodayResponse> {
    return this.me.today(user.id, query.date ?? todayUtc());
  }

  @Get('history')
  @ApiAnswer(200, 'ParticipantHistory')
  @ApiErrors(400)
  @ApiOperation({
    summary:
      "The participant's own progress over every assignment (from every professional) up to their local date: adherence over 7 and 28 days and per week (12 weeks), pain per day and the sessions of the last 90 days with program and notes.",
  })
  history(@CurrentUser() user: User, @Query() query: DateQueryDto): Promise<ParticipantHistory> {
    return this.me.history(user.id, query.date ?? todayUtc());
  }

  @Get('dashboard')
  @ApiAnswer(200, 'ParticipantDashboard')
  @ApiErrors(400)
  @ApiOperation({
    summary:
      "The participant's figures: active programs, completed exercises, progress score (adherence over 28 days, 0–100), upcoming sessions, recent activity and progress per program.",
  })
  dashboard(@CurrentUser() user: User, @Query() query: DateQueryDto): Promise<ParticipantDashboard> {
    return this.me.dashboard(user.id, query.date ?? todayUtc());
  }
}
