import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CareOverview, Page, ParticipantDetail, ParticipantSummary } from '@physio/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import { loadAssignments } from '../assignments/assignment-reader';
import { toAssignmentJson } from '../assignments/assignment.mapper';
import { Assignment } from '../assignments/entities/assignment.entity';
import { notFound } from '../common/errors/api-exception';
import { containsPattern } from '../common/search/like-pattern';
import { pageSlice, toPage } from '../common/pagination/page-slice';
import { careOverview } from '../progress/care-overview';
import { toProgress, progressWindow } from '../progress/participant-progress';
import { adherenceFromCounts, toParticipantSummary } from '../progress/participant-summary';
import { scheduledLogCounts } from '../progress/scheduled-logs';
import { lastSessionDates, logsByAssignment } from '../progress/session-logs-reader';
import { todayUtc } from '../schedule/iso-dates';
import type { ParticipantListQueryDto } from './dto/participant-list-query.dto';
import { CareLink } from './entities/care-link.entity';

export const PARTICIPANT_NOT_FOUND = 'Participant not found.';

@Injectable()
export class ParticipantsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** This professional's participants, by username, with adherence on the assignments this professional made. */
  async list(
    professionalId: number,
    query: ParticipantListQueryDto,
    requestUrl: string,
  ): Promise<Page<ParticipantSummary>> {
    const links = this.dataSource
      .getRepository(CareLink)
      .createQueryBuilder('l')
      .innerJoinAndSelect('l.participant', 'u')
      .where('l.professionalId = :professionalId', { professionalId });
    if (query.search) {
      const pattern = containsPattern(query.search);
      links.andWhere(`u.usernameNormalized LIKE :pattern ESCAPE '\\'`, { pattern });
    }
    // Without a search the links alone tell how many (an index range, no join with users).
    const count = query.search
      ? await links.getCount()
      : await this.dataSource.getRepository(CareLink).countBy({ professionalId });
    const slice = pageSlice(query, count);
    const page = await links
      .orderBy('u.usernameNormalized', 'ASC')
      .addOrderBy('l.id', 'ASC')
      .offset(slice.offset)
      .limit(slice.limit)
      .getMany();
    const summaries = await this.summaries(this.dataSource.manager, professionalId, page, todayUtc());
    return toPage(query, slice, count, requestUrl, summaries);
  }

  overview(professionalId: number): Promise<CareOverview> {
    return careOverview(this.dataSource.manager, professionalId, todayUtc());
  }

  /** A few queries whatever the history: the link, the assignments with their items, 90 days of logs, the latest. */
  async detail(professionalId: number, participantId: number): Promise<ParticipantDetail> {
    const manager = this.dataSource.manager;
    const link = await this.findLink(manager, professionalId, participantId);
    const today = todayUtc();
    const loaded = await loadAssignments(manager, { professionalId, participantId });
    const assignments = loaded.map(({ assignment }) => assignment);
    const ids = assignments.map((a) => a.id);
    const [logs, lastDates] = await Promise.all([
      logsByAssignment(manager, ids, progressWindow(today)),
      lastSessionDates(manager, ids),
    ]);
    const progress = toProgress(assignments, logs, today);
    return {
      ...toParticipantSummary(toLinked(link), assignments, progress, lastDates.get(participantId) ?? null, today),
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
    links: CareLink[],
    today: string,
  ): Promise<ParticipantSummary[]> {
    if (links.length === 0) return [];
    const assignments = await manager.find(Assignment, {
      where: { professionalId, participantId: In(links.map((link) => link.participantId)) },
    });
    const ids = assignments.map((a) => a.id);
    // Counts of logs, never the logs: a page of participants may have years of them.
    const [counts, lastDates] = await Promise.all([
      scheduledLogCounts(manager, ids, today),
      lastSessionDates(manager, ids),
    ]);
    return links.map((link) => {
      const theirs = assignments.filter((a) => a.participantId === link.participantId);
      return toParticipantSummary(
        toLinked(link),
        theirs,
        adherenceFromCounts(theirs, counts, today),
        lastDates.get(link.participantId) ?? null,
        today,
      );
    });
  }
}

const toLinked = (link: CareLink) => ({
  id: link.participantId,
  username: link.participant?.username ?? '',
  linkedAt: link.linkedAt,
});
