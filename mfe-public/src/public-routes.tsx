import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isLazyPage, lazyPage, NotFoundPage } from '@physio/ui';
import type { LazyRouteHandle, PublicRouteHandle } from './ssr/route-handle';

// The landing page, where most first visits start, ships with this module: a lazy chunk would cost those visits one
// more round trip before the page shows (its LCP). Every other page is its own chunk, loaded when visited; the
// library's pages arrive rendered by the server, so their chunk only delays when they answer clicks, and keeps
// RTK Query (which they use) off every other first visit.
import LandingPage from './features/landing/landing-page';

/** A route handle whose queries load with the library's pages (see ssr/route-handle.ts). */
const libraryData = (pick: (handles: typeof import('./features/library/route-handles')) => PublicRouteHandle) =>
  ({
    data: () => import('./features/library/route-handles').then(pick),
  }) satisfies LazyRouteHandle;

const ExercisesPage = lazyPage(() => import('./features/exercises/exercises-page'));

const ProfessionalsPage = lazyPage(() => import('./features/professionals/professionals-page'));
const PricingPage = lazyPage(() => import('./features/pricing/pricing-page'));
const ExerciseDetailPage = lazyPage(() => import('./features/exercises/exercise-detail-page'));
const CataloguePage = lazyPage(() => import('./features/catalogue/catalogue-page'));
const BlogPage = lazyPage(() => import('./features/blog/blog-page'));
const BlogPostPage = lazyPage(() => import('./features/blog/blog-post-page'));
const ContactPage = lazyPage(() => import('./features/contact/contact-page'));
const AboutPage = lazyPage(() => import('./features/info-pages/about-page'));
const TermsPage = lazyPage(() => import('./features/info-pages/terms-page'));
const PrivacyPage = lazyPage(() => import('./features/info-pages/privacy-page'));
const DisclaimerPage = lazyPage(() => import('./features/info-pages/disclaimer-page'));
const LicensesPage = lazyPage(() => import('./features/info-pages/licenses-page'));
const ProgramsPage = lazyPage(() => import('./features/programs/programs-page'));
const ProgramDetailPage = lazyPage(() => import('./features/programs/program-detail-page'));

/**
 * The public site's routes, relative to where the shell mounts this remote (its root). A route with data has a
 * `handle` (a LazyRouteHandle, ssr/route-handle.ts): what the server renderer fetches and puts in the head.
 */
export const PUBLIC_ROUTES: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: 'professionals', element: <ProfessionalsPage /> },
  { path: 'pricing', element: <PricingPage /> },
  { path: 'exercises', element: <ExercisesPage />, handle: libraryData((h) => h.exercisesHandle) },
  { path: 'exercises/:slug', element: <ExerciseDetailPage />, handle: libraryData((h) => h.exerciseHandle) },
  {
    path: 'categories',
    element: <CataloguePage kind="categories" />,
    handle: libraryData((h) => h.catalogueHandle('categories')),
  },
  {
    path: 'body-parts',
    element: <CataloguePage kind="body-parts" />,
    handle: libraryData((h) => h.catalogueHandle('body-parts')),
  },
  {
    path: 'conditions',
    element: <CataloguePage kind="conditions" />,
    handle: libraryData((h) => h.catalogueHandle('conditions')),
  },
  { path: 'programs', element: <ProgramsPage />, handle: libraryData((h) => h.programsHandle) },
  { path: 'programs/:slug', element: <ProgramDetailPage />, handle: libraryData((h) => h.programHandle) },
  { path: 'blog', element: <BlogPage /> },
  { path: 'blog/:slug', element: <BlogPostPage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'about', element: <AboutPage /> },
  { path: 'terms', element: <TermsPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
  { path: 'disclaimer', element: <DisclaimerPage /> },
  { path: 'licenses', element: <LicensesPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * Loads the chunk of the page at `pathname`, so that its first render does not suspend. The shell
 * calls it (through ./Module) before rendering over a prerendered page.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(PUBLIC_ROUTES, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const page: unknown = (route.element as { type?: unknown } | undefined)?.type;
      return isLazyPage(page) ? page.preload() : undefined;
    }),
  );
}
