import { InitialSchema1732200000000 } from './1732200000000-initial-schema';
import { ProgramsAndCollections1732300000000 } from './1732300000000-programs-and-collections';
import { ContactAndPasswordResets1732400000000 } from './1732400000000-contact-and-password-resets';
import { LibraryTotals1732500000000 } from './1732500000000-library-totals';
import { CareLoop1732600000000 } from './1732600000000-care-loop';
import { PublicLibrary1732700000000 } from './1732700000000-public-library';

/** Listed explicitly (not globbed) so the same list works from src/ under jest and from dist/. */
export const MIGRATIONS = [
  InitialSchema1732200000000,
  ProgramsAndCollections1732300000000,
  ContactAndPasswordResets1732400000000,
  LibraryTotals1732500000000,
  CareLoop1732600000000,
  PublicLibrary1732700000000,
];
