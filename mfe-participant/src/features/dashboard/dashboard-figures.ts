import type { ParticipantDashboard } from '@physio/contracts';
import { formatDate } from '@physio/util';

export interface Figure {
  label: string;
  value: string;
  hint: string;
}

/** The four headline figures; a new participant's dashboard is all zeros, so every hint reads well at zero. */
export function dashboardFigures(data: ParticipantDashboard, today: string): Figure[] {
  const next = data.upcoming[0];
  return [
    {
      label: 'Active programs',
      value: String(data.active_programs),
      hint: data.active_programs ? 'Assigned by your professional' : 'None assigned yet',
    },
    {
      label: 'Completed exercises',
      value: String(data.completed_exercises),
      hint: `+${data.completed_exercises_7d} in the last 7 days`,
    },
    {
      label: 'Upcoming sessions',
      value: String(data.upcoming.length),
      hint: next ? `Next: ${next.date === today ? 'today' : formatDate(next.date)}` : 'Nothing in the next 7 days',
    },
    {
      label: 'Progress score',
      value: `${data.progress_score}%`,
      hint: 'Sessions done as planned, last 28 days',
    },
  ];
}

export const FIGURE_LABELS = ['Active programs', 'Completed exercises', 'Upcoming sessions', 'Progress score'];
