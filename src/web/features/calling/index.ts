// The calling feature's public surface (issue 14): the call panel, the Today queue, follow-up and
// idle markers, and the calling settings everyone may read. Nothing heavy: the agent dashboard
// and the admin screens import it.
export { useCallingSettings, useOrgToday } from './api/get-calling-settings';
export { ActivityTimeline } from './components/activity-timeline';
export { CallDialog } from './components/call-dialog-lazy';
export { FollowUpLine, IdleMarker } from './components/follow-up-line';
export { TodayView } from './components/today-view';
