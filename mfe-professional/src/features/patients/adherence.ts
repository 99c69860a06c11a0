/** Adherence (0–1) as a whole percentage; a dash when nothing was scheduled in the window. */
export function formatAdherence(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return `${Math.round(value * 100)}%`;
}

export const PATIENTS_PATH = '/dashboard/professional/patients';
export const patientPath = (id: number) => `${PATIENTS_PATH}/${id}`;
