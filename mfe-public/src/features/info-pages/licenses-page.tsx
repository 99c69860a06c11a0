import { InfoPage } from './info-page';
import { LICENSES } from './documents/licenses';

export default function LicensesPage() {
  return <InfoPage document={LICENSES} />;
}
