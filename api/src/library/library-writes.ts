import type { PublishExerciseRequest, PublishProgramRequest } from '@physio/contracts';
import { LIBRARY_BODY_PARTS, LIBRARY_CONDITIONS, libraryTermName } from '@physio/util';
import type { EntityManager } from 'typeorm';
import { toNumber, toText } from '../database/row-values';
import { timestampParam } from '../database/timestamp-param';
import { Statement } from './library.queries';
import { firstFreeSlug, slugBase } from './slugs';

/**
 * Publishing and unpublishing, inside the caller's transaction (the API's services and the demo seed share them).
 * Each returns what it did; an exercise or program that is not this owner's is `null`, like a missing one. The
 * change feed is written by the database's triggers, not here.
 */

export interface Published {
  created: boolean;
}

const statements = new WeakMap<object, Record<string, Statement>>();

/** The write statements of one dialect, written once per data source. */
function sql(manager: EntityManager): Record<string, Statement> {
  const key = manager.connection;
  const known = statements.get(key);
  if (known) return known;
  const postgres = key.options.type === 'postgres';
  const s = (text: string) => new Statement(postgres, text);
  const made = {
    ownedExercise: s(
      `SELECT e.id FROM exercises e JOIN videos v ON v.id = e.video_id WHERE e.id = @id AND v.owner_id = @owner_id`,
    ),
    tagNames: s(
      `SELECT t.name FROM exercise_tags et JOIN tags t ON t.id = et.tag_id WHERE et.exercise_id = @id
       ORDER BY et.position`,
    ),
    exercisePublication: s('SELECT id FROM library_exercises WHERE exercise_id = @id'),
    takenExerciseSlugs: s(`SELECT slug FROM library_exercises WHERE slug = @base OR slug LIKE @pattern`),
    insertExercise: s(
      `INSERT INTO library_exercises (exercise_id, owner_id, slug, title, description, instructions, safety_tip,
         category, body_part, difficulty, search_document, published_at, updated_at)
       VALUES (@exercise_id, @owner_id, @slug, @title, @description, @instructions, @safety_tip, @category,
         @body_part, @difficulty, @search_document, @now, @now)
       RETURNING id`,
    ),
    updateExercise: s(
      `UPDATE library_exercises SET title = @title, description = @description, instructions = @instructions,
         safety_tip = @safety_tip, category = @category, body_part = @body_part, difficulty = @difficulty,
         search_document = @search_document, updated_at = @now
       WHERE id = @id`,
    ),
    clearConditions: s('DELETE FROM library_exercise_conditions WHERE library_exercise_id = @id'),
    addCondition: s(
      'INSERT INTO library_exercise_conditions (library_exercise_id, condition_slug) VALUES (@id, @condition)',
    ),
    deleteExercisePublication: s('DELETE FROM library_exercises WHERE exercise_id = @id RETURNING id'),
    ownedProgram: s('SELECT id, difficulty FROM programs WHERE id = @id AND owner_id = @owner_id'),
    programItems: s(
      `SELECT position, title, video_id, exercise_id, start_time, end_time FROM program_items
       WHERE program_id = @id ORDER BY position, id`,
    ),
    programPublication: s('SELECT id FROM library_programs WHERE program_id = @id'),
    takenProgramSlugs: s(`SELECT slug FROM library_programs WHERE slug = @base OR slug LIKE @pattern`),
    insertProgram: s(
      `INSERT INTO library_programs (program_id, owner_id, slug, title, description, difficulty, published_at,
         updated_at)
       VALUES (@program_id, @owner_id, @slug, @title, @description, @difficulty, @now, @now)
       RETURNING id`,
    ),
    updateProgram: s(
      `UPDATE library_programs SET title = @title, description = @description, difficulty = @difficulty,
         updated_at = @now WHERE id = @id`,
    ),
    clearProgramItems: s('DELETE FROM library_program_items WHERE library_program_id = @id'),
    addProgramItem: s(
      `INSERT INTO library_program_items (library_program_id, position, title, video_id, exercise_id, start_time,
         end_time)
       VALUES (@id, @position, @title, @video_id, @exercise_id, @start_time, @end_time)`,
    ),
    deleteProgramPublication: s('DELETE FROM library_programs WHERE program_id = @id RETURNING id'),
  };
  statements.set(key, made);
  return made;
}

/** What full-text search reads besides the title: description, tags, body part and condition names. */
function searchDocument(input: PublishExerciseRequest, tags: string[]): string {
  return [
    input.description,
    ...tags,
    libraryTermName(LIBRARY_BODY_PARTS, input.body_part) ?? input.body_part,
    ...input.conditions.map((slug) => libraryTermName(LIBRARY_CONDITIONS, slug) ?? slug),
  ].join('\n');
}

async function freeSlug(manager: EntityManager, statement: Statement, title: string, fallback: string) {
  const base = slugBase(title, fallback);
  // The base is made of [a-z0-9-] only, so it has no LIKE wildcard to escape.
  const rows = await statement.run(manager, { base, pattern: `${base}-%` });
  return firstFreeSlug(
    base,
    rows.map((row) => toText(row.slug)),
  );
}

export async function publishExercise(
  manager: EntityManager,
  ownerId: number,
  exerciseId: number,
  input: PublishExerciseRequest,
): Promise<Published | null> {
  const q = sql(manager);
  if ((await q.ownedExercise.run(manager, { id: exerciseId, owner_id: ownerId })).length === 0) return null;
  const tags = (await q.tagNames.run(manager, { id: exerciseId })).map((row) => toText(row.name));
  const values = {
    title: input.title,
    description: input.description,
    instructions: JSON.stringify(input.instructions),
    safety_tip: input.safety_tip,
    category: input.category,
    body_part: input.body_part,
    difficulty: input.difficulty,
    search_document: searchDocument(input, tags),
    now: timestampParam(manager.connection, new Date()),
  };
  const [existing] = await q.exercisePublication.run(manager, { id: exerciseId });
  let id: number;
  if (existing) {
    id = toNumber(existing.id);
    await q.updateExercise.run(manager, { ...values, id });
    await q.clearConditions.run(manager, { id });
  } else {
    const slug = await freeSlug(manager, q.takenExerciseSlugs, input.title, 'exercise');
    const [row] = await q.insertExercise.run(manager, {
      ...values,
      exercise_id: exerciseId,
      owner_id: ownerId,
      slug,
    });
    id = toNumber(row.id);
  }
  for (const condition of input.conditions) await q.addCondition.run(manager, { id, condition });
  return { created: !existing };
}

/** True when there was a publication to remove. */
export async function unpublishExercise(manager: EntityManager, exerciseId: number): Promise<boolean> {
  return deletedRows(await sql(manager).deleteExercisePublication.run(manager, { id: exerciseId })) > 0;
}

/** Rows a DELETE … RETURNING removed: TypeORM answers `[rows, rowCount]` for it on PostgreSQL, the rows on SQLite. */
function deletedRows(result: unknown[]): number {
  return Array.isArray(result[0]) ? result[0].length : result.length;
}

export async function ownsExercise(manager: EntityManager, ownerId: number, exerciseId: number): Promise<boolean> {
  return (await sql(manager).ownedExercise.run(manager, { id: exerciseId, owner_id: ownerId })).length > 0;
}

export async function ownsProgram(manager: EntityManager, ownerId: number, programId: number): Promise<boolean> {
  return (await sql(manager).ownedProgram.run(manager, { id: programId, owner_id: ownerId })).length > 0;
}

/** Publishes the program with its items as they are now; `'empty'` when it has none to show. */
export async function publishProgram(
  manager: EntityManager,
  ownerId: number,
  programId: number,
  input: PublishProgramRequest,
): Promise<Published | null | 'empty'> {
  const q = sql(manager);
  const [program] = await q.ownedProgram.run(manager, { id: programId, owner_id: ownerId });
  if (!program) return null;
  const items = await q.programItems.run(manager, { id: programId });
  if (items.length === 0) return 'empty';
  const values = {
    title: input.title,
    description: input.description,
    difficulty: toText(program.difficulty),
    now: timestampParam(manager.connection, new Date()),
  };
  const [existing] = await q.programPublication.run(manager, { id: programId });
  let id: number;
  if (existing) {
    id = toNumber(existing.id);
    await q.updateProgram.run(manager, { ...values, id });
    await q.clearProgramItems.run(manager, { id });
  } else {
    const slug = await freeSlug(manager, q.takenProgramSlugs, input.title, 'program');
    const [row] = await q.insertProgram.run(manager, { ...values, program_id: programId, owner_id: ownerId, slug });
    id = toNumber(row.id);
  }
  for (const [position, item] of items.entries())
    await q.addProgramItem.run(manager, {
      id,
      position,
      title: item.title,
      video_id: item.video_id,
      exercise_id: item.exercise_id,
      start_time: item.start_time,
      end_time: item.end_time,
    });
  return { created: !existing };
}

export async function unpublishProgram(manager: EntityManager, programId: number): Promise<boolean> {
  return deletedRows(await sql(manager).deleteProgramPublication.run(manager, { id: programId })) > 0;
}
