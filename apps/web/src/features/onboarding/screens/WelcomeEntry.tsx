import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../app/session';
import { FullScreenLoader } from '../../../ui/FullScreenLoader';
import { claimFromSearch } from '../model/claim';
import { draftFor, readDraft, updateData, writeDraft } from '../model/draft';
import { resumeStep, stepPath } from '../model/steps';
import { useAccountId } from '../queries';

/**
 * `/welcome`: makes sure the draft on this device is the signed-in account's (another account's answers
 * are dropped, an ownerless one is adopted), keeps a username carried in `?username=` for the username
 * step, then resumes at the first step not completed.
 */
export function WelcomeEntry() {
  const { search } = useLocation();
  const { token } = useSession();
  const account = useAccountId(token);
  const navigate = useNavigate();
  const isLookingUp = token !== null && account.isPending;

  useEffect(() => {
    if (isLookingUp) return;
    // Without an answer (offline), the draft stays as it is: only the owner check is skipped.
    let draft = readDraft();
    if (account.data) draft = draftFor(draft, account.data);
    const claim = claimFromSearch(search);
    if (claim) draft = updateData(draft, { username: claim });
    writeDraft(draft);
    void navigate(stepPath(resumeStep(draft.completed)), { replace: true });
  }, [isLookingUp, account.data, search, navigate]);

  return <FullScreenLoader />;
}
