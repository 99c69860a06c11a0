// The browse pages: one card per term of the library's vocabulary (@physio/util, library-vocabulary), with its real
// count from the API's facets. The words around the cards are ours, keyed by the term's slug.
import type { LibraryFacets } from '@physio/contracts';
import type { LibraryBodyPartSlug, LibraryCategorySlug, LibraryConditionSlug } from '@physio/util';
import type { LibraryFilterParam } from '../library/library-query';

export type CatalogueKind = 'categories' | 'body-parts' | 'conditions';

export interface Catalogue {
  title: string;
  intro: string;
  metaTitle: string;
  metaDescription: string;
  /** Where the facets answer this page's counts. */
  facet: keyof Pick<LibraryFacets, 'categories' | 'body_parts' | 'conditions'>;
  /** The library filter a card opens (`/exercises?category=core`). */
  param: LibraryFilterParam;
  /** A sentence per term, by slug. */
  descriptions: Record<string, string>;
}

const CATEGORY_DESCRIPTIONS: Record<LibraryCategorySlug, string> = {
  'upper-body': 'Shoulders, arms, chest and upper back: strength and mobility for everyday reaching and lifting.',
  'lower-body': 'Hips, knees and ankles: build the leg strength you need for walking, stairs and sport.',
  core: 'Stomach and trunk muscles that support your spine and improve posture.',
  'full-body': 'Compound movements that train several muscle groups together, as everyday life does.',
  flexibility: 'Gentle stretches to restore range of motion and ease stiffness.',
  balance: 'Steadiness and coordination exercises that help prevent falls.',
  rehabilitation: 'Carefully graded exercises for recovery after injury or surgery.',
};

const BODY_PART_DESCRIPTIONS: Record<LibraryBodyPartSlug, string> = {
  neck: 'Gentle movements for neck pain, posture and tension from desk work.',
  shoulder: 'Rotator cuff and shoulder blade work for reaching, lifting and throwing without pain.',
  elbow: 'Strength and mobility for the elbow and forearm, from tennis elbow to stiffness after a fracture.',
  'wrist-hand': 'Grip, dexterity and wrist mobility for typing, carrying and fine everyday tasks.',
  back: 'Mobility and strength for the upper and lower back, and relief from stiffness.',
  core: 'Deep abdominal and pelvic muscles that protect your spine.',
  hip: 'Hip strength and mobility for walking, climbing stairs and getting up from a chair.',
  knee: 'Thigh and knee strengthening for stable, pain-free knees on stairs, slopes and sport.',
  'ankle-foot': 'Ankle stability and foot strength after sprains, and for steady, confident walking.',
  'full-body': 'Compound movements that train several muscle groups together.',
};

const CONDITION_DESCRIPTIONS: Record<LibraryConditionSlug, string> = {
  'back-pain': 'Mobility and core exercises that ease everyday back pain and help prevent flare-ups.',
  'neck-pain': 'Posture and gentle mobility work to ease a stiff, sore neck and the headaches it brings.',
  'shoulder-pain': 'Graded strengthening and mobility for impingement, frozen shoulder and rotator cuff problems.',
  'knee-pain': 'Strengthening around the knee that eases pain at the front of the knee and from wear and tear.',
  'joint-pain': 'Low-impact strengthening that supports sore knees, hips and shoulders.',
  arthritis: 'Gentle range-of-motion and strength work to keep joints moving comfortably.',
  'sports-injury': 'Graded return-to-sport exercises for sprains, strains and overuse injuries.',
  'post-surgery': 'Safe, progressive exercises to regain movement after an operation.',
  'balance-falls': 'Balance and leg-strength training that makes falls less likely and builds confidence.',
  'general-fitness': 'Balanced routines for strength, flexibility and wellbeing at any age.',
};

export const CATALOGUES: Record<CatalogueKind, Catalogue> = {
  categories: {
    title: 'Exercise Categories',
    intro: 'Find exercises grouped by the kind of training they provide.',
    metaTitle: 'Exercise Categories | PhysioHub',
    metaDescription:
      'Browse physiotherapy exercises by category: upper body, lower body, core, full body, flexibility, balance and rehabilitation.',
    facet: 'categories',
    param: 'category',
    descriptions: CATEGORY_DESCRIPTIONS,
  },
  'body-parts': {
    title: 'Exercises by Body Part',
    intro: 'Choose the area you want to work on to find the right exercises.',
    metaTitle: 'Exercises by Body Part | PhysioHub',
    metaDescription:
      'Physiotherapy exercises for the neck, shoulder, elbow, wrist, back, core, hip, knee, ankle and full body, with clear instructions.',
    facet: 'body_parts',
    param: 'body_part',
    descriptions: BODY_PART_DESCRIPTIONS,
  },
  conditions: {
    title: 'Exercises by Condition',
    intro: 'Exercises chosen by physiotherapists for common conditions and goals.',
    metaTitle: 'Exercises by Condition | PhysioHub',
    metaDescription:
      'Physiotherapy exercises for back, neck, shoulder and knee pain, arthritis, sports injuries, post-surgery recovery, balance and general fitness.',
    facet: 'conditions',
    param: 'condition',
    descriptions: CONDITION_DESCRIPTIONS,
  },
};

/** The head of a browse page: it does not depend on the counts. */
export function catalogueHead(kind: CatalogueKind) {
  const catalogue = CATALOGUES[kind];
  return { title: catalogue.metaTitle, description: catalogue.metaDescription, canonicalPath: `/${kind}` };
}
