import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SessionLog as SessionLogJson } from '@physio/contracts';
import { DataSource } from 'typeorm';
import { scheduleOf } from '../assignments/assignment.mapper';
import { AssignmentItem } from '../assignments/entities/assignment-item.entity';
import { Assignment } from '../assignments/entities/assignment.entity';
import { badRequest } from '../common/errors/api-exception';
import { latestLocalDate } from '../schedule/iso-dates';
import { isWithin, lastDay } from '../schedule/weekly-schedule';
import type { SessionLogDto } from './dto/session-log.dto';
import { SessionLog } from './entities/session-log.entity';
import { upsertSessionLog } from './session-log-upsert';
import { joinItemIds, toSessionLogJson } from './session-log.mapper';

export const NOT_YOUR_ASSIGNMENT = 'No assignment of yours has this id.';
export const FUTURE_DATE = 'date cannot be in the future.';
export const ITEM_NOT_IN_ASSIGNMENT = 'This item is not in the assignment.';

@Injectable()
export class SessionLogsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Logs a session; a log of the same assignment and date is replaced (`created` false). */
  async log(participantId: number, dto: SessionLogDto): Promise<{ created: boolean; log: SessionLogJson }> {
    const assignment = await this.dataSource.getRepository(Assignment).findOneBy({
      id: dto.assignment_id,
      participantId,
    });
    if (!assignment) throw badRequest(NOT_YOUR_ASSIGNMENT, { assignment_id: [NOT_YOUR_ASSIGNMENT] });
    if (dto.date > latestLocalDate()) throw badRequest(FUTURE_DATE, { date: [FUTURE_DATE] });
    const schedule = scheduleOf(assignment);
    if (!isWithin(schedule, dto.date)) {
      const last = lastDay(schedule);
      const outside = last
        ? `This assignment runs from ${schedule.startDate} to ${last}; ${dto.date} is outside it.`
        : `This assignment starts on ${schedule.startDate}; ${dto.date} is before it.`;
      throw badRequest(outside, { date: [outside] });
    }
    const items = await this.dataSource.getRepository(AssignmentItem).find({
      select: { id: true },
      where: { assignmentId: assignment.id },
    });
    const itemIds = new Set(items.map((item) => item.id));
    const details: Record<string, string[]> = {};
    dto.completed_item_ids.forEach((id, index) => {
      if (!itemIds.has(id)) details[`completed_item_ids.${index}`] = [ITEM_NOT_IN_ASSIGNMENT];
    });
    if (Object.keys(details).length) throw badRequest(ITEM_NOT_IN_ASSIGNMENT, details);

    const { id, created } = await upsertSessionLog(this.dataSource, {
      assignmentId: assignment.id,
      participantId,
      date: dto.date,
      completedItemIds: joinItemIds(dto.completed_item_ids),
      completedCount: dto.completed_item_ids.length,
      totalCount: items.length,
      pain: dto.pain,
      difficulty: dto.difficulty,
      notes: dto.notes ?? '',
    });
    const saved = await this.dataSource.getRepository(SessionLog).findOneByOrFail({ id });
    return { created, log: toSessionLogJson(saved) };
  }
}
