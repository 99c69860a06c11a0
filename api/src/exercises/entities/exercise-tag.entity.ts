import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Exercise } from './exercise.entity';
import { Tag } from './tag.entity';

/** Tags of an exercise in the order given; position 0 is the exercise's type (its category in the stats). */
@Entity('exercise_tags')
export class ExerciseTag {
  @PrimaryColumn({ name: 'exercise_id', type: 'integer' })
  exerciseId: number;

  @PrimaryColumn({ name: 'tag_id', type: 'integer' })
  tagId: number;

  @Column({ type: 'integer', default: 0 })
  position: number;

  @ManyToOne('Exercise', 'exerciseTags', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'exercise_id' })
  exercise?: Exercise;

  @ManyToOne(() => Tag, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tag_id' })
  tag?: Tag;
}
