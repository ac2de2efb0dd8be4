import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../app/session';
import {
  completeStep,
  draftFor,
  readDraft,
  skipStep,
  updateData,
  writeDraft,
  type OnboardingData,
  type OnboardingDraft,
} from '../model/draft';
import { WELCOME_PATH, nextStep, stepPath, type OnboardingStep } from '../model/steps';
import { useAccountId } from '../queries';

/**
 * The draft as one step sees it, and the step's three ways forward: keep typed answers (`save`), answer
 * and go on (`complete`), or skip. Every change is written to the device at once, so a reload resumes.
 */
export function useOnboardingStep(step: OnboardingStep) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<OnboardingDraft>(readDraft);
  const latest = useRef(draft);

  const commit = useCallback((next: OnboardingDraft) => {
    latest.current = next;
    writeDraft(next);
    setDraft(next);
  }, []);

  // A step opened directly (a bookmark, a reload): an ownerless draft becomes this account's where it
  // stands; another account's draft is never shown, /welcome starts this account afresh.
  const { token } = useSession();
  const accountId = useAccountId(token).data;
  useEffect(() => {
    const current = latest.current;
    if (!accountId || current.owner === accountId) return;
    if (current.owner === null) commit(draftFor(current, accountId));
    else void navigate(WELCOME_PATH, { replace: true });
  }, [accountId, commit, navigate]);

  const goOn = useCallback(() => {
    const next = nextStep(step);
    if (next) void navigate(stepPath(next));
  }, [navigate, step]);

  const save = useCallback(
    (patch: Partial<OnboardingData>) => commit(updateData(latest.current, patch)),
    [commit],
  );

  const complete = useCallback(
    (patch: Partial<OnboardingData>) => {
      commit(completeStep(latest.current, step, patch));
      goOn();
    },
    [commit, goOn, step],
  );

  const skip = useCallback(() => {
    commit(skipStep(latest.current, step));
    goOn();
  }, [commit, goOn, step]);

  return { draft, data: draft.data, save, complete, skip };
}
