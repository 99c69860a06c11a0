import type { ParticipantSummary } from '@physio/contracts';
import { scheduleOf, statusOn } from '../assignments/assignment.mapper';
import type { Assignment } from '../assignments/entities/assignment.entity';
import type { SessionLog } from '../session-logs/entities/session-log.entity';
import { adherence, ratioOf, type ScheduleWithLogs } from '../schedule/adherence';
import { addDays } from '../schedule/iso-dates';
import { countScheduled } from '../schedule/weekly-schedule';
import type { ScheduledLogCounts } from './scheduled-logs';

export type AdherenceFigures = Pick<ParticipantSummary, 'adherence_7d' | 'adherence_28d'>;

export const WEEK = 7;
export const FOUR_WEEKS = 28;

/** Schedules with the dates they were logged on, for adherence(). */
export function withLoggedDates(assignments: Assignment[], logs: Map<number, SessionLog[]>): ScheduleWithLogs[] {
  return assignments.map((assignment) => ({
    schedule: scheduleOf(assignment),
    loggedDates: new Set((logs.get(assignment.id) ?? []).map((log) => log.date)),
  }));
}

/** The adherence figures over one week and four weeks up to `today`. */
export function adherenceFigures(
  assignments: Assignment[],
  logs: Map<number, SessionLog[]>,
  today: string,
): AdherenceFigures {
  const scheduled = withLoggedDates(assignments, logs);
  return { adherence_7d: adherence(scheduled, today, WEEK), adherence_28d: adherence(scheduled, today, FOUR_WEEKS) };
}

/** The same figures from counts of logs on scheduled days (scheduled-logs.ts), without the logs themselves. */
export function adherenceFromCounts(
  assignments: Assignment[],
  counts: Map<number, ScheduledLogCounts>,
  today: string,
): AdherenceFigures {
  const figure = (days: number, logged: (c: ScheduledLogCounts) => number) =>
    ratioOf(
      assignments.reduce((sum, a) => {
        const count = counts.get(a.id);
        return sum + (count ? logged(count) : 0);
      }, 0),
      assignments.reduce((sum, a) => sum + countScheduled(scheduleOf(a), addDays(today, -(days - 1)), today), 0),
    );
  return { adherence_7d: figure(WEEK, (c) => c.week), adherence_28d: figure(FOUR_WEEKS, (c) => c.fourWeeks) };
}

/** One row of the professional's participant list, from that professional's assignments only. */
export function toParticipantSummary(
  participant: { id: number; username: string; linkedAt: Date },
  assignments: Assignment[],
  figures: AdherenceFigures,
  lastSessionDate: string | null,
  today: string,
): ParticipantSummary {
  return {
    id: participant.id,
    username: participant.username,
    linked_at: participant.linkedAt.toISOString(),
    active_assignments: assignments.filter((a) => statusOn(a, today) === 'active').length,
    adherence_7d: figures.adherence_7d,
    adherence_28d: figures.adherence_28d,
    last_session_date: lastSessionDate,
  };
}
