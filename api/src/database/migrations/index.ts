import { InitialSchema1732200000000 } from './1732200000000-initial-schema';

/** Listed explicitly (not globbed) so the same list works from src/ under jest and from dist/. */
export const MIGRATIONS = [InitialSchema1732200000000];
