import type { DataSource } from 'typeorm';
import { PreparedSelect } from '../database/prepared-select';
import { toDate, toNumber, toText, type Row } from '../database/row-values';
import { CareLink } from './entities/care-link.entity';

/** A linked participant as the professional's pages show them. */
export interface LinkedParticipant {
  id: number;
  username: string;
  linkedAt: Date;
}

/** The link between a professional and one participant, with the participant's username: one statement. */
export class CareLinkQueries {
  private readonly link: PreparedSelect<'professionalId' | 'participantId'>;

  constructor(dataSource: DataSource) {
    const query = dataSource
      .createQueryBuilder(CareLink, 'l')
      .innerJoin('l.participant', 'u')
      .select([])
      .addSelect('l.participantId', 'participant_id')
      .addSelect('u.username', 'username')
      .addSelect('l.linkedAt', 'linked_at')
      .where('l.professionalId = :professionalId AND l.participantId = :participantId');
    this.link = new PreparedSelect(dataSource, query, ['professionalId', 'participantId']);
  }

  async linked(professionalId: number, participantId: number): Promise<LinkedParticipant | null> {
    const [row] = await this.link.run({ professionalId, participantId });
    return row ? toLinkedParticipant(row) : null;
  }
}

export const toLinkedParticipant = (row: Row): LinkedParticipant => ({
  id: toNumber(row.participant_id),
  username: toText(row.username),
  linkedAt: toDate(row.linked_at),
});
