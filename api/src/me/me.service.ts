import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ParticipantDashboard, ParticipantHistory, TodayResponse } from '@physio/contracts';
import { DataSource } from 'typeorm';
import { AssignmentQueries } from '../assignments/assignment.queries';
import { scheduleOf, toAssignmentItemJson } from '../assignments/assignment.mapper';
import { progressWindow, toHistorySessions, toProgress } from '../progress/participant-progress';
import { dashboardWindow, latestOf, RECENT_LIMIT, toParticipantDashboard } from '../progress/participant-dashboard';
import { groupByAssignment, SessionLogQueries } from '../progress/session-log.queries';
import { isScheduledOn } from '../schedule/weekly-schedule';

/**
 * The participant's own views: what is scheduled today, the history and the dashboard. Each reads the assignments
 * and their logs side by side, both picked by the participant (prepared statements, see *.queries.ts).
 */
@Injectable()
export class MeService {
  private readonly assignments: AssignmentQueries;
  private readonly logs: SessionLogQueries;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.assignments = new AssignmentQueries(dataSource);
    this.logs = new SessionLogQueries(dataSource);
  }

  async today(participantId: number, date: string): Promise<TodayResponse> {
    const [loaded, logs] = await Promise.all([
      this.assignments.load({ participantId }),
      this.logs.inRange({ participantId }, { from: date, to: date }),
    ]);
    const logged = new Set(logs.map((log) => log.assignmentId));
    const scheduled = loaded.filter(({ assignment }) => isScheduledOn(scheduleOf(assignment), date));
    return {
      date,
      // Oldest assignment first: the order the participant has come to know.
      sessions: scheduled.reverse().map(({ assignment, items }) => ({
        assignment_id: assignment.id,
        program_title: assignment.programTitle,
        items: items.map(toAssignmentItemJson),
        logged: logged.has(assignment.id),
      })),
    };
  }

  /** Progress over every assignment of the participant, whoever made it: what each professional sees, pooled. */
  async history(participantId: number, today: string): Promise<ParticipantHistory> {
    const [assignments, logs] = await Promise.all([
      this.assignments.assignmentsOnly({ participantId }),
      this.logs.inRange({ participantId }, progressWindow(today)),
    ]);
    const grouped = groupByAssignment(logs);
    return { ...toProgress(assignments, grouped, today), sessions: toHistorySessions(assignments, grouped) };
  }

  async dashboard(participantId: number, today: string): Promise<ParticipantDashboard> {
    // Aggregates for the all-time figures; single logs only for the weeks around today.
    const [loaded, windowLogs, totals] = await Promise.all([
      this.assignments.load({ participantId }),
      this.logs.inRange({ participantId }, dashboardWindow(today)),
      this.logs.totals(participantId, today),
    ]);
    // The latest few are among the window's logs when it holds that many up to today (older ones are older still).
    const upToToday = windowLogs.filter((log) => log.date <= today);
    const latest =
      upToToday.length >= RECENT_LIMIT
        ? latestOf(upToToday, RECENT_LIMIT)
        : await this.logs.latest(participantId, today, RECENT_LIMIT);
    return toParticipantDashboard({
      // Oldest first, so sessions of one day are listed in the order the programs were assigned.
      assignments: loaded.reverse(),
      windowLogs: groupByAssignment(windowLogs),
      totals,
      latest,
      today,
    });
  }
}
