// The layout feature's public surface: the header every dashboard screen shares.
export { DashboardHeader } from './components/dashboard-header';
