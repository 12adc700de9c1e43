import {
  Car,
  FileText,
  LayoutDashboard,
  Lightbulb,
  Link2,
  type LucideIcon,
  Radio,
  Users,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  /** The label shown below 768 px (SPEC §2 "Mobile short labels"). */
  short: string;
  icon: LucideIcon;
}

const dashboard: NavItem = { to: '/dashboard', label: 'Dashboard', short: 'Home', icon: LayoutDashboard };
const setupTips: NavItem = { to: '/setup-tips', label: 'Setup Tips', short: 'Tips', icon: Lightbulb };
const fleet: NavItem = { to: '/fleet', label: 'My Fleet', short: 'Fleet', icon: Car };
const transponders: NavItem = { to: '/transponders', label: 'Transponders', short: 'Trans', icon: Radio };
const setupSheets: NavItem = { to: '/setup-sheets', label: 'Setup Sheets', short: 'Setups', icon: FileText };
const resources: NavItem = { to: '/resources', label: 'Resources', short: 'Links', icon: Link2 };
const community: NavItem = { to: '/public-setups', label: 'Community Setups', short: 'Setups', icon: Users };

export const SIGNED_IN_TABS: readonly NavItem[] = [
  dashboard,
  setupTips,
  fleet,
  transponders,
  setupSheets,
  resources,
];
export const SIGNED_OUT_TABS: readonly NavItem[] = [setupTips, community, resources];
export const MOBILE_MENU_ITEMS: readonly NavItem[] = [dashboard, fleet, setupSheets, setupTips, resources];

/** The dashboard is also the signed-in home at '/', so its tab is current there too. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.to === '/dashboard' && pathname === '/') return true;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
