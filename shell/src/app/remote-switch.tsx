import { useLocation } from 'react-router-dom';
import { AudienceGuard } from '../features/guards/audience-guard';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { mountFor } from './remote-routes';

/** Picks the remote that owns the current URL; its own <Routes> take it from there. */
export function RemoteSwitch() {
  const { pathname } = useLocation();
  const mount = mountFor(pathname);
  return (
    <AudienceGuard audience={mount.audience}>
      <RemoteOutlet key={mount.remote} name={mount.remote} label={mount.label} />
    </AudienceGuard>
  );
}
