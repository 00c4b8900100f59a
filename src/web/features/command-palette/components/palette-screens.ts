import {
  Activity,
  BookOpen,
  ChartColumn,
  FileUp,
  GraduationCap,
  Kanban,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  Newspaper,
  PhoneOutgoing,
  ScrollText,
  Settings,
  SquarePen,
  UserCog,
  UserRound,
  Users,
  Webhook,
} from 'lucide-react';
import type { Role } from '#web/features/auth';

export type PaletteScreen = { label: string; path: string; icon: LucideIcon; keywords: string };

const SHARED: PaletteScreen[] = [
  { label: 'Profile', path: '/profile', icon: UserRound, keywords: 'account name password' },
  { label: 'Knowledge Base', path: '/knowledge-base', icon: BookOpen, keywords: 'help articles scripts' },
  {
    label: 'Training Roadmap',
    path: '/knowledge-base/training',
    icon: GraduationCap,
    keywords: 'days course',
  },
  { label: 'Market News', path: '/knowledge-base/market-news', icon: Newspaper, keywords: 'calendar forex' },
];

const BY_ROLE: Record<Role, PaletteScreen[]> = {
  agent: [
    { label: 'Dashboard', path: '/agent', icon: LayoutDashboard, keywords: 'home my clients' },
    {
      label: 'Today',
      path: '/agent?view=today',
      icon: PhoneOutgoing,
      keywords: 'queue calls follow-ups next lead',
    },
    { label: 'Pipeline Board', path: '/agent/board', icon: Kanban, keywords: 'kanban columns statuses' },
    { label: 'Reports', path: '/agent/reports', icon: ChartColumn, keywords: 'funnel conversion revenue' },
  ],
  admin: [
    { label: 'Admin Dashboard', path: '/admin', icon: LayoutDashboard, keywords: 'home overview charts' },
    { label: 'All Clients', path: '/admin/clients', icon: Users, keywords: 'client management export' },
    {
      label: 'Import Clients',
      path: '/admin/clients/import',
      icon: FileUp,
      keywords: 'csv upload leads spreadsheet',
    },
    { label: 'Pipeline Board', path: '/admin/board', icon: Kanban, keywords: 'kanban columns statuses' },
    { label: 'Manage Agents', path: '/admin/agents', icon: UserCog, keywords: 'invite team' },
    { label: 'Activity', path: '/admin/activity', icon: Activity, keywords: 'calls targets daily dials' },
    {
      label: 'Reports',
      path: '/admin/reports',
      icon: ChartColumn,
      keywords: 'funnel conversion revenue leaderboard',
    },
    { label: 'Audit Log', path: '/admin/audit', icon: ScrollText, keywords: 'history who changed' },
    { label: 'Intake Forms', path: '/admin/intake-forms', icon: SquarePen, keywords: 'landing page leads' },
    { label: 'Webhooks', path: '/admin/webhooks', icon: Webhook, keywords: 'integrations events' },
    { label: 'API Tokens', path: '/admin/api-tokens', icon: KeyRound, keywords: 'integrations scripts keys' },
    { label: 'Settings', path: '/admin/settings', icon: Settings, keywords: 'security targets time zone' },
  ],
};

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The screens a role can open whose label or keywords have a word starting with each typed word
 * ("board" finds the Pipeline Board, not the Dashboard).
 */
export function screensFor(role: Role, search: string): PaletteScreen[] {
  const all = [...BY_ROLE[role], ...SHARED];
  const typed = wordsOf(search);
  if (typed.length === 0) return all;
  return all.filter((screen) => {
    const words = wordsOf(`${screen.label} ${screen.keywords}`);
    return typed.every((t) => words.some((w) => w.startsWith(t)));
  });
}
