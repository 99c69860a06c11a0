import { Module } from '@nestjs/common';
import { TelemetryController } from './telemetry.controller';
import { TelemetryService } from './telemetry.service';

@Module({ controllers: [TelemetryController], providers: [TelemetryService] })
export class TelemetryModule {}
