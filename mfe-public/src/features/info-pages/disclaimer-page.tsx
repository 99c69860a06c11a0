import { InfoPage } from './info-page';
import { DISCLAIMER } from './documents/disclaimer';

export default function DisclaimerPage() {
  return <InfoPage document={DISCLAIMER} />;
}
