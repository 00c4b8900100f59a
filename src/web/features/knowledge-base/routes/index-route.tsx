export { KbIndexPage as Component } from '../components/kb-index-page';
export { KbRouteError as ErrorBoundary } from '../components/kb-route-error';
