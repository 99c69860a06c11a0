import type { ParticipantSummary } from '@physio/contracts';

/** Adherence (0–1) as a whole percentage; a dash when nothing was scheduled in the window. */
export function formatAdherence(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return `${Math.round(value * 100)}%`;
}

/** The mean 28-day adherence of the participants who had something scheduled; null when none had. */
export function meanAdherence28d(participants: Pick<ParticipantSummary, 'adherence_28d'>[]): number | null {
  const known = participants.map((p) => p.adherence_28d).filter((value): value is number => value !== null);
  if (known.length === 0) return null;
  return known.reduce((sum, value) => sum + value, 0) / known.length;
}

export const PATIENTS_PATH = '/dashboard/professional/patients';
export const patientPath = (id: number) => `${PATIENTS_PATH}/${id}`;
