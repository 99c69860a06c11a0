import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  LibraryChanges,
  LibraryExerciseDetail,
  LibraryExerciseSummary,
  LibraryFacetCount,
  LibraryFacets,
  LibraryProgramDetail,
  LibraryProgramSummary,
  LibrarySitemap,
  Page,
} from '@physio/contracts';
import {
  LIBRARY_BODY_PARTS,
  LIBRARY_CATEGORIES,
  LIBRARY_CONDITIONS,
  LIBRARY_DIFFICULTIES,
  LIBRARY_LIMITS,
  type LibraryTermDefinition,
} from '@physio/util';
import { DataSource, type EntityManager } from 'typeorm';
import { notFound } from '../common/errors/api-exception';
import { INVALID_PAGE, toPage, type PageSlice } from '../common/pagination/page-slice';
import { containsPattern } from '../common/search/like-pattern';
import { limitOffset } from '../database/raw-sql';
import { toDate, toNullableNumber, toNumber, toText, type Row } from '../database/row-values';
import type { LibraryChangesQueryDto, LibraryExerciseQueryDto, LibraryProgramQueryDto } from './dto/library-query.dto';
import {
  groupConditions,
  toExerciseDetail,
  toExerciseSummary,
  toProgramDetail,
  toProgramSummary,
} from './library.mapper';
import { AnswerCache } from './answer-cache';
import { ReusedCursor } from './library-cursor';
import { PublicLibraryQueries, type ExerciseFilters } from './library.queries';
import { fts5QueryText, searchWords, tsQueryText } from './search-terms';

export const EXERCISE_NOT_PUBLISHED = 'No published exercise has this address.';
export const PROGRAM_NOT_PUBLISHED = 'No published program has this address.';
/** The most changes one answer of the feed carries; a poller catches up over several answers. */
export const CHANGES_PER_ANSWER = 500;
/** The cursor of a feed that never had a change (change ids start at 2, see the migration). */
const FIRST_CURSOR = 1;

/** The public library's reads: lists, search, facets, details, sitemap and the change feed. */
@Injectable()
export class LibraryReader {
  private readonly queries: PublicLibraryQueries;
  /** Pages of the exercise list by filters, page and size (answer-cache.ts). */
  private readonly exercisePages = new AnswerCache<{ count: number; results: LibraryExerciseSummary[] }>();
  private readonly facetAnswers = new AnswerCache<LibraryFacets>(1);
  /** The change feed's newest id, what the cached answers are checked against (library-cursor.ts). */
  private readonly newest = new ReusedCursor(async () => {
    const [row] = await this.queries.newestChange.run(this.dataSource);
    return toNullableNumber(row?.newest ?? null) ?? 0;
  });

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.queries = new PublicLibraryQueries(dataSource);
  }

  async exercises(query: LibraryExerciseQueryDto, requestUrl: string): Promise<Page<LibraryExerciseSummary>> {
    const filters: ExerciseFilters = {
      category: query.category,
      body_part: query.body_part,
      difficulty: query.difficulty,
      condition: query.condition,
    };
    if (query.search !== undefined && query.search !== '') {
      const words = searchWords(query.search);
      // Nothing searchable (only punctuation): nothing matches.
      if (words.length === 0) return emptyPage();
      filters.search = this.queries.postgres ? tsQueryText(words) : fts5QueryText(words);
    }
    const limit = Math.min(query.page_size, LIBRARY_LIMITS.pageSizeMax);
    const key = JSON.stringify([filters, query.page, limit]);
    const { count, results } = await this.exercisePages.get(key, await this.cursor(), async () => {
      const rows = await this.queries.exercisePage(this.dataSource, filters, limit, (query.page - 1) * limit);
      const total = rows[0]?.total ?? null;
      const count = total !== null ? toNumber(total) : await this.queries.exerciseCount(this.dataSource, filters);
      librarySlice(query, count);
      const ids = rows.map((row) => toNumber(row.id));
      const conditions = groupConditions(await this.queries.conditionsOf(this.dataSource, ids));
      return { count, results: rows.map((row) => toExerciseSummary(row, conditions.get(toNumber(row.id)) ?? [])) };
    });
    return toPage(query, librarySlice(query, count), count, requestUrl, results);
  }

  private cursor(): Promise<number> {
    return this.newest.get();
  }

  /** Called for every write request of this process, before its answer goes out (library.module.ts). */
  forgetCursor(): void {
    this.newest.forget();
  }

  async exercise(slug: string): Promise<LibraryExerciseDetail> {
    const [row] = await this.queries.exerciseBySlug.run(this.dataSource, { slug });
    if (!row) throw notFound(EXERCISE_NOT_PUBLISHED);
    return this.exerciseDetail(row, this.dataSource, false);
  }

  /** The publication of a saved exercise, for its owner (with `exercise_id`); null when not published. */
  async exerciseOfOwner(exerciseId: number, manager?: EntityManager): Promise<LibraryExerciseDetail | null> {
    const runner = manager ?? this.dataSource;
    const [row] = await this.queries.exerciseByExerciseId.run(runner, { exercise_id: exerciseId });
    return row ? this.exerciseDetail(row, runner, true) : null;
  }

  async facets(): Promise<LibraryFacets> {
    return this.facetAnswers.get('facets', await this.cursor(), () => this.countFacets());
  }

  private async countFacets(): Promise<LibraryFacets> {
    const counted = async (statement: { run: PublicLibraryQueries['facetCategories']['run'] }) =>
      new Map((await statement.run(this.dataSource)).map((row) => [toText(row.slug), toNumber(row.n)]));
    const [categories, bodyParts, conditions, difficulties, [totals]] = await Promise.all([
      counted(this.queries.facetCategories),
      counted(this.queries.facetBodyParts),
      counted(this.queries.facetConditions),
      counted(this.queries.facetDifficulties),
      this.queries.totals.run(this.dataSource),
    ]);
    return {
      total_exercises: toNumber(totals.exercises),
      total_programs: toNumber(totals.programs),
      categories: facetCounts(LIBRARY_CATEGORIES, categories),
      body_parts: facetCounts(LIBRARY_BODY_PARTS, bodyParts),
      conditions: facetCounts(LIBRARY_CONDITIONS, conditions),
      difficulties: facetCounts(LIBRARY_DIFFICULTIES, difficulties),
    };
  }

  async programs(query: LibraryProgramQueryDto, requestUrl: string): Promise<Page<LibraryProgramSummary>> {
    const byDifficulty = query.difficulty ? 'difficulty' : 'all';
    const bySearch = query.search ? 'search' : 'all';
    const values = { difficulty: query.difficulty, pattern: query.search ? containsPattern(query.search) : undefined };
    const [countRow] = await this.queries.programCount[byDifficulty][bySearch].run(this.dataSource, values);
    const count = toNumber(countRow?.n ?? 0);
    const slice = librarySlice(query, count);
    const rows =
      count === 0
        ? []
        : await this.queries.programPage[byDifficulty][bySearch].run(
            this.dataSource,
            values,
            limitOffset(slice.limit, slice.offset),
          );
    return toPage(query, slice, count, requestUrl, rows.map(toProgramSummary));
  }

  async program(slug: string): Promise<LibraryProgramDetail> {
    const [row] = await this.queries.programBySlug.run(this.dataSource, { slug });
    if (!row) throw notFound(PROGRAM_NOT_PUBLISHED);
    return toProgramDetail(row, await this.queries.programItems.run(this.dataSource, { id: row.id }), false);
  }

  async programOfOwner(programId: number, manager?: EntityManager): Promise<LibraryProgramDetail | null> {
    const runner = manager ?? this.dataSource;
    const [row] = await this.queries.programByProgramId.run(runner, { program_id: programId });
    if (!row) return null;
    return toProgramDetail(row, await this.queries.programItems.run(runner, { id: row.id }), true);
  }

  async sitemap(): Promise<LibrarySitemap> {
    const entries = (rows: Row[]) =>
      rows.map((row) => ({ slug: toText(row.slug), updated_at: toDate(row.updated_at).toISOString() }));
    const [exercises, programs] = await Promise.all([
      this.queries.sitemapExercises.run(this.dataSource),
      this.queries.sitemapPrograms.run(this.dataSource),
    ]);
    return { exercises: entries(exercises), programs: entries(programs) };
  }

  /**
   * Changes after `after`, oldest first, at most CHANGES_PER_ANSWER. `reset` when the feed no longer holds every
   * change after it (pruned), or when `after` is ahead of the feed (a database that was reset).
   */
  async changes(query: LibraryChangesQueryDto): Promise<LibraryChanges> {
    const [bounds] = await this.queries.changeBounds.run(this.dataSource);
    const oldest = toNullableNumber(bounds?.oldest ?? null);
    const newest = Math.max(toNullableNumber(bounds?.newest ?? null) ?? 0, FIRST_CURSOR);
    const after = query.after;
    if (after === 0) return { cursor: newest, reset: false, changes: [] };
    if (after > newest || (oldest !== null && after < oldest - 1)) return { cursor: newest, reset: true, changes: [] };
    const rows = await this.queries.changesAfter.run(this.dataSource, { after, limit: CHANGES_PER_ANSWER });
    return {
      cursor: rows.length ? toNumber(rows[rows.length - 1].id) : after,
      reset: false,
      changes: rows.map((row) => ({
        kind: toText(row.kind) as 'exercise' | 'program',
        slug: toText(row.slug),
        action: toText(row.action) as 'published' | 'updated' | 'unpublished',
      })),
    };
  }

  private async exerciseDetail(row: Row, runner: DataSource | EntityManager, forOwner: boolean) {
    const id = toNumber(row.id);
    const conditions = groupConditions(await this.queries.conditionsOf(runner, [id])).get(id) ?? [];
    return toExerciseDetail(row, conditions, forOwner);
  }
}

/** page_size capped at 50; a page past the end is 404 'Invalid page.' like every list of the API. */
function librarySlice(query: { page: number; page_size: number }, count: number): PageSlice {
  const limit = Math.min(query.page_size, LIBRARY_LIMITS.pageSizeMax);
  const lastPage = Math.max(1, Math.ceil(count / limit));
  if (query.page > lastPage) throw notFound(INVALID_PAGE);
  return { limit, offset: (query.page - 1) * limit, lastPage };
}

const emptyPage = <T>(): Page<T> => ({ count: 0, next: null, previous: null, results: [] });

function facetCounts(terms: readonly LibraryTermDefinition[], counts: Map<string, number>): LibraryFacetCount[] {
  return terms.map(({ slug, name }) => ({ slug, name, count: counts.get(slug) ?? 0 }));
}
