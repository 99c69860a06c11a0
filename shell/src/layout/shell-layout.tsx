import { Outlet } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import styled from 'styled-components';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

const Main = styled.main`
  min-height: calc(100vh - 240px);
  padding-top: ${({ theme }) => theme.navHeight};
`;

export function ShellLayout() {
  return (
    <>
      <a className="visually-hidden" href="#main">Skip to content</a>
      <NavBar />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <ToastContainer position="bottom-right" newestOnTop closeOnClick />
    </>
  );
}
