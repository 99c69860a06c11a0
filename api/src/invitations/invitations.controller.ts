import { Body, Controller, Delete, Get, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AcceptInvitationResponse, CreatedInvitation, Invitation } from '@physio/contracts';
import {
  ApiAnswer,
  ApiErrors,
  ApiListAnswer,
  ApiNoContent,
  ApiParticipant,
  ApiProfessional,
} from '../api-docs/responses';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import type { User } from '../users/entities/user.entity';
import { AcceptInvitationDto, InvitationDto } from './dto/invitation.dto';
import { INVITATION_NOT_FOUND, InvitationsService } from './invitations.service';

@ApiTags('invitations')
@Controller('invitations')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Post()
  @Roles('professional')
  @ApiProfessional()
  @ApiAnswer(201, 'CreatedInvitation')
  @ApiErrors(400)
  @ApiOperation({ summary: 'A one-time code, valid 14 days, and the sign-up link that carries it (201).' })
  create(@CurrentUser() user: User, @Body() dto: InvitationDto): Promise<CreatedInvitation> {
    return this.invitations.create(user.id, dto);
  }

  @Get()
  @Roles('professional')
  @ApiProfessional()
  @ApiListAnswer('Invitation')
  @ApiOperation({ summary: "This professional's open invitations (not used, revoked or expired), newest first." })
  list(@CurrentUser() user: User): Promise<Invitation[]> {
    return this.invitations.listOpen(user.id);
  }

  @Post('accept')
  @HttpCode(200)
  @Roles('participant')
  @ApiParticipant()
  @ApiAnswer(200, 'AcceptInvitationResponse')
  @ApiErrors(400, 429)
  @ApiOperation({
    summary:
      'Links this participant to the professional who made the code; 400 for an unknown, used, revoked or expired code.',
  })
  accept(
    @CurrentUser() user: User,
    @Body() dto: AcceptInvitationDto,
    @Ip() ip: string,
  ): Promise<AcceptInvitationResponse> {
    return this.invitations.accept(user, dto.code, ip);
  }

  @Delete(':id')
  @HttpCode(204)
  @Roles('professional')
  @ApiProfessional()
  @ApiNoContent('Revoked: the code no longer links anyone.')
  @ApiErrors(404)
  @ApiOperation({ summary: 'Revokes an open invitation (204).' })
  async revoke(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(INVITATION_NOT_FOUND)) id: number,
  ): Promise<void> {
    await this.invitations.revoke(user.id, id);
  }
}
