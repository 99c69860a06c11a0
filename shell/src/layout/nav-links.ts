// The navigation bar's main sections, in order. The footer repeats them.
export const MAIN_SECTIONS = [
  { to: '/exercises', label: 'Exercises' },
  { to: '/categories', label: 'Categories' },
  { to: '/professionals', label: 'Professionals' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/blog', label: 'Blog' },
] as const;

export const FOOTER_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/disclaimer', label: 'Disclaimer' },
  { to: '/licenses', label: 'Licenses' },
] as const;
