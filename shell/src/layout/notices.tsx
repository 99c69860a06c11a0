import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasLoadedShared, subscribeSharedLoads } from '../remotes/shared-loads';

// The container and react-toastify load once any code of the page loads react-toastify to show a
// notice; notices raised before the container mounts are queued by react-toastify and then shown.
const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));
const toastifyLoaded = () => hasLoadedShared('react-toastify');
// No notice is raised before the page is in the browser: the server and hydration render none.
const noNoticesYet = () => false;

/** Notices bottom-right, in a region labelled 'Notifications' that Alt+T focuses. */
export function Notices() {
  const needed = useSyncExternalStore(subscribeSharedLoads, toastifyLoaded, noNoticesYet);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="bottom-right"
        aria-label="Notifications"
        hotKeys={(event) => event.altKey && event.code === 'KeyT'}
        newestOnTop
        closeOnClick
      />
    </Suspense>
  );
}
