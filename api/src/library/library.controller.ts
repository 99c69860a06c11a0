import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  LibraryChanges,
  LibraryExerciseDetail,
  LibraryExerciseSummary,
  LibraryFacets,
  LibraryProgramDetail,
  LibraryProgramSummary,
  LibrarySitemap,
  Page,
} from '@physio/contracts';
import { ApiAnswer, ApiErrors } from '../api-docs/responses';
import { Public } from '../common/decorators/public.decorator';
import { RequestUrl } from '../common/decorators/request-url.decorator';
import { LibraryChangesQueryDto, LibraryExerciseQueryDto, LibraryProgramQueryDto } from './dto/library-query.dto';
import { LibraryReader } from './library-reader';

/**
 * Public reads may be kept by browsers and shared caches for a few seconds: a publication shows within the 5 s the
 * site promises, and servers that cache pages for longer follow the change feed, which is never cached.
 */
const PUBLIC_CACHE = 'public, max-age=5';

@ApiTags('library')
@Public()
@Controller('library')
export class LibraryController {
  constructor(private readonly library: LibraryReader) {}

  @Get('exercises')
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiAnswer(200, 'LibraryExercisePage')
  @ApiErrors(400, 404)
  @ApiOperation({
    summary:
      'Published exercises: filters combine with AND; `search` matches title, description, tags, body part and ' +
      'condition names (the last word also as a prefix), most relevant first; otherwise newest first.',
  })
  exercises(@Query() query: LibraryExerciseQueryDto, @RequestUrl() url: string): Promise<Page<LibraryExerciseSummary>> {
    return this.library.exercises(query, url);
  }

  @Get('exercises/:slug')
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiAnswer(200, 'LibraryExerciseDetail')
  @ApiErrors(404)
  @ApiOperation({ summary: 'One published exercise with its instructions and video segment.' })
  exercise(@Param('slug') slug: string): Promise<LibraryExerciseDetail> {
    return this.library.exercise(slug);
  }

  @Get('facets')
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiAnswer(200, 'LibraryFacets')
  @ApiOperation({ summary: 'Published exercises per category, body part, condition and difficulty (every term).' })
  facets(): Promise<LibraryFacets> {
    return this.library.facets();
  }

  @Get('programs')
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiAnswer(200, 'LibraryProgramPage')
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'Published programs, newest first; `search` (title, description) and `difficulty`.' })
  programs(@Query() query: LibraryProgramQueryDto, @RequestUrl() url: string): Promise<Page<LibraryProgramSummary>> {
    return this.library.programs(query, url);
  }

  @Get('programs/:slug')
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiAnswer(200, 'LibraryProgramDetail')
  @ApiErrors(404)
  @ApiOperation({ summary: 'One published program with its items.' })
  program(@Param('slug') slug: string): Promise<LibraryProgramDetail> {
    return this.library.program(slug);
  }

  @Get('sitemap')
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiAnswer(200, 'LibrarySitemap')
  @ApiOperation({ summary: 'Every published exercise and program with its last change, for sitemap.xml.' })
  sitemap(): Promise<LibrarySitemap> {
    return this.library.sitemap();
  }

  @Get('changes')
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(200, 'LibraryChanges')
  @ApiErrors(400)
  @ApiOperation({
    summary:
      'What was published, updated or unpublished after the cursor `after` (0: just the current cursor). ' +
      '`reset`: the feed no longer reaches back that far, drop every cached library page.',
  })
  changes(@Query() query: LibraryChangesQueryDto): Promise<LibraryChanges> {
    return this.library.changes(query);
  }
}
