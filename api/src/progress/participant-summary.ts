import type { ParticipantSummary } from '@physio/contracts';
import { scheduleOf, statusOn } from '../assignments/assignment.mapper';
import type { Assignment } from '../assignments/entities/assignment.entity';
import type { SessionLog } from '../session-logs/entities/session-log.entity';
import { adherence, type ScheduleWithLogs } from '../schedule/adherence';

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
): Pick<ParticipantSummary, 'adherence_7d' | 'adherence_28d'> {
  const scheduled = withLoggedDates(assignments, logs);
  return { adherence_7d: adherence(scheduled, today, WEEK), adherence_28d: adherence(scheduled, today, FOUR_WEEKS) };
}

/** One row of the professional's participant list, from that professional's assignments only. */
export function toParticipantSummary(
  participant: { id: number; username: string; linkedAt: Date },
  assignments: Assignment[],
  logs: Map<number, SessionLog[]>,
  lastSessionDate: string | null,
  today: string,
): ParticipantSummary {
  return {
    id: participant.id,
    username: participant.username,
    linked_at: participant.linkedAt.toISOString(),
    active_assignments: assignments.filter((a) => statusOn(a, today) === 'active').length,
    ...adherenceFigures(assignments, logs, today),
    last_session_date: lastSessionDate,
  };
}
