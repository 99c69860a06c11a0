import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { SessionWatcher } from '../features/guards/session-watcher';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { Notices } from './notices';
import { ScrollToTop } from './scroll-to-top';

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -60px;
  z-index: 200;
  padding: 8px 14px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus {
    top: 8px;
  }
`;

// The main area fills the first screen, so the footer never shows (and then jumps) while a
// remote is still loading: no layout shift.
const Main = styled.main`
  min-height: 100vh;
  padding-top: ${({ theme }) => theme.navHeight};
`;

export function ShellLayout() {
  return (
    <>
      <ScrollToTop />
      <SkipLink href="#main">Skip to content</SkipLink>
      <NavBar />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <Notices />
      <SessionWatcher />
    </>
  );
}
