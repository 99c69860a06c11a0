import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CareOverview, Page, ParticipantDetail, ParticipantSummary } from '@physio/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import { AssignmentQueries } from '../assignments/assignment.queries';
import { toAssignmentJson } from '../assignments/assignment.mapper';
import { Assignment } from '../assignments/entities/assignment.entity';
import { notFound } from '../common/errors/api-exception';
import { containsPattern } from '../common/search/like-pattern';
import { pageSlice, toPage } from '../common/pagination/page-slice';
import { careOverview } from '../progress/care-overview';
import { toProgress, progressWindow } from '../progress/participant-progress';
import { adherenceFromCounts, toParticipantSummary } from '../progress/participant-summary';
import { scheduledLogCounts } from '../progress/scheduled-logs';
import { groupByAssignment, SessionLogQueries } from '../progress/session-log.queries';
import { lastSessionDates } from '../progress/session-logs-reader';
import { todayUtc } from '../schedule/iso-dates';
import type { ParticipantListQueryDto } from './dto/participant-list-query.dto';
import { CareLinkQueries, type LinkedParticipant } from './care-link.queries';
import { CareLink } from './entities/care-link.entity';

export const PARTICIPANT_NOT_FOUND = 'Participant not found.';

@Injectable()
export class ParticipantsService {
  private readonly links: CareLinkQueries;
  private readonly assignments: AssignmentQueries;
  private readonly logs: SessionLogQueries;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.links = new CareLinkQueries(dataSource);
    this.assignments = new AssignmentQueries(dataSource);
    this.logs = new SessionLogQueries(dataSource);
  }

  /** This professional's participants, by username, with adherence on the assignments this professional made. */
  async list(
    professionalId: number,
    query: ParticipantListQueryDto,
    requestUrl: string,
  ): Promise<Page<ParticipantSummary>> {
    const pattern = query.search ? containsPattern(query.search) : null;
    const count = await this.links.count(professionalId, pattern);
    const slice = pageSlice(query, count);
    const page = await this.links.page(professionalId, pattern, slice);
    const summaries = await this.summaries(this.dataSource.manager, professionalId, page, todayUtc());
    return toPage(query, slice, count, requestUrl, summaries);
  }

  overview(professionalId: number): Promise<CareOverview> {
    return careOverview(this.dataSource.manager, professionalId, todayUtc());
  }

  /**
   * Four statements side by side whatever the history: the link, the assignments with their people, their items, and
   * their logs from the first day of the progress window on. The latest log date comes from those logs when there are
   * any; only a participant silent for the whole window costs a fifth.
   */
  async detail(professionalId: number, participantId: number): Promise<ParticipantDetail> {
    const today = todayUtc();
    const window = progressWindow(today);
    const filter = { professionalId, participantId };
    const [linked, loaded, logsSince] = await Promise.all([
      this.links.linked(professionalId, participantId),
      this.assignments.load(filter),
      this.logs.inRange(filter, { from: window.from }),
    ]);
    if (!linked) throw notFound(PARTICIPANT_NOT_FOUND);
    // Oldest first: the last is the latest (a participant's local date may be a day past the server's today).
    const lastDate = logsSince.length > 0 ? logsSince[logsSince.length - 1].date : await this.logs.latestDate(filter);
    const assignments = loaded.map(({ assignment }) => assignment);
    const progress = toProgress(
      assignments,
      groupByAssignment(logsSince.filter((log) => log.date <= window.to)),
      today,
    );
    return {
      ...toParticipantSummary(linked, assignments, progress, lastDate, today),
      assignments: loaded.map(({ assignment, items }) => toAssignmentJson(assignment, items, today)),
      progress,
    };
  }

  /** Ends this professional's assignments of the participant and removes the link, in one transaction. */
  async unlink(professionalId: number, participantId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const link = await this.findLink(manager, professionalId, participantId);
      await manager.update(
        Assignment,
        { professionalId, participantId, status: 'active' },
        { status: 'ended', endedOn: todayUtc(), updatedAt: new Date() },
      );
      await manager.delete(CareLink, { id: link.id });
    });
  }

  private async findLink(manager: EntityManager, professionalId: number, participantId: number): Promise<CareLink> {
    const link = await manager.findOne(CareLink, {
      where: { professionalId, participantId },
      relations: { participant: true },
    });
    if (!link) throw notFound(PARTICIPANT_NOT_FOUND);
    return link;
  }

  /** Summaries of some linked participants, in the order given; a few queries whatever their number. */
  private async summaries(
    manager: EntityManager,
    professionalId: number,
    participants: LinkedParticipant[],
    today: string,
  ): Promise<ParticipantSummary[]> {
    if (participants.length === 0) return [];
    const assignments = await manager.find(Assignment, {
      where: { professionalId, participantId: In(participants.map((participant) => participant.id)) },
    });
    const ids = assignments.map((a) => a.id);
    // Counts of logs, never the logs: a page of participants may have years of them.
    const [counts, lastDates] = await Promise.all([
      scheduledLogCounts(manager, ids, today),
      lastSessionDates(manager, ids),
    ]);
    return participants.map((participant) => {
      const theirs = assignments.filter((a) => a.participantId === participant.id);
      return toParticipantSummary(
        participant,
        theirs,
        adherenceFromCounts(theirs, counts, today),
        lastDates.get(participant.id) ?? null,
        today,
      );
    });
  }
}
