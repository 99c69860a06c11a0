import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  Page,
  PainPoint,
  ParticipantDetail,
  ParticipantProgress,
  ParticipantSummary,
  SessionSummary,
} from '@physio/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import { readAssignments } from '../assignments/assignment-reader';
import { Assignment } from '../assignments/entities/assignment.entity';
import { notFound } from '../common/errors/api-exception';
import { containsPattern } from '../common/search/like-pattern';
import { pageSlice, toPage } from '../common/pagination/page-slice';
import { FOUR_WEEKS, toParticipantSummary } from '../progress/participant-summary';
import { lastSessionDates, logsByAssignment } from '../progress/session-logs-reader';
import { addDays, todayUtc } from '../schedule/iso-dates';
import type { SessionLog } from '../session-logs/entities/session-log.entity';
import type { ParticipantListQueryDto } from './dto/participant-list-query.dto';
import { CareLink } from './entities/care-link.entity';

export const PARTICIPANT_NOT_FOUND = 'Participant not found.';
/** How far back a participant's page charts pain and lists sessions. */
export const PROGRESS_DAYS = 90;

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
    const count = await links.getCount();
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

  async detail(professionalId: number, participantId: number): Promise<ParticipantDetail> {
    const manager = this.dataSource.manager;
    const link = await this.findLink(manager, professionalId, participantId);
    const today = todayUtc();
    const [summary] = await this.summaries(manager, professionalId, [link], today);
    const assignments = await readAssignments(manager, { professionalId, participantId }, today);
    const ids = assignments.map((a) => a.id);
    const logs = await logsByAssignment(manager, ids, { from: addDays(today, -(PROGRESS_DAYS - 1)), to: today });
    return { ...summary, assignments, progress: toProgress(summary, [...logs.values()].flat()) };
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
    const [logs, lastDates] = await Promise.all([
      logsByAssignment(manager, ids, { from: addDays(today, -(FOUR_WEEKS - 1)), to: today }),
      lastSessionDates(manager, ids),
    ]);
    return links.map((link) =>
      toParticipantSummary(
        { id: link.participantId, username: link.participant?.username ?? '', linkedAt: link.linkedAt },
        assignments.filter((a) => a.participantId === link.participantId),
        logs,
        lastDates.get(link.participantId) ?? null,
        today,
      ),
    );
  }
}

/** Pain per logged day (the mean when two assignments were logged that day), oldest first; sessions newest first. */
function toProgress(
  figures: Pick<ParticipantSummary, 'adherence_7d' | 'adherence_28d'>,
  logs: SessionLog[],
): ParticipantProgress {
  const painByDate = new Map<string, number[]>();
  for (const log of logs) painByDate.set(log.date, [...(painByDate.get(log.date) ?? []), log.pain]);
  const pain: PainPoint[] = [...painByDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, values]) => ({
      date,
      value: Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 10) / 10,
    }));
  const sessions: SessionSummary[] = logs
    .slice()
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1))
    .map((log) => ({
      date: log.date,
      assignment_id: log.assignmentId,
      pain: log.pain,
      difficulty: log.difficulty,
      completed: log.completedCount,
      total: log.totalCount,
    }));
  return { adherence_7d: figures.adherence_7d, adherence_28d: figures.adherence_28d, pain, sessions };
}
