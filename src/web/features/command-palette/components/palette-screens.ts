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
import { ADMIN_SECTIONS, type AdminSectionPath } from '#web/lib/admin-sections';

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

/** How the palette shows each admin section; the overview goes by the name of a dashboard. */
const ADMIN_SCREENS: Record<AdminSectionPath, { icon: LucideIcon; keywords: string; label?: string }> = {
  '/admin': { label: 'Admin Dashboard', icon: LayoutDashboard, keywords: 'home overview charts' },
  '/admin/clients': { icon: Users, keywords: 'client management export' },
  '/admin/board': { icon: Kanban, keywords: 'kanban columns statuses' },
  '/admin/agents': { icon: UserCog, keywords: 'invite team' },
  '/admin/activity': { icon: Activity, keywords: 'calls targets daily dials' },
  '/admin/reports': { icon: ChartColumn, keywords: 'funnel conversion revenue leaderboard' },
  '/admin/audit': { icon: ScrollText, keywords: 'history who changed' },
  '/admin/intake-forms': { icon: SquarePen, keywords: 'landing page leads' },
  '/admin/webhooks': { icon: Webhook, keywords: 'integrations events' },
  '/admin/api-tokens': { icon: KeyRound, keywords: 'integrations scripts keys' },
  '/admin/settings': { icon: Settings, keywords: 'security targets time zone' },
};

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
    ...ADMIN_SECTIONS.map(({ path, label }) => ({ path, label, ...ADMIN_SCREENS[path] })),
    {
      label: 'Import Clients',
      path: '/admin/clients/import',
      icon: FileUp,
      keywords: 'csv upload leads spreadsheet',
    },
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
