import { ApiPropertyOptional } from '@nestjs/swagger';
import type { LibraryExerciseQuery, LibraryProgramQuery, ProgramDifficulty } from '@physio/contracts';
import { LIBRARY_LIMITS } from '@physio/util';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Transform } from 'class-transformer';
import { toInt } from '../../common/pagination/page-query.dto';
import { Trim } from '../../common/validation/transforms';
import { BODY_PART_SLUGS, CATEGORY_SLUGS, CONDITION_SLUGS, DIFFICULTY_SLUGS } from '../library-terms';

const L = LIBRARY_LIMITS;

/** `?page=&page_size=` of the public library: 12 a page by default, larger sizes capped at 50. */
export class LibraryPageQueryDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Transform(toInt)
  @Min(1, { message: 'page must be 1 or more.' })
  @IsInt({ message: 'page must be a whole number.' })
  page: number = 1;

  @ApiPropertyOptional({
    default: L.pageSizeDefault,
    minimum: 1,
    maximum: L.pageSizeMax,
    description: `Larger values are capped at ${L.pageSizeMax}.`,
  })
  @IsOptional()
  @Transform(toInt)
  @Min(1, { message: 'page_size must be 1 or more.' })
  @IsInt({ message: 'page_size must be a whole number.' })
  page_size: number = L.pageSizeDefault;

  @ApiPropertyOptional({ description: 'Words to find; the last may be the start of a word (as people type).' })
  @IsOptional()
  @Trim()
  @MaxLength(L.searchMax, { message: `search must be at most ${L.searchMax} characters long.` })
  @IsString({ message: 'search must be text.' })
  search?: string;

  @ApiPropertyOptional({ enum: DIFFICULTY_SLUGS })
  @IsOptional()
  @IsIn(DIFFICULTY_SLUGS, { message: 'difficulty must be beginner, intermediate or advanced.' })
  difficulty?: ProgramDifficulty;
}

export class LibraryExerciseQueryDto extends LibraryPageQueryDto implements LibraryExerciseQuery {
  @ApiPropertyOptional({ enum: CATEGORY_SLUGS })
  @IsOptional()
  @IsIn(CATEGORY_SLUGS, { message: 'category must be one of the library categories.' })
  category?: string;

  @ApiPropertyOptional({ enum: BODY_PART_SLUGS })
  @IsOptional()
  @IsIn(BODY_PART_SLUGS, { message: 'body_part must be one of the library body parts.' })
  body_part?: string;

  @ApiPropertyOptional({ enum: CONDITION_SLUGS })
  @IsOptional()
  @IsIn(CONDITION_SLUGS, { message: 'condition must be one of the library conditions.' })
  condition?: string;
}

export class LibraryProgramQueryDto extends LibraryPageQueryDto implements LibraryProgramQuery {}

export class LibraryChangesQueryDto {
  @ApiPropertyOptional({ description: 'The cursor of the last answer; 0 or absent: only the current cursor.' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value))
  @Min(0, { message: 'after must be 0 or more.' })
  @IsInt({ message: 'after must be a whole number.' })
  after: number = 0;
}
