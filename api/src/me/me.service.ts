import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ParticipantDashboard, ParticipantHistory, TodayResponse } from '@physio/contracts';
import { DataSource } from 'typeorm';
import { loadAssignments } from '../assignments/assignment-reader';
import { scheduleOf, toAssignmentItemJson } from '../assignments/assignment.mapper';
import { Assignment } from '../assignments/entities/assignment.entity';
import { progressWindow, toHistorySessions, toProgress } from '../progress/participant-progress';
import { dashboardWindow, RECENT_LIMIT, toParticipantDashboard } from '../progress/participant-dashboard';
import { latestLogs, logsByAssignment, logTotalsByAssignment } from '../progress/session-logs-reader';
import { isScheduledOn } from '../schedule/weekly-schedule';

/** The participant's own views: what is scheduled today, and the dashboard. */
@Injectable()
export class MeService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async today(participantId: number, date: string): Promise<TodayResponse> {
    const manager = this.dataSource.manager;
    const scheduled = (await loadAssignments(manager, { participantId })).filter(({ assignment }) =>
      isScheduledOn(scheduleOf(assignment), date),
    );
    const logs = await logsByAssignment(
      manager,
      scheduled.map(({ assignment }) => assignment.id),
      { from: date, to: date },
    );
    return {
      date,
      // Oldest assignment first: the order the participant has come to know.
      sessions: scheduled.reverse().map(({ assignment, items }) => ({
        assignment_id: assignment.id,
        program_title: assignment.programTitle,
        items: items.map(toAssignmentItemJson),
        logged: logs.has(assignment.id),
      })),
    };
  }

  /** Progress over every assignment of the participant, whoever made it: what each professional sees, pooled. */
  async history(participantId: number, today: string): Promise<ParticipantHistory> {
    const manager = this.dataSource.manager;
    const assignments = await manager.find(Assignment, { where: { participantId } });
    const logs = await logsByAssignment(
      manager,
      assignments.map((a) => a.id),
      progressWindow(today),
    );
    return { ...toProgress(assignments, logs, today), sessions: toHistorySessions(assignments, logs) };
  }

  async dashboard(participantId: number, today: string): Promise<ParticipantDashboard> {
    const manager = this.dataSource.manager;
    // Oldest first, so sessions of one day are listed in the order the programs were assigned.
    const assignments = (await loadAssignments(manager, { participantId })).reverse();
    // Aggregates for the all-time figures; single logs only for the weeks around today and the latest few.
    const [windowLogs, totals, latest] = await Promise.all([
      logsByAssignment(
        manager,
        assignments.map(({ assignment }) => assignment.id),
        dashboardWindow(today),
      ),
      logTotalsByAssignment(manager, participantId, today),
      latestLogs(manager, participantId, today, RECENT_LIMIT),
    ]);
    return toParticipantDashboard({ assignments, windowLogs, totals, latest, today });
  }
}
