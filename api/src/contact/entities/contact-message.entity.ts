import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What a visitor wrote on the contact page: kept so that nothing is lost, whatever the mail setup. */
@Entity('contact_messages')
export class ContactMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 5000 })
  message: string;

  @Column({ name: 'created_at', type: Date })
  createdAt: Date;
}
