import type { DataSource, EntityManager } from 'typeorm';
import { AssignmentItem } from '../../assignments/entities/assignment-item.entity';
import { Assignment } from '../../assignments/entities/assignment.entity';
import { DEFAULT_DOSAGE } from '../../assignments/dto/dosage.dto';
import { Exercise } from '../../exercises/entities/exercise.entity';
import { CareLink } from '../../participants/entities/care-link.entity';
import { ProgramItem } from '../../programs/entities/program-item.entity';
import { Program } from '../../programs/entities/program.entity';
import { addDays, todayUtc } from '../../schedule/iso-dates';
import { scheduledDates, weekdaysToMask } from '../../schedule/weekly-schedule';
import { SessionLog } from '../../session-logs/entities/session-log.entity';
import { Video } from '../../videos/entities/video.entity';

export const DEMO_PROGRAM_TITLE = 'Lower back: home program';
export const DEMO_PROGRAM_ITEMS = 5;
/** Three weeks of history up to today: the assignment started 20 days ago. */
export const DEMO_HISTORY_DAYS = 21;
export const DEMO_WEEKDAYS = [1, 2, 3, 4, 5];

/**
 * demo.patient in demo.pro's care: a program from the demo library's segments, assigned on weekdays, and three weeks
 * of logs with most sessions done and pain easing, so the whole loop shows at once. Written only when the two are
 * not linked yet and never were, so a demo database keeps whatever was done with it since.
 */
export async function seedDemoCareLoop(
  dataSource: DataSource,
  professionalId: number,
  participantId: number,
): Promise<boolean> {
  const pair = { professionalId, participantId };
  // Linked or once assigned (an unlink keeps the ended assignments): the demo has been used, leave it as it is.
  if (
    (await dataSource.getRepository(CareLink).existsBy(pair)) ||
    (await dataSource.getRepository(Assignment).existsBy(pair))
  )
    return false;
  await dataSource.transaction(async (manager) => {
    const now = new Date();
    await manager.insert(CareLink, { professionalId, participantId, linkedAt: now });
    const segments = await demoSegments(manager, professionalId);
    if (segments.length === 0) return;
    const program = await createProgram(manager, professionalId, segments, now);
    const today = todayUtc(now);
    const assignment = manager.create(Assignment, {
      professionalId,
      participantId,
      programId: program.id,
      programTitle: program.title,
      startDate: addDays(today, -(DEMO_HISTORY_DAYS - 1)),
      endDate: addDays(today, 6 * 7),
      daysMask: weekdaysToMask(DEMO_WEEKDAYS),
      status: 'active',
      endedOn: null,
      createdAt: new Date(now.getTime() - DEMO_HISTORY_DAYS * 86_400_000),
      updatedAt: now,
    });
    await manager.insert(Assignment, assignment);
    const items = segments.map(({ exercise, video }, position) =>
      manager.create(AssignmentItem, {
        assignmentId: assignment.id,
        position,
        programItemId: program.itemIds[position],
        title: exercise.title,
        videoPlatformId: video.videoId,
        startTime: exercise.startTime,
        endTime: exercise.endTime,
        sets: position === 0 ? 2 : DEFAULT_DOSAGE.sets,
        reps: position === 0 ? 8 : DEFAULT_DOSAGE.reps,
        holdSeconds: position === 1 ? 5 : DEFAULT_DOSAGE.hold_seconds,
        restSeconds: DEFAULT_DOSAGE.rest_seconds,
        notes: position === 1 ? 'Stop if the pain goes above 5.' : '',
      }),
    );
    // One by one: the logs need every item's id, and a multi-row insert does not report them on every driver.
    for (const item of items) await manager.insert(AssignmentItem, item);
    await insertLogs(manager, assignment, items, today, now);
  });
  return true;
}

async function demoSegments(
  manager: EntityManager,
  ownerId: number,
): Promise<Array<{ exercise: Exercise; video: Video }>> {
  const exercises = await manager
    .createQueryBuilder(Exercise, 'e')
    .innerJoinAndSelect('e.video', 'v')
    .where('v.ownerId = :ownerId', { ownerId })
    .orderBy('v.id', 'ASC')
    .addOrderBy('e.startTime', 'ASC')
    .limit(DEMO_PROGRAM_ITEMS)
    .getMany();
  return exercises.flatMap((exercise) => (exercise.video ? [{ exercise, video: exercise.video }] : []));
}

async function createProgram(
  manager: EntityManager,
  ownerId: number,
  segments: Array<{ exercise: Exercise; video: Video }>,
  now: Date,
): Promise<{ id: number; title: string; itemIds: number[] }> {
  const program = manager.create(Program, {
    ownerId,
    title: DEMO_PROGRAM_TITLE,
    description: 'Gentle mobility and strength for everyday low back pain, built from the demo videos.',
    difficulty: 'beginner',
    status: 'active',
    createdAt: now,
    updatedAt: now,
  });
  await manager.insert(Program, program);
  const items = segments.map(({ exercise }, position) =>
    manager.create(ProgramItem, {
      programId: program.id,
      position,
      exerciseId: exercise.id,
      videoId: exercise.videoId,
      startTime: exercise.startTime,
      endTime: exercise.endTime,
      title: exercise.title,
    }),
  );
  for (const item of items) await manager.insert(ProgramItem, item);
  return { id: program.id, title: program.title, itemIds: items.map((item) => item.id) };
}

/** Every scheduled day before today, skipping one in five; pain eases from 6 to 2 over the three weeks. */
async function insertLogs(
  manager: EntityManager,
  assignment: Assignment,
  items: AssignmentItem[],
  today: string,
  now: Date,
): Promise<void> {
  const dates = scheduledDates(
    { startDate: assignment.startDate, endDate: addDays(today, -1), endedOn: null, daysMask: assignment.daysMask },
    assignment.startDate,
    addDays(today, -1),
  );
  const logs = dates
    .filter((_, index) => index % 5 !== 3)
    .map((date, index, kept) => {
      const done = index % 4 === 2 ? items.slice(0, -1) : items;
      return manager.create(SessionLog, {
        assignmentId: assignment.id,
        participantId: assignment.participantId,
        date,
        completedItemIds: done.map((item) => item.id).join(','),
        completedCount: done.length,
        totalCount: items.length,
        pain: Math.round(6 - (4 * index) / Math.max(1, kept.length - 1)),
        difficulty: index % 3 === 0 ? 6 : 5,
        notes: index === 0 ? 'Stiff in the morning, easier after the bridges.' : '',
        revision: 1,
        createdAt: now,
        updatedAt: now,
      });
    });
  if (logs.length) await manager.insert(SessionLog, logs);
}
