import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Assignment } from '@physio/contracts';
import {
  ApiAnswer,
  ApiErrors,
  ApiListAnswer,
  ApiNoContent,
  ApiProfessional,
  ApiTokenAuth,
} from '../api-docs/responses';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { handoutFileName } from '../handouts/handout-text';
import { renderHandout } from '../handouts/handout-pdf';
import type { User } from '../users/entities/user.entity';
import { ASSIGNMENT_NOT_FOUND, AssignmentsService } from './assignments.service';
import { AssignmentDto, AssignmentListQueryDto, AssignmentUpdateDto } from './dto/assignment.dto';

@ApiTags('assignments')
@Controller('assignments')
export class AssignmentsController {
  constructor(private readonly assignments: AssignmentsService) {}

  @Get()
  @ApiTokenAuth()
  @ApiListAnswer('Assignment')
  @ApiErrors(400)
  @ApiOperation({
    summary:
      'Professionals: the assignments they made (`participant_id` narrows to one participant); participants: their own. Newest first.',
  })
  list(@CurrentUser() user: User, @Query() query: AssignmentListQueryDto): Promise<Assignment[]> {
    return this.assignments.list(user, query);
  }

  @Post()
  @Roles('professional')
  @ApiProfessional()
  @ApiAnswer(201, 'Assignment')
  @ApiErrors(400)
  @ApiOperation({
    summary:
      'Assigns a program to a linked participant: a copy of its items with their dosage (defaults 3 × 10, hold 0, rest 30) on a weekly schedule (201).',
  })
  create(@CurrentUser() user: User, @Body() dto: AssignmentDto): Promise<Assignment> {
    return this.assignments.create(user.id, dto);
  }

  @Get(':id')
  @ApiTokenAuth()
  @ApiAnswer(200, 'Assignment')
  @ApiErrors(404)
  @ApiOperation({ summary: 'One assignment, to the professional who made it or the participant who follows it.' })
  detail(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(ASSIGNMENT_NOT_FOUND)) id: number,
  ): Promise<Assignment> {
    return this.assignments.detail(user, id);
  }

  @Get(':id/handout')
  @ApiTokenAuth()
  @ApiResponse({
    status: 200,
    description: 'The handout, a PDF shown in the browser (`Content-Disposition: inline`).',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrors(404)
  @ApiOperation({
    summary:
      'The assignment as a printable handout (PDF): title, therapist, schedule, and each exercise with its dosage, notes and a link that opens its video segment.',
  })
  async handout(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(ASSIGNMENT_NOT_FOUND)) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const assignment = await this.assignments.detail(user, id);
    const pdf = await renderHandout(assignment);
    reply.header('Content-Disposition', `inline; filename="${handoutFileName(assignment.program_title)}"`);
    return new StreamableFile(pdf, { type: 'application/pdf', length: pdf.length });
  }

  @Put(':id')
  @Roles('professional')
  @ApiProfessional()
  @ApiAnswer(200, 'Assignment')
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'Replaces the schedule and sets new dosages for the items named.' })
  update(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(ASSIGNMENT_NOT_FOUND)) id: number,
    @Body() dto: AssignmentUpdateDto,
  ): Promise<Assignment> {
    return this.assignments.update(user.id, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @Roles('professional')
  @ApiProfessional()
  @ApiNoContent('Ended: nothing more is scheduled; the assignment and its logs stay in the history.')
  @ApiErrors(404)
  @ApiOperation({ summary: 'Ends the assignment today (204).' })
  async end(@CurrentUser() user: User, @Param('id', new ParseIdPipe(ASSIGNMENT_NOT_FOUND)) id: number): Promise<void> {
    await this.assignments.end(user.id, id);
  }
}
