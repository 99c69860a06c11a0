import { useCallback, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { selectCurrentUser, useAppSelector } from '@physio/api-client';
import { Button, ButtonLink, useHydrated } from '@physio/ui';
import { dashboardPath } from '../features/auth/dashboard-path';
import { useSignOut } from '../features/auth/use-sign-out';
import { MobileMenu } from './mobile-menu';
import { MAIN_SECTIONS } from './nav-links';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${({ theme }) => theme.navHeight};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.nav`
  max-width: 1200px;
  height: 100%;
  margin: 0 auto;
  padding: 0 20px;
  display: flex;
  align-items: center;
  gap: 24px;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 800;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

const Sections = styled.ul`
  display: flex;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
  flex: 1;
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }
  a.active,
  a:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-left: auto;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

const MenuToggle = styled.button`
  display: none;
  margin-left: auto;
  min-width: 44px;
  min-height: 44px;
  font: inherit;
  font-weight: 600;
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 0 12px;
  }
`;

export function NavBar() {
  // The server rendered the bar for a visitor, who it cannot tell from a signed-in user: hydration
  // renders it so too, and the user's own bar follows right after.
  const signedIn = useAppSelector(selectCurrentUser);
  const user = useHydrated() ? signedIn : null;
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <Bar>
      <Inner aria-label="Main">
        <Brand to="/">PhysioHub</Brand>
        <Sections>
          {MAIN_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to}>{section.label}</NavLink>
            </li>
          ))}
        </Sections>
        <Actions>
          {/* A link, as in the mobile menu: it works on a prerendered page before the app has taken it over. */}
          <ButtonLink $variant="ghost" to="/exercises?focus=search">
            Search Exercises
          </ButtonLink>
          {user ? (
            <ButtonLink $variant="secondary" to={dashboardPath(user)}>
              Dashboard
            </ButtonLink>
          ) : null}
          {user ? (
            <Button $variant="primary" onClick={() => void signOut()}>
              Sign out
            </Button>
          ) : (
            <ButtonLink to="/sign-in">Sign in</ButtonLink>
          )}
        </Actions>
        <MenuToggle
          type="button"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
        >
          <span aria-hidden="true">☰</span> Menu
        </MenuToggle>
      </Inner>
      <MobileMenu open={menuOpen} user={user} onClose={closeMenu} onSignOut={() => void signOut()} />
    </Bar>
  );
}
