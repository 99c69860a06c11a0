import type { DashboardProgram, ParticipantDashboard, RecentActivity, UpcomingSession } from '@physio/contracts';
import { scheduleOf, statusOn } from '../assignments/assignment.mapper';
import type { AssignmentItem } from '../assignments/entities/assignment-item.entity';
import type { Assignment } from '../assignments/entities/assignment.entity';
import { adherence } from '../schedule/adherence';
import { addDays } from '../schedule/iso-dates';
import { countScheduled, isScheduledOn, lastDay } from '../schedule/weekly-schedule';
import type { SessionLog } from '../session-logs/entities/session-log.entity';
import { FOUR_WEEKS, WEEK, withLoggedDates } from './participant-summary';
import { sessionMinutes } from './session-length';

export const UPCOMING_DAYS = 7;
export const UPCOMING_LIMIT = 5;
export const RECENT_LIMIT = 5;

export interface DashboardInput {
  /** Every assignment of the participant, with its items and its professional loaded. */
  assignments: Array<{ assignment: Assignment; items: AssignmentItem[] }>;
  logs: Map<number, SessionLog[]>;
  /** The participant's local date. */
  today: string;
}

/** The participant's dashboard: every figure from their assignments and logs up to `today`. */
export function toParticipantDashboard({ assignments, logs, today }: DashboardInput): ParticipantDashboard {
  const allLogs = [...logs.values()].flat().filter((log) => log.date <= today);
  const weekStart = addDays(today, -(WEEK - 1));
  const ratio = adherence(
    withLoggedDates(
      assignments.map((a) => a.assignment),
      logs,
    ),
    today,
    FOUR_WEEKS,
  );
  const active = assignments.filter(({ assignment }) => statusOn(assignment, today) === 'active');
  return {
    active_programs: active.length,
    completed_exercises: allLogs.reduce((sum, log) => sum + log.completedCount, 0),
    completed_exercises_7d: allLogs
      .filter((log) => log.date >= weekStart)
      .reduce((sum, log) => sum + log.completedCount, 0),
    progress_score: ratio === null ? 0 : Math.round(ratio * 100),
    upcoming: upcoming(active, logs, today),
    recent: recent(assignments, allLogs, today),
    programs: active.map(({ assignment }) => toProgramProgress(assignment, logs, today)),
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
function recent(assignments: DashboardInput['assignments'], logs: SessionLog[], today: string): RecentActivity[] {
  const titles = new Map(assignments.map(({ assignment }) => [assignment.id, assignment.programTitle]));
  const events: Array<RecentActivity & { order: number }> = [
    ...logs.map((log) => ({
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
function toProgramProgress(assignment: Assignment, logs: Map<number, SessionLog[]>, today: string): DashboardProgram {
  const schedule = scheduleOf(assignment);
  return {
    assignment_id: assignment.id,
    title: assignment.programTitle,
    completed_sessions: (logs.get(assignment.id) ?? []).length,
    total_sessions: countScheduled(schedule, schedule.startDate, lastDay(schedule) ?? today),
  };
}
