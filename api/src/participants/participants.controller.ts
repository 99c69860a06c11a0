import { Controller, Delete, Get, HttpCode, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CareOverview, Page, ParticipantDetail, ParticipantSummary } from '@physio/contracts';
import { ApiAnswer, ApiErrors, ApiNoContent, ApiProfessional } from '../api-docs/responses';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { RequestUrl } from '../common/decorators/request-url.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import type { User } from '../users/entities/user.entity';
import { ParticipantListQueryDto } from './dto/participant-list-query.dto';
import { PARTICIPANT_NOT_FOUND, ParticipantsService } from './participants.service';

@ApiTags('participants')
@ApiProfessional()
@Roles('professional')
@Controller('participants')
export class ParticipantsController {
  constructor(private readonly participants: ParticipantsService) {}

  @Get()
  @ApiAnswer(200, 'ParticipantSummaryPage')
  @ApiErrors(400, 404)
  @ApiOperation({
    summary:
      "This professional's linked participants by username, with adherence over 7 and 28 days (0–1, null when nothing was scheduled) on the assignments this professional made; `search` filters.",
  })
  list(
    @CurrentUser() user: User,
    @Query() query: ParticipantListQueryDto,
    @RequestUrl() url: string,
  ): Promise<Page<ParticipantSummary>> {
    return this.participants.list(user.id, query, url);
  }

  // Before ':id', which would otherwise take "overview" for an id.
  @Get('overview')
  @ApiAnswer(200, 'CareOverview')
  @ApiOperation({
    summary:
      "The studio's care figures: linked participants, and adherence over 28 days pooled over every assignment this professional made for them (0–1, null when nothing was scheduled).",
  })
  overview(@CurrentUser() user: User): Promise<CareOverview> {
    return this.participants.overview(user.id);
  }

  @Get(':id')
  @ApiAnswer(200, 'ParticipantDetail')
  @ApiErrors(404)
  @ApiOperation({
    summary: 'One linked participant with the assignments this professional made and progress on them (90 days).',
  })
  detail(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(PARTICIPANT_NOT_FOUND)) id: number,
  ): Promise<ParticipantDetail> {
    return this.participants.detail(user.id, id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContent('Unlinked: the assignments this professional made for the participant have ended.')
  @ApiErrors(404)
  @ApiOperation({ summary: 'Unlinks a participant and ends their assignments from this professional (204).' })
  async unlink(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(PARTICIPANT_NOT_FOUND)) id: number,
  ): Promise<void> {
    await this.participants.unlink(user.id, id);
  }
}
