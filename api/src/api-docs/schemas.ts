import type { SchemaObject } from '@nestjs/swagger';
import type {
  ApiErrorBody,
  AuthResponse,
  BulkSaveResponse,
  ChannelVideo,
  Collection,
  CsrfResponse,
  DetectedExercise,
  DetectResponse,
  ExerciseDosage,
  ExerciseListItem,
  FetchChannelVideosResponse,
  HealthResponse,
  MessageResponse,
  Program,
  ProgramItem,
  SavedExercise,
  SaveExercisesResponse,
  Tag,
  User,
  Video,
  VideoStatsResponse,
} from '@physio/contracts';
import {
  arrayOf,
  bool,
  dateTime,
  int,
  nullable,
  num,
  objectOf,
  oneOfStrings,
  optional,
  pageOf,
  ref,
  str,
} from './schema-builders';
import { DIFFICULTIES, STATUSES } from '../programs/dto/program.dto';
import { CARE_SCHEMAS } from './care-schemas';
import { LIBRARY_SCHEMAS } from './library-schemas';

const savedVideo = objectOf<SaveExercisesResponse['video']>({
  id: int('Our id of the video.'),
  video_id: str("The platform's id."),
  title: str(),
});

/**
 * The response bodies of the API, one per type of @physio/contracts, under components.schemas. `objectOf<T>` keeps
 * each in step with its type; the OpenAPI contract test checks the generated client against the types as well.
 */
/** Dosage a saved exercise keeps (what the video stated); the care loop's assignment defaults to it. */
const savedDosage = {
  sets: optional(int('Sets the video states; the default when the exercise is assigned.')),
  reps: optional(int()),
  hold_seconds: optional(int()),
  side: optional(oneOfStrings('each', 'left', 'right', 'both')),
};

export const API_SCHEMAS = {
  ApiErrorBody: objectOf<ApiErrorBody>(
    {
      error: str('A sentence fit to show a user.'),
      details: optional({
        type: 'object',
        additionalProperties: arrayOf(str()),
        description: 'Per-field messages for validation failures.',
      }),
    },
    'Every non-2xx body of the API.',
  ),
  MessageResponse: objectOf<MessageResponse>({ message: str() }),
  CsrfResponse: objectOf<CsrfResponse>({ csrftoken: str('Send back as X-CSRFToken.') }),
  User: objectOf<User>({ id: int(), username: str(), email: str(), is_professional: bool() }),
  AuthResponse: objectOf<AuthResponse>({ token: str('Send as "Authorization: Token <token>".'), user: ref('User') }),
  HealthResponse: objectOf<HealthResponse>({
    status: oneOfStrings('ok', 'unavailable'),
    database: optional(oneOfStrings('up', 'down')),
    redis: optional(oneOfStrings('up', 'down')),
  }),
  Tag: objectOf<Tag>({ id: int(), name: str() }),
  SavedExercise: objectOf<SavedExercise>({
    id: int(),
    title: str(),
    start_time: int('Seconds from the start of the video.'),
    end_time: int(),
    tags: arrayOf(ref('Tag')),
    ...savedDosage,
    published_slug: optional(nullable(str('Its slug in the public library, or null when not published.'))),
  }),
  ExerciseListItem: objectOf<ExerciseListItem>({
    id: int(),
    title: str(),
    start_time: int('Seconds from the start of the video.'),
    end_time: int(),
    tags: arrayOf(ref('Tag')),
    ...savedDosage,
    published_slug: optional(nullable(str())),
    video: savedVideo,
  }),
  ExerciseListPage: pageOf('ExerciseListItem'),
  SaveExercisesResponse: objectOf<SaveExercisesResponse>({
    video: savedVideo,
    exercises: arrayOf(ref('SavedExercise')),
  }),
  DetectedExercise: objectOf<DetectedExercise>({
    start: num('Seconds from the start of the video.'),
    end: num(),
    type: str("The exercise's kind."),
    title: optional(str()),
    id: optional(str()),
    tags: optional(arrayOf(str())),
    pattern_matches: objectOf<DetectedExercise['pattern_matches']>({ form_cues: arrayOf(str()) }),
    already_saved: bool("True when an exercise of this title is already saved on this professional's copy."),
    confidence: oneOfStrings('known', 'inferred'),
    sets: optional(int('Stated in the video, e.g. "3x10".')),
    reps: optional(int()),
    hold_seconds: optional(int('Seconds to hold, e.g. "hold 30 s".')),
    side: optional(oneOfStrings('each', 'left', 'right', 'both')),
  }),
  DetectResponse: objectOf<DetectResponse>({
    video_id: str('The YouTube id.'),
    video_title: str(),
    exercises: arrayOf(ref('DetectedExercise')),
    source: optional(oneOfStrings('chapters', 'captions', 'none')),
    message: optional(str()),
    notice: optional(str('Set when the offline demo catalogue answered instead of YouTube.')),
  }),
  Video: objectOf<Video>({
    id: int(),
    platform: oneOfStrings('youtube', 'instagram'),
    title: str(),
    url: str(),
    video_id: str("The platform's own id."),
    thumbnail_url: nullable(str()),
    view_count: int(),
    duration_seconds: int(),
    duration_formatted: str(),
    published_at: nullable(dateTime()),
    published_at_formatted: str(),
    created_at: dateTime(),
    exercises_extracted: bool(),
    exercises: arrayOf(ref('SavedExercise')),
  }),
  VideoPage: pageOf('Video'),
  VideoStatsResponse: objectOf<VideoStatsResponse>({
    video_stats: objectOf<VideoStatsResponse['video_stats']>({
      total_videos: int(),
      total_duration: int(),
      total_views: int(),
    }),
    exercise_stats: objectOf<VideoStatsResponse['exercise_stats']>({
      total_exercises: int(),
      total_categories: int(),
      total_tags: int(),
    }),
  }),
  ChannelVideo: objectOf<ChannelVideo>({
    video_id: str(),
    title: str(),
    thumbnail: str(),
    duration: str('ISO-8601 duration such as PT4M13S.'),
    view_count: str(),
    published_at: str(),
    exists: bool('True when this professional has already saved the video.'),
  }),
  FetchChannelVideosResponse: objectOf<FetchChannelVideosResponse>({
    videos: arrayOf(ref('ChannelVideo')),
    channel: optional(objectOf<NonNullable<FetchChannelVideosResponse['channel']>>({ id: str(), title: str() })),
    notice: optional(str('Set when the offline demo catalogue answered instead of YouTube.')),
  }),
  BulkSaveResponse: objectOf<BulkSaveResponse>({ message: str(), errors: optional(arrayOf(str())) }),
  ProgramItem: objectOf<ProgramItem>({
    id: int(),
    position: int(),
    exercise_id: nullable(int()),
    video_id: int('Our id of the video.'),
    video_platform_id: str('The 11-character YouTube id, for the player.'),
    video_title: str(),
    start_time: int(),
    end_time: int(),
    title: str(),
    exercise_dosage: optional(
      objectOf<ExerciseDosage>({ ...savedDosage }, "The saved exercise's dosage: the default when assigning."),
    ),
  }),
  Program: objectOf<Program>({
    id: int(),
    title: str(),
    description: str(),
    difficulty: oneOfStrings(...DIFFICULTIES),
    status: oneOfStrings(...STATUSES),
    items: arrayOf(ref('ProgramItem')),
    video_count: int(),
    total_duration: int(),
    created_at: dateTime(),
    updated_at: dateTime(),
  }),
  Collection: objectOf<Collection>({
    id: int(),
    name: str(),
    video_ids: arrayOf(int()),
    video_count: int(),
    created_at: dateTime(),
    updated_at: dateTime(),
  }),
  ...CARE_SCHEMAS,
  ...LIBRARY_SCHEMAS,
} satisfies Record<string, SchemaObject>;

export type ApiSchemaName = keyof typeof API_SCHEMAS;
