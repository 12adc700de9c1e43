import { Car, Cpu, FileText, type LucideIcon, Radio, Sparkles, Users } from 'lucide-react';

export interface LandingFeature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** What the app does for a racer (DESIGN "Screens": the signed-out landing page). */
export const FEATURES: LandingFeature[] = [
  {
    icon: Car,
    title: 'Your fleet',
    text: 'Every car with its photo, status and notes, from 1:8 nitro buggies to 1:10 2WD.',
  },
  {
    icon: Radio,
    title: 'Transponders',
    text: 'Keep your race transponder numbers and which car carries each one.',
  },
  {
    icon: FileText,
    title: 'Setup sheets',
    text: 'Camber, toe, oils, springs, diffs and more per track, surface and conditions, with the kit sheet attached.',
  },
  {
    icon: Cpu,
    title: 'ESC setups',
    text: 'Timing, boost, brake and punch settings for each speed controller, next to the car setup they suit.',
  },
  {
    icon: Sparkles,
    title: 'Tuning wizard',
    text: 'Describe how the car handles and get ranked setup changes with the reasons behind them (BETA).',
  },
  {
    icon: Users,
    title: 'Community setups',
    text: 'Browse setups other racers have shared, and copy one to start from.',
  },
];

export const EXPLORE = [
  { to: '/setup-tips', label: 'Setup Tips', text: 'A setup guide with drawings: what each adjustment does.' },
  { to: '/public-setups', label: 'Community Setups', text: 'Setups shared by racers, by car and track.' },
  { to: '/resources', label: 'Resources', text: 'Our setup handbook, forums and manufacturer sites.' },
] as const;

export const CLASSES = ['1:8 buggy', '1:8 truggy', '1:10 2WD & 4WD', 'Nitro & electric'] as const;
