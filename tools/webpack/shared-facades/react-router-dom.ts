// What the site shares as `react-router-dom`: the declarative-mode API (a <BrowserRouter> in the
// shell, <Routes> in each remote). A shared module is never tree-shaken, because the build that
// provides it cannot know what another app will import, so sharing the whole package ships the data
// router (loaders, actions, fetchers, cookies, RSC) that this design cannot use, several times
// the bytes of this list (bench/results/bundle-sizes.json). The build fails if any app imports a name missing here
// (facade-exports-plugin.ts); add it here, and the shell must be redeployed before a remote uses it.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createPath,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
} from 'react-router';
