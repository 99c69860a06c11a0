import { ToastContainer } from 'react-toastify';

/** SPEC §9: notices bottom-right, in a region labelled 'Notifications' that Alt+T focuses. */
export function Notices() {
  return (
    <ToastContainer
      position="bottom-right"
      aria-label="Notifications"
      hotKeys={(event) => event.altKey && event.code === 'KeyT'}
      newestOnTop
      closeOnClick
    />
  );
}
