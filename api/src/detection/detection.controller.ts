import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DetectResponse } from '@physio/contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import type { User } from '../users/entities/user.entity';
import { DetectionService } from './detection.service';
import { DetectDto } from './dto/detect.dto';

@ApiTags('exercises')
@ApiBearerAuth('token')
@Roles('professional')
@Controller('exercises')
export class DetectionController {
  constructor(private readonly detection: DetectionService) {}

  @Post('detect')
  @HttpCode(200)
  @ApiOperation({ summary: 'Finds exercises in a YouTube video from its chapters or captions (nothing is saved).' })
  detect(@CurrentUser() user: User, @Body() dto: DetectDto): Promise<DetectResponse> {
    return this.detection.detect(user.id, dto);
  }
}
