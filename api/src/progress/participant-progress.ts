import type { HistorySession, PainPoint, ParticipantProgress, SessionSummary } from '@physio/contracts';
import type { Assignment } from '../assignments/entities/assignment.entity';
import { addDays } from '../schedule/iso-dates';
import { weeklyAdherence } from '../schedule/adherence';
import type { SessionLog } from '../session-logs/entities/session-log.entity';
import { adherenceFigures, withLoggedDates } from './participant-summary';

/** How far back progress charts pain and lists sessions (and reads logs: the weekly chart fits inside). */
export const PROGRESS_DAYS = 90;

export const progressWindow = (today: string) => ({ from: addDays(today, -(PROGRESS_DAYS - 1)), to: today });

/**
 * Progress on some assignments from their logs within progressWindow(today): adherence over 7 and 28 days and per
 * week, pain per logged day, and the sessions newest first.
 */
export function toProgress(
  assignments: Assignment[],
  logs: Map<number, SessionLog[]>,
  today: string,
): ParticipantProgress {
  const all = [...logs.values()].flat();
  return {
    ...adherenceFigures(assignments, logs, today),
    adherence_weeks: weeklyAdherence(withLoggedDates(assignments, logs), today),
    pain: painPoints(all),
    sessions: newestFirst(all).map(toSessionSummary),
  };
}

/** The participant's own history: the same progress, each session with its program's title and notes. */
export function toHistorySessions(assignments: Assignment[], logs: Map<number, SessionLog[]>): HistorySession[] {
  const titles = new Map(assignments.map((a) => [a.id, a.programTitle]));
  return newestFirst([...logs.values()].flat()).map((log) => ({
    ...toSessionSummary(log),
    program_title: titles.get(log.assignmentId) ?? '',
    notes: log.notes,
  }));
}

/** Pain per logged day (the mean when two assignments were logged that day), oldest first. */
function painPoints(logs: SessionLog[]): PainPoint[] {
  const painByDate = new Map<string, number[]>();
  for (const log of logs) painByDate.set(log.date, [...(painByDate.get(log.date) ?? []), log.pain]);
  return [...painByDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, values]) => ({
      date,
      value: Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 10) / 10,
    }));
}

const newestFirst = (logs: SessionLog[]): SessionLog[] =>
  logs.slice().sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));

const toSessionSummary = (log: SessionLog): SessionSummary => ({
  date: log.date,
  assignment_id: log.assignmentId,
  pain: log.pain,
  difficulty: log.difficulty,
  completed: log.completedCount,
  total: log.totalCount,
});
