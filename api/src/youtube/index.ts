export { createYoutubeClient, youtubeOptionsFromEnv } from './create-youtube-client';
export { OFFLINE_DEMO_NOTICE, YoutubeClient } from './youtube-client';
export {
  YOUTUBE_ERROR_HTTP_STATUS,
  YOUTUBE_ERROR_MESSAGES,
  YoutubeError,
  type YoutubeErrorCode,
} from './youtube-error';
export {
  DEFAULT_YOUTUBE_API_BASE_URL,
  type ChannelUploads,
  type DataApiResponder,
  type YoutubeChannel,
  type YoutubeClientMode,
  type YoutubeClientOptions,
  type YoutubeVideo,
} from './youtube-types';
export { createDataApiResponder } from './data-api-responder';
export { loadCatalogue, type Catalogue } from './catalogue-loader';
