/** What one page says along detect → review → save; the add-video page and the video page word it differently. */
export interface DetectTexts {
  detectLabel: string;
  detectingLabel: string;
  detectingProgress: string;
  /** When set, the outcome of a detection is also written under the form, not only in a notification. */
  inlineStatus: boolean;
  foundTitle: string;
  found(count: number, videoTitle: string): string;
  failedTitle: string;
  failedFallback: string;
  saved: string;
  savingProgress: string;
}

export const ADD_VIDEO_TEXTS: DetectTexts = {
  detectLabel: 'Detect Exercises',
  detectingLabel: 'Detecting...',
  detectingProgress: 'Detecting exercises… this can take a few seconds.',
  inlineStatus: true,
  foundTitle: 'Success',
  found: (count, videoTitle) => `Extracted ${count} exercises from "${videoTitle}"`,
  failedTitle: 'Error',
  failedFallback: 'Failed to extract exercises',
  saved: 'Video and exercises saved successfully',
  savingProgress: 'Saving the video and its exercises…',
};

export const VIDEO_PAGE_TEXTS: DetectTexts = {
  detectLabel: 'Extract Exercises',
  detectingLabel: 'Extracting...',
  detectingProgress: 'Extracting exercises…',
  inlineStatus: false,
  foundTitle: 'Exercises detected successfully',
  found: (count) => `Found ${count} new exercises.`,
  failedTitle: 'Error detecting exercises',
  failedFallback: 'Failed to detect exercises',
  saved: 'Exercises saved successfully',
  savingProgress: 'Saving exercises…',
};

export const INVALID_URL = 'Please enter a valid YouTube URL';
export const ALL_SAVED_TITLE = 'No new exercises found';
export const ALL_SAVED = 'All exercises from this video have already been extracted.';
export const INVALID_DRAFTS = 'Please fill in all fields correctly';
