// Every exercise card and page shows a local illustration of its category: the site works with no internet, so
// nothing on a page comes from the video platform until a visitor plays a video.
import balance from '../../assets/illustrations/balance.svg';
import core from '../../assets/illustrations/core.svg';
import flexibility from '../../assets/illustrations/flexibility.svg';
import fullBody from '../../assets/illustrations/full-body.svg';
import lowerBody from '../../assets/illustrations/lower-body.svg';
import rehabilitation from '../../assets/illustrations/rehabilitation.svg';
import upperBody from '../../assets/illustrations/upper-body.svg';
import type { LibraryCategorySlug } from '@physio/util';

const BY_CATEGORY: Record<LibraryCategorySlug, string> = {
  'upper-body': upperBody,
  'lower-body': lowerBody,
  core,
  'full-body': fullBody,
  flexibility,
  balance,
  rehabilitation,
};

/** The illustration of a category (full body for a category this build does not know yet). */
export function categoryIllustration(category: string): string {
  return BY_CATEGORY[category as LibraryCategorySlug] ?? fullBody;
}
