import { lazy, Suspense } from 'react';
import { useDebugFlag } from '../../../lib/preferences';

const DebugOverlay = lazy(() =>
  import('./DebugOverlay').then((module) => ({ default: module.DebugOverlay })),
);

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
