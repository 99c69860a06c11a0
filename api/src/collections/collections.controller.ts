import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Collection } from '@physio/contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import type { User } from '../users/entities/user.entity';
import { COLLECTION_NOT_FOUND, CollectionsService } from './collections.service';
import { AddCollectionVideosDto, CollectionDto } from './dto/collection.dto';
import { ApiAnswer, ApiErrors, ApiListAnswer, ApiProfessional } from '../api-docs/responses';

@ApiTags('collections')
@ApiProfessional()
@Roles('professional')
@Controller('collections')
export class CollectionsController {
  constructor(private readonly collections: CollectionsService) {}

  @Get()
  @ApiListAnswer('Collection')
  @ApiOperation({ summary: "This professional's video collections with their video ids." })
  list(@CurrentUser() user: User): Promise<Collection[]> {
    return this.collections.list(user.id);
  }

  @Post()
  @ApiAnswer(201, 'Collection')
  @ApiErrors(400, 409)
  @ApiOperation({ summary: 'Creates a collection (201); a name already used (any case) is 409.' })
  create(@CurrentUser() user: User, @Body() dto: CollectionDto): Promise<Collection> {
    return this.collections.create(user.id, dto);
  }

  @Put(':id')
  @ApiAnswer(200, 'Collection')
  @ApiErrors(400, 404, 409)
  @ApiOperation({ summary: 'Renames a collection; a name already used (any case) is 409.' })
  rename(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(COLLECTION_NOT_FOUND)) id: number,
    @Body() dto: CollectionDto,
  ): Promise<Collection> {
    return this.collections.rename(user.id, id, dto);
  }

  @Delete(':id')
  @ApiAnswer(200, 'MessageResponse')
  @ApiErrors(404)
  @ApiOperation({ summary: 'Deletes a collection (its videos stay in the library); answers {"message": "ok"}.' })
  remove(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(COLLECTION_NOT_FOUND)) id: number,
  ): Promise<{ message: string }> {
    return this.collections.remove(user.id, id);
  }

  @Post(':id/videos')
  @ApiAnswer(201, 'Collection')
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'Adds library videos to a collection (201); ones already in it are skipped.' })
  addVideos(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(COLLECTION_NOT_FOUND)) id: number,
    @Body() dto: AddCollectionVideosDto,
  ): Promise<Collection> {
    return this.collections.addVideos(user.id, id, dto);
  }

  @Delete(':id/videos/:videoId')
  @ApiAnswer(200, 'Collection')
  @ApiErrors(404)
  @ApiOperation({ summary: 'Takes one video out of a collection (it stays in the library).' })
  removeVideo(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(COLLECTION_NOT_FOUND)) id: number,
    @Param('videoId', new ParseIdPipe('This video is not in the collection.')) videoId: number,
  ): Promise<Collection> {
    return this.collections.removeVideo(user.id, id, videoId);
  }
}
