// The public library's fixed vocabulary: what a professional picks when publishing and what visitors filter by.
// A term's slug is what the API stores and the URLs carry (`/exercises?body_part=knee`); its name is what people read.

export interface LibraryTermDefinition {
  slug: string;
  name: string;
}

export const LIBRARY_CATEGORIES = [
  { slug: 'upper-body', name: 'Upper Body' },
  { slug: 'lower-body', name: 'Lower Body' },
  { slug: 'core', name: 'Core' },
  { slug: 'full-body', name: 'Full Body' },
  { slug: 'flexibility', name: 'Flexibility' },
  { slug: 'balance', name: 'Balance' },
  { slug: 'rehabilitation', name: 'Rehabilitation' },
] as const satisfies readonly LibraryTermDefinition[];

export const LIBRARY_BODY_PARTS = [
  { slug: 'neck', name: 'Neck' },
  { slug: 'shoulder', name: 'Shoulder' },
  { slug: 'elbow', name: 'Elbow' },
  { slug: 'wrist-hand', name: 'Wrist & Hand' },
  { slug: 'back', name: 'Back' },
  { slug: 'core', name: 'Core' },
  { slug: 'hip', name: 'Hip' },
  { slug: 'knee', name: 'Knee' },
  { slug: 'ankle-foot', name: 'Ankle & Foot' },
  { slug: 'full-body', name: 'Full Body' },
] as const satisfies readonly LibraryTermDefinition[];

export const LIBRARY_CONDITIONS = [
  { slug: 'back-pain', name: 'Back Pain' },
  { slug: 'neck-pain', name: 'Neck Pain' },
  { slug: 'shoulder-pain', name: 'Shoulder Pain' },
  { slug: 'knee-pain', name: 'Knee Pain' },
  { slug: 'joint-pain', name: 'Joint Pain' },
  { slug: 'arthritis', name: 'Arthritis' },
  { slug: 'sports-injury', name: 'Sports Injury' },
  { slug: 'post-surgery', name: 'Post-Surgery' },
  { slug: 'balance-falls', name: 'Balance & Falls' },
  { slug: 'general-fitness', name: 'General Fitness' },
] as const satisfies readonly LibraryTermDefinition[];

export const LIBRARY_DIFFICULTIES = [
  { slug: 'beginner', name: 'Beginner' },
  { slug: 'intermediate', name: 'Intermediate' },
  { slug: 'advanced', name: 'Advanced' },
] as const satisfies readonly LibraryTermDefinition[];

export type LibraryCategorySlug = (typeof LIBRARY_CATEGORIES)[number]['slug'];
export type LibraryBodyPartSlug = (typeof LIBRARY_BODY_PARTS)[number]['slug'];
export type LibraryConditionSlug = (typeof LIBRARY_CONDITIONS)[number]['slug'];
export type LibraryDifficultySlug = (typeof LIBRARY_DIFFICULTIES)[number]['slug'];

/** Limits of a publication, checked by the API and shown as hints by the studio's form. */
export const LIBRARY_LIMITS = {
  titleMax: 200,
  descriptionMax: 600,
  instructionsMin: 1,
  instructionsMax: 12,
  instructionMax: 400,
  safetyTipMax: 400,
  conditionsMax: 5,
  pageSizeDefault: 12,
  pageSizeMax: 50,
  searchMax: 100,
} as const;

/** The name of a term by its slug, or undefined for an unknown slug. */
export function libraryTermName(terms: readonly LibraryTermDefinition[], slug: string): string | undefined {
  return terms.find((term) => term.slug === slug)?.name;
}
