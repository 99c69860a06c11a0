import { InfoPage } from './info-page';
import { PRIVACY } from './documents/privacy';

export default function PrivacyPage() {
  return <InfoPage document={PRIVACY} />;
}
