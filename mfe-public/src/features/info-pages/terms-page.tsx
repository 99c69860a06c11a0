import { InfoPage } from './info-page';
import { TERMS } from './documents/terms';

export default function TermsPage() {
  return <InfoPage document={TERMS} />;
}
