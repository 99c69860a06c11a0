import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** A participant in a professional's care; a participant may be linked to several professionals. */
@Entity('care_links')
export class CareLink {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'professional_id', type: 'integer' })
  professionalId: number;

  @Column({ name: 'participant_id', type: 'integer' })
  participantId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'participant_id' })
  participant?: User;

  @Column({ name: 'linked_at', type: Date })
  linkedAt: Date;
}
