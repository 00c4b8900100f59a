// The layout feature's public surface: the header every dashboard screen shares.

export { useSignOut } from './api/sign-out';
export { AdminTabs } from './components/admin-tabs';
export { DashboardHeader } from './components/dashboard-header';
export { AdminSubpageLayout } from './components/subpage-layout';
