import { lazy, Suspense, useEffect } from 'react';
import { callPanelShown, useActiveCall } from '../../lib/call/active-call-state';
import { reportLeftCall } from '../../lib/call/call-actions';

// Loaded when a call first shows, so pages without a call do not carry the panel.
const CallPanelBody = lazy(async () => ({ default: (await import('./call-panel-body')).CallPanelBody }));

/**
 * The app's one test-call panel, docked while a call is in progress and until its transcript is
 * closed (the signed-in layout renders it once). After a reload that cut a call short it says so.
 */
export function CallPanel() {
  const call = useActiveCall();
  useEffect(reportLeftCall, []);
  if (!callPanelShown(call)) return null;
  return (
    <Suspense fallback={null}>
      <CallPanelBody call={call} />
    </Suspense>
  );
}
