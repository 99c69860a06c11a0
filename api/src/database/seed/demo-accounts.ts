/** Demo sign-ins, seeded outside production only (one professional, one participant). */
export const DEMO_ACCOUNTS = [
  { username: 'demo.pro', password: 'physio-demo-1', email: 'pro@demo.physio.test', isProfessional: true },
  { username: 'demo.patient', password: 'patient-demo-1', email: 'patient@demo.physio.test', isProfessional: false },
] as const;

/**
 * Offline-catalogue videos saved for demo.pro. The first four have chapters, so they get the exercises the detection
 * engine finds; the last is left without exercises so "Latest Videos" (not yet extracted) has something to show.
 */
export const DEMO_VIDEO_IDS = ['Lb7xQe2RkPw', 'hP4cTm9sVzA', 'nK2dYw8fJqE', 'gB6mFx1kDsR', 'kR6uBn3xHtM'];
export const DEMO_VIDEOS_WITH_EXERCISES = 4;
