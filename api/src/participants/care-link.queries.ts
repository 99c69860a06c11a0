import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { PreparedSelect } from '../database/prepared-select';
import { limitOffset } from '../database/raw-sql';
import { toDate, toNumber, toText, type Row } from '../database/row-values';
import { CareLink } from './entities/care-link.entity';

/** A linked participant as the professional's pages show them. */
export interface LinkedParticipant {
  id: number;
  username: string;
  linkedAt: Date;
}

type PageName = 'professionalId' | 'pattern';

/**
 * A professional's links with the participants' usernames: one link (the detail), a page by username with an
 * optional search, and how many there are.
 */
export class CareLinkQueries {
  private readonly link: PreparedSelect<'professionalId' | 'participantId'>;
  private readonly pages: Record<'all' | 'search', PreparedSelect<PageName>>;
  private readonly counts: Record<'all' | 'search', PreparedSelect<PageName>>;

  constructor(private readonly dataSource: DataSource) {
    this.link = new PreparedSelect(
      dataSource,
      this.select().where('l.professionalId = :professionalId AND l.participantId = :participantId'),
      ['professionalId', 'participantId'],
    );
    const page = (search: boolean) =>
      new PreparedSelect<PageName>(
        dataSource,
        this.ofProfessional(this.select(), search).orderBy('u.usernameNormalized', 'ASC').addOrderBy('l.id', 'ASC'),
        ['professionalId', 'pattern'],
      );
    // Without a search the links alone tell how many (an index range, no join with users).
    const count = (search: boolean) =>
      new PreparedSelect<PageName>(
        dataSource,
        this.ofProfessional(
          search
            ? dataSource.createQueryBuilder(CareLink, 'l').innerJoin('l.participant', 'u')
            : dataSource.createQueryBuilder(CareLink, 'l'),
          search,
        ).select('COUNT(*)', 'count'),
        ['professionalId', 'pattern'],
      );
    this.pages = { all: page(false), search: page(true) };
    this.counts = { all: count(false), search: count(true) };
  }

  /** `pattern`: a containsPattern() of the search, or null for every link. */
  async count(professionalId: number, pattern: string | null): Promise<number> {
    const [row] = await this.counts[pattern === null ? 'all' : 'search'].run({ professionalId, pattern });
    return toNumber(row.count);
  }

  /** By username (then link), `limit` from `offset`. */
  async page(
    professionalId: number,
    pattern: string | null,
    slice: { limit: number; offset: number },
  ): Promise<LinkedParticipant[]> {
    const rows = await this.pages[pattern === null ? 'all' : 'search'].run(
      { professionalId, pattern },
      limitOffset(slice.limit, slice.offset),
    );
    return rows.map(toLinkedParticipant);
  }

  async linked(professionalId: number, participantId: number): Promise<LinkedParticipant | null> {
    const [row] = await this.link.run({ professionalId, participantId });
    return row ? toLinkedParticipant(row) : null;
  }

  private select() {
    return this.dataSource
      .createQueryBuilder(CareLink, 'l')
      .innerJoin('l.participant', 'u')
      .select([])
      .addSelect('l.participantId', 'participant_id')
      .addSelect('u.username', 'username')
      .addSelect('l.linkedAt', 'linked_at');
  }

  private ofProfessional<Q extends SelectQueryBuilder<CareLink>>(query: Q, search: boolean): Q {
    query.where('l.professionalId = :professionalId');
    if (search) query.andWhere(`u.usernameNormalized LIKE :pattern ESCAPE '\\'`);
    return query;
  }
}

export const toLinkedParticipant = (row: Row): LinkedParticipant => ({
  id: toNumber(row.participant_id),
  username: toText(row.username),
  linkedAt: toDate(row.linked_at),
});
