import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  BulkSaveResponse,
  FetchChannelVideosResponse,
  Page,
  Video as VideoJson,
  VideoStatsResponse,
} from '@physio/contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { RequestUrl } from '../common/decorators/request-url.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import type { User } from '../users/entities/user.entity';
import { ChannelImportService } from './channel-import.service';
import { BulkSaveDto } from './dto/bulk-save.dto';
import { FetchChannelVideosDto } from './dto/fetch-channel-videos.dto';
import { VideoListQueryDto } from './dto/video-list-query.dto';
import { VIDEO_PAGE_SCHEMA, VIDEO_SCHEMA, VIDEO_STATS_SCHEMA } from './schemas/video-schemas';
import { VideoStatsService } from './video-stats.service';
import { VIDEO_NOT_FOUND, VideosService } from './videos.service';
import { ApiAnswer, ApiErrors, ApiProfessional } from '../api-docs/responses';

@ApiTags('videos')
@ApiProfessional()
@Roles('professional')
@Controller('videos')
export class VideosController {
  constructor(
    private readonly videos: VideosService,
    private readonly stats: VideoStatsService,
    private readonly channels: ChannelImportService,
  ) {}

  @Get()
  @ApiAnswer(200, 'VideoPage')
  @ApiErrors(400, 404)
  @RouteSchema({ response: { 200: VIDEO_PAGE_SCHEMA } })
  @ApiOperation({ summary: 'This library, newest first: {count, next, previous, results}.' })
  list(
    @CurrentUser() user: User,
    @Query() query: VideoListQueryDto,
    @RequestUrl() url: string,
  ): Promise<Page<VideoJson>> {
    return this.videos.list(user.id, query, url);
  }

  @Get('stats')
  @ApiAnswer(200, 'VideoStatsResponse')
  @RouteSchema({ response: { 200: VIDEO_STATS_SCHEMA } })
  @ApiOperation({ summary: 'video_stats and exercise_stats of this library.' })
  getStats(@CurrentUser() user: User): Promise<VideoStatsResponse> {
    return this.stats.forOwner(user.id);
  }

  @Post('fetch_channel_videos')
  @HttpCode(200)
  @ApiAnswer(200, 'FetchChannelVideosResponse')
  @ApiErrors(400, 404, 502)
  @ApiOperation({ summary: "A YouTube channel's uploads with `exists` flags." })
  fetchChannel(@CurrentUser() user: User, @Body() dto: FetchChannelVideosDto): Promise<FetchChannelVideosResponse> {
    return this.channels.fetchChannel(user.id, dto.channel_name);
  }

  @Post('bulk_save')
  @HttpCode(200)
  @ApiAnswer(200, 'BulkSaveResponse')
  @ApiErrors(400)
  @ApiOperation({ summary: 'Saves up to 500 channel videos; idempotent.' })
  bulkSave(@CurrentUser() user: User, @Body() dto: BulkSaveDto): Promise<BulkSaveResponse> {
    return this.channels.bulkSave(user.id, dto);
  }

  @Get(':id')
  @ApiAnswer(200, 'Video')
  @ApiErrors(404)
  @RouteSchema({ response: { 200: VIDEO_SCHEMA } })
  @ApiOperation({ summary: 'One video with its exercises (ordered by start_time) and their tags.' })
  detail(@CurrentUser() user: User, @Param('id', new ParseIdPipe(VIDEO_NOT_FOUND)) id: number): Promise<VideoJson> {
    return this.videos.detail(user.id, id);
  }

  @Delete(':id')
  @ApiAnswer(200, 'MessageResponse')
  @ApiErrors(404)
  @ApiOperation({ summary: 'Deletes a video with its exercises; answers {"message": "ok"}.' })
  remove(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(VIDEO_NOT_FOUND)) id: number,
  ): Promise<{ message: string }> {
    return this.videos.remove(user.id, id);
  }
}
