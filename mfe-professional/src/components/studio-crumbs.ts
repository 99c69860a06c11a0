import type { Crumb } from '@physio/ui';

// Breadcrumb trails of the studio (dashboard pages show breadcrumbs).
export const DASHBOARD: Crumb = { label: 'Dashboard', to: '/dashboard/professional' };
export const CONTENT: Crumb = { label: 'Content', to: '/dashboard/professional/content' };
export const LIBRARY: Crumb = { label: 'Video Library', to: '/dashboard/professional/content/videos' };

export const VIDEOS_PATH = '/dashboard/professional/content/videos';
export const videoPath = (id: number) => `${VIDEOS_PATH}/${id}`;
