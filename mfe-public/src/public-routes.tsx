import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isLazyPage, lazyPage, NotFoundPage } from '@physio/ui';
import {
  catalogueHandle,
  exerciseHandle,
  exercisesHandle,
  programHandle,
  programsHandle,
} from './features/library/route-handles';

// The landing page and the exercise library, where most first visits start, ship with this module:
// a lazy chunk would cost those visits one more round trip before the page shows (its LCP). Every
// other page is its own chunk, loaded when visited.
import ExercisesPage from './features/exercises/exercises-page';
import LandingPage from './features/landing/landing-page';

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
 * `handle` (a PublicRouteHandle, ssr/route-handle.ts): what the server renderer fetches and puts in the head.
 */
export const PUBLIC_ROUTES: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: 'professionals', element: <ProfessionalsPage /> },
  { path: 'pricing', element: <PricingPage /> },
  { path: 'exercises', element: <ExercisesPage />, handle: exercisesHandle },
  { path: 'exercises/:slug', element: <ExerciseDetailPage />, handle: exerciseHandle },
  { path: 'categories', element: <CataloguePage kind="categories" />, handle: catalogueHandle('categories') },
  { path: 'body-parts', element: <CataloguePage kind="body-parts" />, handle: catalogueHandle('body-parts') },
  { path: 'conditions', element: <CataloguePage kind="conditions" />, handle: catalogueHandle('conditions') },
  { path: 'programs', element: <ProgramsPage />, handle: programsHandle },
  { path: 'programs/:slug', element: <ProgramDetailPage />, handle: programHandle },
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
