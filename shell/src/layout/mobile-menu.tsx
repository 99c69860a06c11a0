import { useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { User } from '@physio/contracts';
import { dashboardPath } from '../features/auth/dashboard-path';
import { MAIN_SECTIONS } from './nav-links';
import { useFocusTrap } from './use-focus-trap';

const Panel = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 100;
  background: ${({ theme }) => theme.colors.surface};
  transform: translateX(${({ $open }) => ($open ? '0' : '100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  /* Visible at once on opening (so the focus trap can focus inside), hidden only after the slide-out. */
  transition:
    transform 200ms ease,
    visibility 0s linear ${({ $open }) => ($open ? '0s' : '200ms')};
  padding: 16px 24px;
  overflow-y: auto;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  height: 48px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  font: inherit;
  font-size: 1.4rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.border};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  display: grid;
  gap: 4px;
  a,
  button {
    display: block;
    width: 100%;
    text-align: left;
    padding: 14px 8px;
    font: inherit;
    font-size: 1.15rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    background: none;
    border: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-decoration: none;
    cursor: pointer;
  }
`;

interface Props {
  open: boolean;
  user: User | null;
  onClose: () => void;
  onSignOut: () => void;
}

/** The small-screen menu: the navigation bar's items, full screen, closing when one is chosen. */
export function MobileMenu({ open, user, onClose, onSignOut }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, onClose);
  return (
    <Panel
      ref={panel}
      $open={open}
      id="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      aria-hidden={!open}
    >
      <Top>
        <span>PhysioHub</span>
        <CloseButton type="button" onClick={onClose} aria-label="Close menu">
          <span aria-hidden="true">✕</span>
        </CloseButton>
      </Top>
      <nav aria-label="Mobile">
        <Items>
          {MAIN_SECTIONS.map((section) => (
            <li key={section.to}>
              <Link to={section.to} onClick={onClose}>
                {section.label}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/exercises?focus=search" onClick={onClose}>
              Search Exercises
            </Link>
          </li>
          {user ? (
            <li>
              <Link to={dashboardPath(user)} onClick={onClose}>
                Dashboard
              </Link>
            </li>
          ) : null}
          <li>
            {user ? (
              <button
                type="button"
                onClick={() => {
                  onClose();
                  onSignOut();
                }}
              >
                Sign out
              </button>
            ) : (
              <Link to="/sign-in" onClick={onClose}>
                Sign in
              </Link>
            )}
          </li>
        </Items>
      </nav>
    </Panel>
  );
}
