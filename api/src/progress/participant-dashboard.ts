import type { DashboardProgram, ParticipantDashboard, RecentActivity, UpcomingSession } from '@physio/contracts';
import { scheduleOf, statusOn } from '../assignments/assignment.mapper';
import type { AssignmentItem } from '../assignments/entities/assignment-item.entity';
import type { Assignment } from '../assignments/entities/assignment.entity';
import { adherence } from '../schedule/adherence';
import { addDays } from '../schedule/iso-dates';
import { countScheduled, isScheduledOn, lastDay } from '../schedule/weekly-schedule';
import type { SessionLog } from '../session-logs/entities/session-log.entity';
import { FOUR_WEEKS, WEEK, withLoggedDates } from './participant-summary';
import type { LogTotals } from './session-logs-reader';
import { sessionMinutes } from './session-length';

export const UPCOMING_DAYS = 7;
export const UPCOMING_LIMIT = 5;
export const RECENT_LIMIT = 5;

/** The dates whose logs the dashboard reads one by one: the adherence window and the upcoming days. */
export const dashboardWindow = (today: string) => ({
  from: addDays(today, -(FOUR_WEEKS - 1)),
  to: addDays(today, UPCOMING_DAYS - 1),
});

/** The `limit` latest of some logs: by date, then the latest written first (as SessionLogQueries.latest orders them). */
export const latestOf = (logs: readonly SessionLog[], limit: number): SessionLog[] =>
  logs
    .slice()
    .sort((a, b) => (a.date === b.date ? b.updatedAt.getTime() - a.updatedAt.getTime() : a.date < b.date ? 1 : -1))
    .slice(0, limit);

export interface DashboardInput {
  /** Every assignment of the participant, oldest first, with its items and its professional loaded. */
  assignments: Array<{ assignment: Assignment; items: AssignmentItem[] }>;
  /** Logs within dashboardWindow(today), by assignment. */
  windowLogs: Map<number, SessionLog[]>;
  /** Per assignment, everything logged up to today. */
  totals: Map<number, LogTotals>;
  /** The latest logs up to today, newest first. */
  latest: SessionLog[];
  /** The participant's local date. */
  today: string;
}

/** The participant's dashboard: every figure from their assignments and logs up to `today`. */
export function toParticipantDashboard(input: DashboardInput): ParticipantDashboard {
  const { assignments, windowLogs, totals, today } = input;
  const weekStart = addDays(today, -(WEEK - 1));
  const ratio = adherence(
    withLoggedDates(
      assignments.map((a) => a.assignment),
      windowLogs,
    ),
    today,
    FOUR_WEEKS,
  );
  const active = assignments.filter(({ assignment }) => statusOn(assignment, today) === 'active');
  return {
    active_programs: active.length,
    completed_exercises: [...totals.values()].reduce((sum, total) => sum + total.exercises, 0),
    completed_exercises_7d: [...windowLogs.values()]
      .flat()
      .filter((log) => log.date >= weekStart && log.date <= today)
      .reduce((sum, log) => sum + log.completedCount, 0),
    progress_score: ratio === null ? 0 : Math.round(ratio * 100),
    upcoming: upcoming(active, windowLogs, today),
    recent: recent(input),
    programs: active.map(({ assignment }) => toProgramProgress(assignment, totals, today)),
  };
}

/** The next scheduled sessions not yet logged, from today on. */
function upcoming(
  active: DashboardInput['assignments'],
  logs: Map<number, SessionLog[]>,
  today: string,
): UpcomingSession[] {
  const sessions: UpcomingSession[] = [];
  for (let offset = 0; offset < UPCOMING_DAYS && sessions.length < UPCOMING_LIMIT; offset += 1) {
    const date = addDays(today, offset);
    for (const { assignment, items } of active) {
      const logged = (logs.get(assignment.id) ?? []).some((log) => log.date === date);
      if (logged || !isScheduledOn(scheduleOf(assignment), date)) continue;
      sessions.push({
        date,
        assignment_id: assignment.id,
        program_title: assignment.programTitle,
        minutes: sessionMinutes(items),
      });
    }
  }
  return sessions.slice(0, UPCOMING_LIMIT);
}

/** Sessions logged and programs assigned, newest first. */
function recent({ assignments, latest, today }: DashboardInput): RecentActivity[] {
  const titles = new Map(assignments.map(({ assignment }) => [assignment.id, assignment.programTitle]));
  const events: Array<RecentActivity & { order: number }> = [
    ...latest.map((log) => ({
      date: log.date,
      kind: 'session' as const,
      text: `Logged ${titles.get(log.assignmentId) ?? 'a session'}: ${log.completedCount} of ${log.totalCount} exercises, pain ${log.pain}/10.`,
      order: log.updatedAt.getTime(),
    })),
    ...assignments
      .map(({ assignment }) => ({
        date: assignment.createdAt.toISOString().slice(0, 10),
        kind: 'assigned' as const,
        text: `${assignment.professional?.username ?? 'Your professional'} assigned ${assignment.programTitle}.`,
        order: assignment.createdAt.getTime(),
      }))
      .filter((event) => event.date <= today),
  ];
  return events
    .sort((a, b) => (a.date === b.date ? b.order - a.order : a.date < b.date ? 1 : -1))
    .slice(0, RECENT_LIMIT)
    .map(({ date, kind, text }) => ({ date, kind, text }));
}

/** Sessions logged against sessions scheduled over the whole assignment (up to today when it has no end). */
function toProgramProgress(assignment: Assignment, totals: Map<number, LogTotals>, today: string): DashboardProgram {
  const schedule = scheduleOf(assignment);
  return {
    assignment_id: assignment.id,
    title: assignment.programTitle,
    completed_sessions: totals.get(assignment.id)?.sessions ?? 0,
    total_sessions: countScheduled(schedule, schedule.startDate, lastDay(schedule) ?? today),
  };
}
