import {
  BookOpen,
  FileUp,
  GraduationCap,
  LayoutDashboard,
  type LucideIcon,
  Newspaper,
  UserCog,
  UserRound,
  Users,
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
  agent: [{ label: 'Dashboard', path: '/agent', icon: LayoutDashboard, keywords: 'home my clients' }],
  admin: [
    { label: 'Admin Dashboard', path: '/admin', icon: LayoutDashboard, keywords: 'home overview charts' },
    { label: 'All Clients', path: '/admin/clients', icon: Users, keywords: 'client management export' },
    {
      label: 'Import Clients',
      path: '/admin/clients/import',
      icon: FileUp,
      keywords: 'csv upload leads spreadsheet',
    },
    { label: 'Manage Agents', path: '/admin/agents', icon: UserCog, keywords: 'invite team' },
  ],
};

/** The screens a role can open, those matching `search` (in label or keywords) first. */
export function screensFor(role: Role, search: string): PaletteScreen[] {
  const all = [...BY_ROLE[role], ...SHARED];
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return all;
  return all.filter((screen) => {
    const text = `${screen.label} ${screen.keywords}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
