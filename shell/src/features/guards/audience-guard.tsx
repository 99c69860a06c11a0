import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectCurrentUser, useAppSelector } from '@physio/api-client';
import type { Audience } from '../../app/remote-routes';
import { dashboardPath } from '../auth/dashboard-path';

/**
 * Dashboards need a signed-in user of the right role: visitors go to /sign-in?next=…, and a
 * user of the other role goes to their own dashboard.
 */
export function AudienceGuard({ audience, children }: { audience?: Audience; children: ReactNode }) {
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  if (!audience) return <>{children}</>;
  if (!user) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/sign-in?next=${next}`} replace />;
  }
  const allowed = audience === 'professional' ? user.is_professional : !user.is_professional;
  return allowed ? <>{children}</> : <Navigate to={dashboardPath(user)} replace />;
}
