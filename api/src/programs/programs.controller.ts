import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Program } from '@physio/contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import type { User } from '../users/entities/user.entity';
import { ProgramDto } from './dto/program.dto';
import { PROGRAM_NOT_FOUND, ProgramsService } from './programs.service';
import { ApiAnswer, ApiErrors, ApiListAnswer, ApiProfessional } from '../api-docs/responses';

@ApiTags('programs')
@ApiProfessional()
@Roles('professional')
@Controller('programs')
export class ProgramsController {
  constructor(private readonly programs: ProgramsService) {}

  @Get()
  @ApiListAnswer('Program')
  @ApiOperation({ summary: "This professional's programs with their items, most recently changed first." })
  list(@CurrentUser() user: User): Promise<Program[]> {
    return this.programs.list(user.id);
  }

  @Post()
  @ApiAnswer(201, 'Program')
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'Creates a program with its ordered items (201).' })
  create(@CurrentUser() user: User, @Body() dto: ProgramDto): Promise<Program> {
    return this.programs.create(user.id, dto);
  }

  @Get(':id')
  @ApiAnswer(200, 'Program')
  @ApiErrors(404)
  @ApiOperation({ summary: 'One program with its items.' })
  detail(@CurrentUser() user: User, @Param('id', new ParseIdPipe(PROGRAM_NOT_FOUND)) id: number): Promise<Program> {
    return this.programs.detail(user.id, id);
  }

  @Put(':id')
  @ApiAnswer(200, 'Program')
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'Replaces the fields and every item of a program.' })
  update(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(PROGRAM_NOT_FOUND)) id: number,
    @Body() dto: ProgramDto,
  ): Promise<Program> {
    return this.programs.update(user.id, id, dto);
  }

  @Delete(':id')
  @ApiAnswer(200, 'MessageResponse')
  @ApiErrors(404)
  @ApiOperation({ summary: 'Deletes a program and its items; answers {"message": "ok"}.' })
  remove(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(PROGRAM_NOT_FOUND)) id: number,
  ): Promise<{ message: string }> {
    return this.programs.remove(user.id, id);
  }
}
