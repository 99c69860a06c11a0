// Named groups of videos in one professional's library.
export interface Collection {
  id: number;
  name: string;
  /** Our video ids, in the order they were added. */
  video_ids: number[];
  video_count: number;
  created_at: string;
  updated_at: string;
}

export interface CollectionRequest {
  name: string;
}

export interface AddCollectionVideosRequest {
  video_ids: number[];
}
