import { LegalPage } from '../components/LegalPage';
import { TERMS } from '../model/legal-content';

/** `/terms`: the terms of use. */
export function Terms() {
  return <LegalPage document={TERMS} other={{ to: '/privacy', labelKey: 'legal:otherPage.privacy' }} />;
}
