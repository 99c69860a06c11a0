import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from './button';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: 16px;
  background: rgba(15, 23, 42, 0.55);
`;

const Panel = styled.div`
  width: min(480px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 20px 50px rgba(15, 23, 42, 0.3);
  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }
  .dialog-actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 12px;
    margin-top: 20px;
  }
`;

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  onClose: () => void;
  /** alertdialog for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * While a modal is open the page behind it is inert: no clicks, no focus, and out of the
 * accessibility tree, so screen readers' browse mode cannot wander behind the dialog either.
 * Elements that were inert already (another dialog's page) are left as they were.
 */
function makeRestInert(keep: HTMLElement | null) {
  const made = Array.from(document.body.children).filter((el) => el !== keep && !el.hasAttribute('inert'));
  for (const el of made) el.setAttribute('inert', '');
  return { restore: () => made.forEach((el) => el.removeAttribute('inert')) };
}

/** A real modal: focus moves in (first field or button) and is kept inside, Escape closes, focus returns on close. */
export function Dialog({ title, description, children, onClose, role = 'dialog' }: DialogProps) {
  const backdrop = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first =
      panel.current?.querySelector<HTMLElement>('input, textarea, select') ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
      } else if (event.key === 'Tab' && panel.current) {
        const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
          (el) => !el.hasAttribute('disabled'),
        );
        if (items.length === 0) return;
        const [firstItem, lastItem] = [items[0], items[items.length - 1]];
        if (event.shiftKey && document.activeElement === firstItem) {
          event.preventDefault();
          lastItem.focus();
        } else if (!event.shiftKey && document.activeElement === lastItem) {
          event.preventDefault();
          firstItem.focus();
        }
      }
    }
    document.addEventListener('keydown', onKey);
    const outside = makeRestInert(backdrop.current);
    return () => {
      document.removeEventListener('keydown', onKey);
      outside.restore();
      opener?.focus?.();
    };
  }, []);

  return createPortal(
    <Backdrop ref={backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
      >
        <h2 id={titleId}>{title}</h2>
        {description ? <div id={descriptionId}>{description}</div> : null}
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

interface ConfirmDialogProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** A destructive confirmation as an alertdialog; Cancel takes the focus first, so Enter never destroys by accident. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  busyLabel,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Dialog role="alertdialog" title={title} description={description} onClose={busy ? () => undefined : onCancel}>
      <div className="dialog-actions">
        <Button $variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button $variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
