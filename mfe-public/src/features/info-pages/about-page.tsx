import { InfoPage } from './info-page';
import { ABOUT } from './documents/about';

export default function AboutPage() {
  return <InfoPage document={ABOUT} />;
}
