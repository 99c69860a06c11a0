import type { Program, ProgramDifficulty, ProgramRequest, ProgramStatus, Video } from '@physio/contracts';
import { youtubeWatchUrl } from '@physio/util';

export const DIFFICULTIES: ProgramDifficulty[] = ['beginner', 'intermediate', 'advanced'];

export interface WizardSegment {
  key: string;
  exercise_id: number | null;
  title: string;
  start_time: number;
  end_time: number;
}

/** A wizard draft video (id, url, title, segments); segments are saved exercises or the whole video. */
export interface WizardVideo {
  id: number;
  url: string;
  title: string;
  segments: WizardSegment[];
}

export interface ProgramDraft {
  title: string;
  description: string;
  difficulty: ProgramDifficulty;
  videos: WizardVideo[];
}

export type DetailsField = 'title' | 'description';

/** Step 1's messages, one per empty field. */
export function detailsProblems(draft: ProgramDraft): Partial<Record<DetailsField, string>> {
  const problems: Partial<Record<DetailsField, string>> = {};
  if (!draft.title.trim()) problems.title = 'Program title is required.';
  if (!draft.description.trim()) problems.description = 'Description is required.';
  return problems;
}

export const EMPTY_DRAFT: ProgramDraft = { title: '', description: '', difficulty: 'beginner', videos: [] };

/** A library video as wizard segments: its saved exercises, or the whole video when it has none. */
export function videoToWizard(video: Video): WizardVideo {
  const segments: WizardSegment[] = video.exercises.length
    ? video.exercises.map((e) => ({
        key: `e${e.id}`,
        exercise_id: e.id,
        title: e.title,
        start_time: e.start_time,
        end_time: e.end_time,
      }))
    : [
        {
          key: `v${video.id}`,
          exercise_id: null,
          title: video.title,
          start_time: 0,
          end_time: Math.max(1, video.duration_seconds),
        },
      ];
  return { id: video.id, url: video.url, title: video.title, segments };
}

export function draftToRequest(draft: ProgramDraft, status: ProgramStatus): ProgramRequest {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    difficulty: draft.difficulty,
    status,
    items: draft.videos.flatMap((video) =>
      video.segments.map(({ exercise_id, title, start_time, end_time }) => ({
        exercise_id,
        video_id: video.id,
        title,
        start_time,
        end_time,
      })),
    ),
  };
}

/** A saved program back into the wizard: items grouped by video in the order they first appear. */
export function programToDraft(program: Program): ProgramDraft {
  const videos: WizardVideo[] = [];
  for (const item of program.items) {
    let video = videos.find((v) => v.id === item.video_id);
    if (!video) {
      video = {
        id: item.video_id,
        url: youtubeWatchUrl(item.video_platform_id),
        title: item.video_title,
        segments: [],
      };
      videos.push(video);
    }
    video.segments.push({
      key: `i${item.id}`,
      exercise_id: item.exercise_id,
      title: item.title,
      start_time: item.start_time,
      end_time: item.end_time,
    });
  }
  return { title: program.title, description: program.description, difficulty: program.difficulty, videos };
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
