import { ApiProperty } from '@nestjs/swagger';
import type { RemoteLoadOutcome, RemoteLoadReport, RemoteLoadsRequest } from '@physio/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsString,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';

export const REMOTE_NAMES = ['mfe_public', 'mfe_professional', 'mfe_participant'] as const;
export const REMOTE_LOAD_OUTCOMES: readonly RemoteLoadOutcome[] = ['loaded', 'fallback', 'failed'];
/** One page's loads: three remotes, each with a few versions tried at most; more is not a page. */
export const MAX_REPORTS_PER_REQUEST = 20;
/** A build id (2026-11-21.3, a git sha) or a host:port; anything else would be free text in a metric label. */
export const VERSION_LABEL = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

export class RemoteLoadReportDto implements RemoteLoadReport {
  @ApiProperty({ enum: REMOTE_NAMES, example: 'mfe_public' })
  @IsIn(REMOTE_NAMES, { message: `remote must be one of ${REMOTE_NAMES.join(', ')}.` })
  remote: RemoteLoadReport['remote'];

  @ApiProperty({ example: '2026-11-21.3', description: 'Build id of the version, or its server host.' })
  @Matches(VERSION_LABEL, {
    message: 'version must be a build id or a host: up to 64 letters, digits, dots, dashes, underscores or colons.',
  })
  @IsString({ message: 'version is required.' })
  version: string;

  @ApiProperty({ enum: REMOTE_LOAD_OUTCOMES, example: 'loaded' })
  @IsIn(REMOTE_LOAD_OUTCOMES, { message: `outcome must be one of ${REMOTE_LOAD_OUTCOMES.join(', ')}.` })
  outcome: RemoteLoadOutcome;

  @ApiProperty({ example: 182, minimum: 0, maximum: 600000, type: 'integer' })
  @Max(600_000, { message: 'durationMs must be at most 600000 (ten minutes).' })
  @Min(0, { message: 'durationMs must not be negative.' })
  @IsInt({ message: 'durationMs must be a whole number of milliseconds.' })
  durationMs: number;
}

export class RemoteLoadsDto implements RemoteLoadsRequest {
  @ApiProperty({ type: [RemoteLoadReportDto], minItems: 1, maxItems: MAX_REPORTS_PER_REQUEST })
  @Type(() => RemoteLoadReportDto)
  @ValidateNested({ each: true })
  @ArrayMaxSize(MAX_REPORTS_PER_REQUEST, {
    message: `At most ${MAX_REPORTS_PER_REQUEST} loads can be reported at once.`,
  })
  @ArrayMinSize(1, { message: 'loads must list at least one load.' })
  @IsArray({ message: 'loads must be a list.' })
  loads: RemoteLoadReportDto[];
}
