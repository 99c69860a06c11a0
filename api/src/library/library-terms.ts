import type { LibraryTerm } from '@physio/contracts';
import {
  LIBRARY_BODY_PARTS,
  LIBRARY_CATEGORIES,
  LIBRARY_CONDITIONS,
  LIBRARY_DIFFICULTIES,
  libraryTermName,
  type LibraryTermDefinition,
} from '@physio/util';

export const CATEGORY_SLUGS = LIBRARY_CATEGORIES.map((term) => term.slug);
export const BODY_PART_SLUGS = LIBRARY_BODY_PARTS.map((term) => term.slug);
export const CONDITION_SLUGS = LIBRARY_CONDITIONS.map((term) => term.slug);
export const DIFFICULTY_SLUGS = LIBRARY_DIFFICULTIES.map((term) => term.slug);

/** A stored slug as the API answers it. A slug the vocabulary no longer has is shown as itself rather than lost. */
export function toTerm(terms: readonly LibraryTermDefinition[], slug: string): LibraryTerm {
  return { slug, name: libraryTermName(terms, slug) ?? slug };
}

export const categoryTerm = (slug: string) => toTerm(LIBRARY_CATEGORIES, slug);
export const bodyPartTerm = (slug: string) => toTerm(LIBRARY_BODY_PARTS, slug);
export const conditionTerm = (slug: string) => toTerm(LIBRARY_CONDITIONS, slug);
