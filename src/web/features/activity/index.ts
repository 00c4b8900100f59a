// The activity feature's public surface (issue 14): daily figures against the targets. The trend
// chart and its agent picker load after the screen, so importing this index stays light.
export { useDailyActivity } from './api/get-daily-activity';
export { ActivityTrend } from './components/activity-trend-lazy';
export { DailyProgress } from './components/daily-progress';
export { DailyTargetsTable } from './components/daily-targets-table';
