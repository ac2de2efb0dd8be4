import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { claimFromSearch, rememberClaim } from '../model/claim';
import { readDraft } from '../model/draft';
import { resumeStep, stepPath } from '../model/steps';

/**
 * `/welcome`: keeps a username carried in `?username=` for the username step, then resumes the
 * onboarding at the first step not completed on this device.
 */
export function WelcomeEntry() {
  const { search } = useLocation();
  // Computed once: storing the claim is idempotent, so StrictMode's second call changes nothing.
  const [target] = useState(() => {
    rememberClaim(claimFromSearch(search));
    return stepPath(resumeStep(readDraft().completed));
  });
  return <Navigate to={target} replace />;
}
