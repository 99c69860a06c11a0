import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, Spinner } from '@physio/ui';

// The landing page and the exercise library, where most first visits start, ship with this module:
// a lazy chunk would cost those visits one more round trip before the page shows (its LCP). Every
// other page is its own chunk, loaded when visited.
import ExercisesPage from './features/exercises/exercises-page';
import LandingPage from './features/landing/landing-page';

const ProfessionalsPage = lazy(() => import('./features/professionals/professionals-page'));
const PricingPage = lazy(() => import('./features/pricing/pricing-page'));
const ExerciseDetailPage = lazy(() => import('./features/exercises/exercise-detail-page'));
const CataloguePage = lazy(() => import('./features/catalogue/catalogue-page'));
const BlogPage = lazy(() => import('./features/blog/blog-page'));
const BlogPostPage = lazy(() => import('./features/blog/blog-post-page'));
const ContactPage = lazy(() => import('./features/contact/contact-page'));
const AboutPage = lazy(() => import('./features/info-pages/about-page'));
const TermsPage = lazy(() => import('./features/info-pages/terms-page'));
const PrivacyPage = lazy(() => import('./features/info-pages/privacy-page'));
const DisclaimerPage = lazy(() => import('./features/info-pages/disclaimer-page'));
const LicensesPage = lazy(() => import('./features/info-pages/licenses-page'));

/** mfe_public's ./Module: the public site's routes, rendered inside the host's router. */
export default function PublicModule() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route index element={<LandingPage />} />
        <Route path="professionals" element={<ProfessionalsPage />} />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="exercises" element={<ExercisesPage />} />
        <Route path="exercises/:exerciseId" element={<ExerciseDetailPage />} />
        <Route path="categories" element={<CataloguePage kind="categories" />} />
        <Route path="body-parts" element={<CataloguePage kind="body-parts" />} />
        <Route path="conditions" element={<CataloguePage kind="conditions" />} />
        <Route path="programs" element={<CataloguePage kind="programs" />} />
        <Route path="blog" element={<BlogPage />} />
        <Route path="blog/:slug" element={<BlogPostPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="disclaimer" element={<DisclaimerPage />} />
        <Route path="licenses" element={<LicensesPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
