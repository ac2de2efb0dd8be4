import { LegalPage } from '../components/LegalPage';
import { PRIVACY } from '../model/legal-content';

/** `/privacy`: what Fairway stores, why, where, and how to have it deleted. */
export function Privacy() {
  return <LegalPage document={PRIVACY} other={{ to: '/terms', labelKey: 'legal:otherPage.terms' }} />;
}
