import type {
  Assignment as AssignmentJson,
  AssignmentItem as AssignmentItemJson,
  AssignmentStatus,
  PersonRef,
} from '@physio/contracts';
import { lastDay, maskToWeekdays, type WeeklySchedule } from '../schedule/weekly-schedule';
import type { User } from '../users/entities/user.entity';
import type { AssignmentItem } from './entities/assignment-item.entity';
import type { Assignment } from './entities/assignment.entity';

export const toPersonRef = (user: Pick<User, 'id' | 'username'>): PersonRef => ({
  id: user.id,
  username: user.username,
});

export const scheduleOf = (assignment: Assignment): WeeklySchedule => ({
  startDate: assignment.startDate,
  endDate: assignment.endDate,
  endedOn: assignment.endedOn,
  daysMask: assignment.daysMask,
});

/** Ended by the professional, or past its last day. */
export function statusOn(assignment: Assignment, today: string): AssignmentStatus {
  if (assignment.status === 'ended') return 'ended';
  const last = lastDay(scheduleOf(assignment));
  return last !== null && last < today ? 'ended' : 'active';
}

export function toAssignmentItemJson(item: AssignmentItem): AssignmentItemJson {
  return {
    id: item.id,
    title: item.title,
    video_platform_id: item.videoPlatformId,
    start_time: item.startTime,
    end_time: item.endTime,
    sets: item.sets,
    reps: item.reps,
    hold_seconds: item.holdSeconds,
    rest_seconds: item.restSeconds,
    notes: item.notes,
  };
}

/** Expects the assignment with its participant and professional loaded, and its items in order. */
export function toAssignmentJson(assignment: Assignment, items: AssignmentItem[], today: string): AssignmentJson {
  if (!assignment.participant || !assignment.professional) throw new Error('Assignment loaded without its people.');
  return {
    id: assignment.id,
    participant: toPersonRef(assignment.participant),
    professional: toPersonRef(assignment.professional),
    program_title: assignment.programTitle,
    start_date: assignment.startDate,
    end_date: assignment.endDate,
    days_of_week: maskToWeekdays(assignment.daysMask),
    status: statusOn(assignment, today),
    items: items.map(toAssignmentItemJson),
  };
}
