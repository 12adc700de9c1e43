import {
  Car,
  FileText,
  LayoutDashboard,
  Lightbulb,
  Link2,
  type LucideIcon,
  Radio,
  Timer,
  Users,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  /** The label under the icon up to 1024 px and beside it up to 1280 px: a plain word, never clipped. */
  short: string;
  icon: LucideIcon;
  /**
   * False: not in the phone tab bar (below 768 px), where the menu lists it ("Navigation" in
   * docs/decisions/app-and-tooling.md#everyday-friction-issue-14).
   */
  phoneTab: boolean;
}

const item = (to: string, label: string, short: string, icon: LucideIcon): NavItem => ({
  to,
  label,
  short,
  icon,
  phoneTab: true,
});
const menuOnPhones = (navItem: NavItem): NavItem => ({ ...navItem, phoneTab: false });

const dashboard = item('/dashboard', 'Dashboard', 'Home', LayoutDashboard);
const setupTips = item('/setup-tips', 'Setup Tips', 'Tips', Lightbulb);
const fleet = item('/fleet', 'My Fleet', 'Fleet', Car);
const transponders = item('/transponders', 'Transponders', 'Transponders', Radio);
// "My Setups" and "Community": the two kinds of setups never share a label.
const setupSheets = item('/setup-sheets', 'Setup Sheets', 'My Setups', FileText);
const raceDay = item('/race-day', 'Race Day', 'Race Day', Timer);
const community = item('/public-setups', 'Community Setups', 'Community', Users);
const resources = item('/resources', 'Resources', 'Links', Link2);

/** Every section a signed-in racer has; the phone tab bar shows the five marked phoneTab. */
export const SIGNED_IN_TABS: readonly NavItem[] = [
  dashboard,
  // Race Day takes its phone tab (issue 16): racers read the guide at home, log runs in the pits.
  menuOnPhones(setupTips),
  fleet,
  menuOnPhones(transponders),
  setupSheets,
  raceDay,
  community,
  menuOnPhones(resources),
];
export const SIGNED_OUT_TABS: readonly NavItem[] = [setupTips, community, resources];
/** The signed-in phone menu: every section, the tab bar's five included, in the tab bar's order. */
export const MOBILE_MENU_ITEMS: readonly NavItem[] = SIGNED_IN_TABS;

/** The dashboard is also the signed-in home at '/', so its tab is current there too. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.to === '/dashboard' && pathname === '/') return true;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
