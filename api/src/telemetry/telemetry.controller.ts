import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { ApiErrors, ApiNoContent } from '../api-docs/responses';
import { RemoteLoadsDto } from './dto/remote-loads.dto';
import { TelemetryService } from './telemetry.service';

@ApiTags('telemetry')
@Controller('telemetry')
export class TelemetryController {
  constructor(private readonly telemetry: TelemetryService) {}

  @Public()
  @Post('remote-loads')
  @HttpCode(204)
  @ApiNoContent('Counted in /metrics (remote_loads_total); nothing is stored.')
  @ApiErrors(400, 429)
  @ApiOperation({
    summary:
      "Counts a page's remote loads by remote, version and outcome (anonymous, batched, rate-limited per address).",
  })
  remoteLoads(@Body() dto: RemoteLoadsDto, @Ip() ip: string): Promise<void> {
    return this.telemetry.recordRemoteLoads(dto, ip);
  }
}
