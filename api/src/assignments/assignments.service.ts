import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Assignment as AssignmentJson } from '@physio/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { badRequest, notFound } from '../common/errors/api-exception';
import { CareLink } from '../participants/entities/care-link.entity';
import { ProgramItem } from '../programs/entities/program-item.entity';
import { Program } from '../programs/entities/program.entity';
import { todayUtc } from '../schedule/iso-dates';
import { weekdaysToMask } from '../schedule/weekly-schedule';
import type { User } from '../users/entities/user.entity';
import { readAssignments } from './assignment-reader';
import { AssignmentQueries } from './assignment.queries';
import type { AssignmentDto, AssignmentListQueryDto, AssignmentUpdateDto } from './dto/assignment.dto';
import { DEFAULT_DOSAGE, type DosageDto } from './dto/dosage.dto';
import { AssignmentItem } from './entities/assignment-item.entity';
import { Assignment } from './entities/assignment.entity';

export const ASSIGNMENT_NOT_FOUND = 'Assignment not found.';
export const NOT_LINKED = 'This participant is not linked to you.';
export const PROGRAM_NOT_YOURS = 'This program is not in your library.';
export const EMPTY_PROGRAM = 'This program has no exercises yet; add some before assigning it.';
export const ITEM_NOT_IN_PROGRAM = 'This item is not in the program.';
export const ITEM_NOT_IN_ASSIGNMENT = 'This item is not in the assignment.';

@Injectable()
export class AssignmentsService {
  private readonly queries: AssignmentQueries;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.queries = new AssignmentQueries(dataSource);
  }

  /** Professionals: the assignments they made (of one participant with `participant_id`); participants: their own. */
  list(user: User, query: AssignmentListQueryDto): Promise<AssignmentJson[]> {
    const where = user.isProfessional
      ? { professionalId: user.id, ...(query.participant_id ? { participantId: query.participant_id } : {}) }
      : { participantId: user.id };
    return readAssignments(this.queries, where);
  }

  /** Anyone else's assignment is reported exactly like a missing one. */
  async detail(user: User, id: number): Promise<AssignmentJson> {
    const [found] = await readAssignments(this.queries, { id, ...this.ownership(user) });
    if (!found) throw notFound(ASSIGNMENT_NOT_FOUND);
    return found;
  }

  /** The assignment and its copied items in one transaction. */
  async create(professionalId: number, dto: AssignmentDto): Promise<AssignmentJson> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await manager.existsBy(CareLink, { professionalId, participantId: dto.participant_id })))
        throw badRequest(NOT_LINKED, { participant_id: [NOT_LINKED] });
      const program = await manager.findOneBy(Program, { id: dto.program_id, ownerId: professionalId });
      if (!program) throw badRequest(PROGRAM_NOT_YOURS, { program_id: [PROGRAM_NOT_YOURS] });
      const chosen = await this.chooseItems(manager, program.id, dto);
      const now = new Date();
      const assignment = manager.create(Assignment, {
        professionalId,
        participantId: dto.participant_id,
        programId: program.id,
        programTitle: program.title,
        startDate: dto.start_date,
        endDate: dto.end_date ?? null,
        daysMask: weekdaysToMask(dto.days_of_week),
        status: 'active',
        endedOn: null,
        createdAt: now,
        updatedAt: now,
      });
      await manager.insert(Assignment, assignment);
      await manager.insert(
        AssignmentItem,
        chosen.map(({ source, dosage }, position) => ({
          assignmentId: assignment.id,
          position,
          programItemId: source.id,
          title: source.title,
          videoPlatformId: source.video?.videoId ?? '',
          startTime: source.startTime,
          endTime: source.endTime,
          ...withDefaults(dosage, DEFAULT_DOSAGE),
        })),
      );
      const [created] = await readAssignments(this.queries, { id: assignment.id }, manager);
      return created;
    });
  }

  /** New schedule, and new dosages for the items named; one transaction. */
  async update(professionalId: number, id: number, dto: AssignmentUpdateDto): Promise<AssignmentJson> {
    return this.dataSource.transaction(async (manager) => {
      const assignment = await manager.findOneBy(Assignment, { id, professionalId });
      if (!assignment) throw notFound(ASSIGNMENT_NOT_FOUND);
      const items = await manager.findBy(AssignmentItem, { assignmentId: id });
      const byId = new Map(items.map((item) => [item.id, item]));
      const details: Record<string, string[]> = {};
      (dto.items ?? []).forEach((input, index) => {
        if (!byId.has(input.id)) details[`items.${index}.id`] = [ITEM_NOT_IN_ASSIGNMENT];
      });
      if (Object.keys(details).length) throw badRequest(ITEM_NOT_IN_ASSIGNMENT, details);
      await manager.update(
        Assignment,
        { id },
        {
          startDate: dto.start_date,
          endDate: dto.end_date ?? null,
          daysMask: weekdaysToMask(dto.days_of_week),
          updatedAt: new Date(),
        },
      );
      for (const input of dto.items ?? []) {
        const item = byId.get(input.id)!;
        await manager.update(
          AssignmentItem,
          { id: item.id },
          withDefaults(input, {
            sets: item.sets,
            reps: item.reps,
            hold_seconds: item.holdSeconds,
            rest_seconds: item.restSeconds,
            notes: item.notes,
          }),
        );
      }
      const [updated] = await readAssignments(this.queries, { id }, manager);
      return updated;
    });
  }

  /** Ends the assignment today; it stays, with its logs, in the participant's history. */
  async end(professionalId: number, id: number): Promise<void> {
    const assignment = await this.dataSource.getRepository(Assignment).findOneBy({ id, professionalId });
    if (!assignment) throw notFound(ASSIGNMENT_NOT_FOUND);
    if (assignment.status === 'ended') return;
    await this.dataSource
      .getRepository(Assignment)
      .update({ id }, { status: 'ended', endedOn: todayUtc(), updatedAt: new Date() });
  }

  private ownership(user: User) {
    return user.isProfessional ? { professionalId: user.id } : { participantId: user.id };
  }

  /** The program's items to copy with their dosage: those listed, in that order, or all of them. */
  private async chooseItems(
    manager: EntityManager,
    programId: number,
    dto: AssignmentDto,
  ): Promise<Array<{ source: ProgramItem; dosage: DosageDto }>> {
    const programItems = await manager.find(ProgramItem, {
      where: { programId },
      relations: { video: true },
      order: { position: 'ASC' },
    });
    if (programItems.length === 0) throw badRequest(EMPTY_PROGRAM, { program_id: [EMPTY_PROGRAM] });
    if (!dto.items) return programItems.map((source) => ({ source, dosage: {} }));
    if (dto.items.length === 0)
      throw badRequest('Choose at least one exercise in items.', { items: ['Choose at least one exercise in items.'] });
    const byId = new Map(programItems.map((item) => [item.id, item]));
    const details: Record<string, string[]> = {};
    dto.items.forEach((input, index) => {
      if (!byId.has(input.program_item_id)) details[`items.${index}.program_item_id`] = [ITEM_NOT_IN_PROGRAM];
    });
    if (Object.keys(details).length) throw badRequest(ITEM_NOT_IN_PROGRAM, details);
    return dto.items.map((input) => ({ source: byId.get(input.program_item_id)!, dosage: input }));
  }
}

/** Entity columns of a dosage, each field from the input or else from `fallback`. */
function withDefaults(input: DosageDto, fallback: Required<DosageDto>) {
  return {
    sets: input.sets ?? fallback.sets,
    reps: input.reps ?? fallback.reps,
    holdSeconds: input.hold_seconds ?? fallback.hold_seconds,
    restSeconds: input.rest_seconds ?? fallback.rest_seconds,
    notes: input.notes ?? fallback.notes,
  };
}
