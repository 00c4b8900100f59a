export const ROUTE_MODULES: Record<string, string[]>;
export function budgetKb(route: string): number;
export type RouteInitialJs = {
  route: string;
  kb: number;
  budgetKb: number;
  chunks: { file: string; kb: number }[];
};
export function initialJs(webRoot: string, routes?: Record<string, string[]>): RouteInitialJs[];
export function budgetProblems(webRoot: string, routes?: Record<string, string[]>): string[];
