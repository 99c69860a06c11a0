// Every page of the composed site, by who may see it. The apps own their routes (mfe-public's
// PUBLIC_ROUTES, the shell's app-routes, each dashboard remote's remote-module); this list mirrors
// them with a real value for each parameter, and site-routes.spec.ts fails when they drift apart.

export type Persona = 'visitor' | 'professional' | 'participant';

/** Ids the API hands out at run time, for the routes that take one. */
export interface RouteParams {
  videoId?: number;
  /** One of the demo professional's exercises in that video (its publish page). */
  exerciseId?: number;
  programId?: number;
  /** A participant linked to the demo professional (the demo seed links demo.patient). */
  patientId?: number;
  /** One of the participant's own assignments (the demo seed assigns demo.patient a program). */
  assignmentId?: number;
  /** A published exercise and program of the public library (the demo seed publishes both). */
  exerciseSlug?: string;
  programSlug?: string;
}

/** The shell's own pages (sign-in and friends) and every page of mfe-public, a miss included. */
export const PUBLIC_PATHS = [
  '/',
  '/professionals',
  '/pricing',
  '/exercises',
  '/exercises/:exerciseSlug',
  '/categories',
  '/body-parts',
  '/conditions',
  '/programs',
  '/programs/:programSlug',
  '/blog',
  '/blog/core-strength-for-a-healthy-back',
  '/contact',
  '/about',
  '/terms',
  '/privacy',
  '/disclaimer',
  '/licenses',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/no-such-page',
];

export const PROFESSIONAL_PATHS = [
  '/dashboard/professional',
  '/dashboard/professional/content',
  '/dashboard/professional/content/videos',
  '/dashboard/professional/content/videos/add',
  '/dashboard/professional/content/videos/import',
  '/dashboard/professional/content/videos/:videoId',
  '/dashboard/professional/content/videos/:videoId/exercises/:exerciseId/publish',
  '/dashboard/professional/create-program',
  '/dashboard/professional/programs',
  '/dashboard/professional/programs/:programId/edit',
  '/dashboard/professional/programs/:programId/publish',
  '/dashboard/professional/patients',
  '/dashboard/professional/patients/:patientId',
  '/professional/content/exercises',
];

export const PARTICIPANT_PATHS = [
  '/dashboard/user',
  '/dashboard/user/today',
  '/dashboard/user/programs/:assignmentId',
  '/dashboard/user/history',
];

/** Public pages a signed-in user also sees; their header and menus differ from a visitor's. */
export const PUBLIC_PATHS_WHEN_SIGNED_IN = ['/', '/exercises', '/pricing'];

/** The paths a persona visits; fill a route's parameters with fillParams. */
export function pathsFor(persona: Persona): string[] {
  if (persona === 'visitor') return PUBLIC_PATHS;
  const own = persona === 'professional' ? PROFESSIONAL_PATHS : PARTICIPANT_PATHS;
  return [...own, ...PUBLIC_PATHS_WHEN_SIGNED_IN];
}

export function fillParams(path: string, params?: RouteParams): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name as keyof RouteParams];
    if (value === undefined) throw new Error(`${path} needs a value for :${name}`);
    return String(value);
  });
}
