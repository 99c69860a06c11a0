import type { DataSource, EntityManager } from 'typeorm';
import { limitOffset } from '../database/raw-sql';
import type { Row } from '../database/row-values';

/**
 * A statement written once with `@name` parameters, run with the dialect's positional ones ($1… or ?): the public
 * reads are the library's hot path, so their SQL is not rebuilt per request (ADR 0004).
 */
export class Statement {
  readonly sql: string;
  private readonly order: string[] = [];

  constructor(postgres: boolean, text: string) {
    this.sql = text.replace(/@([a-z_][a-z0-9_]*)/g, (_match, name: string) => {
      this.order.push(name);
      return postgres ? `$${this.order.length}` : '?';
    });
  }

  /** `suffix` is appended (a LIMIT/OFFSET); `page` replaces the statement's PAGE marker (a LIMIT inside it). */
  run(
    runner: DataSource | EntityManager,
    values: Record<string, unknown> = {},
    suffix = '',
    page = '',
  ): Promise<Row[]> {
    const sql = page ? this.sql.replace(PAGE, page) : this.sql;
    return runner.query(
      suffix ? sql + suffix : sql,
      this.order.map((name) => values[name] ?? null),
    );
  }
}

/** The filters of the public exercise list that are present, as one key: each combination has its statements. */
export interface ExerciseFilters {
  category?: string;
  body_part?: string;
  difficulty?: string;
  condition?: string;
  /** The engine's query text (tsquery or FTS5 MATCH), already made of plain words. */
  search?: string;
}

/** Where a page statement takes its LIMIT/OFFSET: inside, before the joins, so only one page of rows is joined. */
const PAGE = '/*page*/';

const FILTER_KEYS = ['category', 'body_part', 'difficulty', 'condition', 'search'] as const;

const SUMMARY_COLUMNS = `le.id, le.slug, le.title, le.description, le.category, le.body_part, le.difficulty,
  le.published_at, le.updated_at, e.start_time, e.end_time, v.thumbnail_url, u.username`;
const SEGMENT_JOINS = `JOIN exercises e ON e.id = le.exercise_id JOIN videos v ON v.id = e.video_id
  JOIN users u ON u.id = le.owner_id`;
const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, le.exercise_id, le.owner_id, le.instructions, le.safety_tip,
  v.platform, v.video_id AS platform_video_id, v.title AS video_title`;
const PROGRAM_COLUMNS = `lp.id, lp.slug, lp.title, lp.description, lp.difficulty, lp.published_at, lp.updated_at,
  lp.program_id, lp.owner_id, u.username,
  (SELECT COUNT(*) FROM library_program_items i WHERE i.library_program_id = lp.id) AS exercise_count,
  (SELECT COALESCE(SUM(i.end_time - i.start_time), 0) FROM library_program_items i
     WHERE i.library_program_id = lp.id) AS total_duration`;

/** Every SQL of the public library; the services only choose which to run and map rows. */
export class LibraryQueries {
  readonly postgres: boolean;
  private readonly lists = new Map<string, { page: Statement; count: Statement }>();
  private readonly conditionLists = new Map<number, Statement>();

  readonly exerciseBySlug: Statement;
  readonly exerciseByExerciseId: Statement;
  readonly facetCategories: Statement;
  readonly facetBodyParts: Statement;
  readonly facetDifficulties: Statement;
  readonly facetConditions: Statement;
  readonly totals: Statement;
  readonly programPage: Record<'all' | 'difficulty', Record<'all' | 'search', Statement>>;
  readonly programCount: Record<'all' | 'difficulty', Record<'all' | 'search', Statement>>;
  readonly programBySlug: Statement;
  readonly programByProgramId: Statement;
  readonly programItems: Statement;
  readonly sitemapExercises: Statement;
  readonly sitemapPrograms: Statement;
  readonly changesAfter: Statement;
  readonly changeBounds: Statement;

  constructor(dataSource: DataSource) {
    this.postgres = dataSource.options.type === 'postgres';
    const s = (text: string) => new Statement(this.postgres, text);
    this.exerciseBySlug = s(
      `SELECT ${DETAIL_COLUMNS} FROM library_exercises le ${SEGMENT_JOINS} WHERE le.slug = @slug`,
    );
    this.exerciseByExerciseId = s(
      `SELECT ${DETAIL_COLUMNS} FROM library_exercises le ${SEGMENT_JOINS} WHERE le.exercise_id = @exercise_id`,
    );
    const groupCount = (column: string, table = 'library_exercises') =>
      s(`SELECT ${column} AS slug, COUNT(*) AS n FROM ${table} GROUP BY ${column}`);
    this.facetCategories = groupCount('category');
    this.facetBodyParts = groupCount('body_part');
    this.facetDifficulties = groupCount('difficulty');
    this.facetConditions = groupCount('condition_slug', 'library_exercise_conditions');
    this.totals = s(
      'SELECT (SELECT COUNT(*) FROM library_exercises) AS exercises, (SELECT COUNT(*) FROM library_programs) AS programs',
    );
    const programWhere = (difficulty: boolean, search: boolean) =>
      [
        difficulty ? 'lp.difficulty = @difficulty' : '',
        search ? `LOWER(lp.title || ' ' || lp.description) LIKE @pattern ESCAPE '\\'` : '',
      ]
        .filter(Boolean)
        .join(' AND ') || '1 = 1';
    const programStatements = (make: (where: string) => string) => ({
      all: { all: s(make(programWhere(false, false))), search: s(make(programWhere(false, true))) },
      difficulty: { all: s(make(programWhere(true, false))), search: s(make(programWhere(true, true))) },
    });
    this.programPage = programStatements(
      (where) =>
        `SELECT ${PROGRAM_COLUMNS} FROM library_programs lp JOIN users u ON u.id = lp.owner_id WHERE ${where}
         ORDER BY lp.published_at DESC, lp.id DESC`,
    );
    this.programCount = programStatements((where) => `SELECT COUNT(*) AS n FROM library_programs lp WHERE ${where}`);
    this.programBySlug = s(
      `SELECT ${PROGRAM_COLUMNS} FROM library_programs lp JOIN users u ON u.id = lp.owner_id WHERE lp.slug = @slug`,
    );
    this.programByProgramId = s(
      `SELECT ${PROGRAM_COLUMNS} FROM library_programs lp JOIN users u ON u.id = lp.owner_id
       WHERE lp.program_id = @program_id`,
    );
    this.programItems = s(
      `SELECT i.position, i.title, i.start_time, i.end_time, v.platform, v.video_id AS platform_video_id,
         v.title AS video_title, v.thumbnail_url, le.slug AS exercise_slug
       FROM library_program_items i JOIN videos v ON v.id = i.video_id
       LEFT JOIN library_exercises le ON le.exercise_id = i.exercise_id
       WHERE i.library_program_id = @id ORDER BY i.position`,
    );
    this.sitemapExercises = s('SELECT slug, updated_at FROM library_exercises ORDER BY slug');
    this.sitemapPrograms = s('SELECT slug, updated_at FROM library_programs ORDER BY slug');
    this.changesAfter = s(
      'SELECT id, kind, slug, action FROM library_changes WHERE id > @after ORDER BY id LIMIT @limit',
    );
    this.changeBounds = s('SELECT MIN(id) AS oldest, MAX(id) AS newest FROM library_changes');
  }

  /** One page of published exercises: relevance first when searching, else newest publication first. */
  exercisePage(runner: DataSource, filters: ExerciseFilters, limit: number, offset: number): Promise<Row[]> {
    return this.listStatements(filters).page.run(runner, { ...filters }, '', limitOffset(limit, offset));
  }

  async exerciseCount(runner: DataSource, filters: ExerciseFilters): Promise<number> {
    const [row] = await this.listStatements(filters).count.run(runner, { ...filters });
    return Number(row?.n ?? 0);
  }

  /** (library_exercise_id, condition_slug) of these publications, in vocabulary-independent slug order. */
  conditionsOf(runner: DataSource | EntityManager, ids: readonly number[]): Promise<Row[]> {
    if (ids.length === 0) return Promise.resolve([]);
    let statement = this.conditionLists.get(ids.length);
    if (!statement) {
      const names = ids.map((_, i) => `@id${i}`);
      statement = new Statement(
        this.postgres,
        `SELECT library_exercise_id, condition_slug FROM library_exercise_conditions
         WHERE library_exercise_id IN (${names.join(', ')}) ORDER BY library_exercise_id, condition_slug`,
      );
      this.conditionLists.set(ids.length, statement);
    }
    const values: Record<string, unknown> = {};
    ids.forEach((id, i) => (values[`id${i}`] = id));
    return statement.run(runner, values);
  }

  private listStatements(filters: ExerciseFilters) {
    const present = FILTER_KEYS.filter((key) => filters[key] !== undefined);
    const key = present.join(',');
    const known = this.lists.get(key);
    if (known) return known;
    const search = present.includes('search');
    const where = present
      .filter((name) => name !== 'search' && name !== 'condition')
      .map((name) => `le.${name} = @${name}`);
    if (present.includes('condition'))
      where.push(
        `EXISTS (SELECT 1 FROM library_exercise_conditions c
           WHERE c.library_exercise_id = le.id AND c.condition_slug = @condition)`,
      );
    let from = 'library_exercises le';
    let rank = '0';
    if (search && this.postgres) {
      from += ` CROSS JOIN to_tsquery('english', @search) query`;
      where.push('le.search_vector @@ query');
      rank = '-ts_rank(le.search_vector, query)';
    } else if (search) {
      from += ' JOIN library_exercises_fts f ON f.rowid = le.id';
      where.push('library_exercises_fts MATCH @search');
      rank = 'bm25(library_exercises_fts, 4.0, 1.0)';
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    // The page's ids first (ranked, filtered and limited on library_exercises alone), then the joins for those rows.
    const statements = {
      page: new Statement(
        this.postgres,
        `SELECT ${SUMMARY_COLUMNS} FROM (
           SELECT le.id, le.published_at, ${rank} AS rank FROM ${from} ${whereSql}
           ORDER BY rank, le.published_at DESC, le.id DESC ${PAGE}) p
         JOIN library_exercises le ON le.id = p.id ${SEGMENT_JOINS}
         ORDER BY p.rank, p.published_at DESC, p.id DESC`,
      ),
      count: new Statement(this.postgres, `SELECT COUNT(*) AS n FROM ${from} ${whereSql}`),
    };
    this.lists.set(key, statements);
    return statements;
  }
}
