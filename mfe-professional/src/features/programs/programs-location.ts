export const PROGRAMS_PATH = '/dashboard/professional/programs';

/** What the programs list is told on arrival: the program just saved, which it marks and scrolls to. */
export interface ProgramsLocationState {
  savedProgramId?: number;
}
