import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import styled from 'styled-components';

// Tooltips open after 700 ms; moving to another one within 300 ms of closing skips the wait.
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

let lastClosedAt = -Infinity;

const Wrapper = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span`
  position: absolute;
  bottom: calc(100% + 8px);
  left: 50%;
  transform: translateX(-50%);
  z-index: 60;
  white-space: nowrap;
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.text};
  color: #fff;
  font-size: 0.85rem;
  pointer-events: none;
`;

type TriggerProps = { 'aria-describedby'?: string };

/** Describes its child on hover and keyboard focus; Escape closes it. */
export function Tooltip({ label, children }: { label: string; children: ReactElement<TriggerProps> }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  const show = () => {
    clearTimeout(timer.current);
    const skip = performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    if (skip) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_OPEN_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Wrapper
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(e) => e.key === 'Escape' && hide()}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open ? (
        <Bubble role="tooltip" id={id}>
          {label}
        </Bubble>
      ) : null}
    </Wrapper>
  );
}
