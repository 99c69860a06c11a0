import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DetectResponse } from '@physio/contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import type { User } from '../users/entities/user.entity';
import { DetectService } from './detect.service';
import { DetectDto } from './dto/detect.dto';
import { ApiAnswer, ApiErrors, ApiProfessional } from '../api-docs/responses';

@ApiTags('exercises')
@ApiProfessional()
@Roles('professional')
@Controller('exercises')
export class DetectController {
  constructor(private readonly detectService: DetectService) {}

  @Post('detect')
  @HttpCode(200)
  @ApiAnswer(200, 'DetectResponse')
  @ApiErrors(400, 404, 413, 502)
  @ApiOperation({ summary: 'Finds exercises in a YouTube video from its chapters or captions (nothing is saved).' })
  detect(@CurrentUser() user: User, @Body() dto: DetectDto): Promise<DetectResponse> {
    return this.detectService.detect(user.id, dto);
  }
}
