import { lazy, Suspense } from 'react';
import { loadEveryNamespace } from '../../../i18n';
import { useDebugFlag } from '../../../lib/preferences';

// It may open over the landing, before the strings of the other screens are loaded: it loads them too.
const DebugOverlay = lazy(async () => {
  const [{ DebugOverlay: Overlay }] = await Promise.all([import('./DebugOverlay'), loadEveryNamespace()]);
  return { default: Overlay };
});

/** The debug overlay, loaded only on a device where the debug flag is on (platform.md §6). */
export function DebugOverlayGate() {
  const isOn = useDebugFlag();
  if (!isOn) return null;
  return (
    <Suspense fallback={null}>
      <DebugOverlay />
    </Suspense>
  );
}
