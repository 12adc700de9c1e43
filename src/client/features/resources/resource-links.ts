/**
 * SPEC §3 'Other resource links' and 'Manufacturer links'. The ids are the SPEC's; the addresses are the
 * organisations' public home pages. Those marked "check" could not be verified from this network (see
 * docs/decisions/app-and-tooling.md#landing-setup-guide-resources-and-contact) and must be confirmed
 * before release.
 */

export interface ResourceLink {
  id: string;
  title: string;
  description: string;
  href: string;
  /** 'local' is served by this app (the handbook PDF); everything else opens another site. */
  kind: 'external' | 'local';
}

export const HANDBOOK_HREF = '/rc-setup-handbook.pdf';

export const SETUP_RESOURCES: ResourceLink[] = [
  {
    id: 'rc-setup-handbook',
    title: 'RC Setup Handbook',
    description:
      'Our professional RC racing handbook: order of work, baseline setups for 1:8 and 1:10 off-road, a tuning ' +
      'cause-and-effect table, track-condition changes and maintenance and race-day checklists.',
    href: HANDBOOK_HREF,
    kind: 'local',
  },
  {
    id: 'petit-rc',
    title: 'PetitRC',
    description: 'Setup sheets and technical guides for most racing cars, sorted by manufacturer and model.',
    href: 'https://www.petitrc.com',
    kind: 'external',
  },
  {
    id: 'rctech',
    title: 'RCTech.net',
    description: 'General forums: racing, setup and product discussion for every class and manufacturer.',
    href: 'https://www.rctech.net/forum/',
    kind: 'external',
  },
  {
    id: 'invisible-speed',
    title: 'Invisible Speed',
    description: 'Learning resources and tools for racers who want to understand what their setup does.',
    href: 'https://www.invisiblespeed.com', // check
    kind: 'external',
  },
  {
    id: 'hudy-setup-guide',
    title: 'HUDY Setup Guide',
    description: 'HUDY\u2019s setup guide (PDF) and setup tools: how to measure and adjust every setting.',
    href: 'https://www.hudy.net',
    kind: 'external',
  },
];

export interface ManufacturerLink {
  id: string;
  name: string;
  href: string;
}

/** HB Racing and Sparko Racing are in the vehicle catalogue but not in SPEC's link list. */
export const MANUFACTURER_LINKS: ManufacturerLink[] = [
  { id: 'tekno-rc', name: 'Tekno RC', href: 'https://www.teknorc.com' },
  { id: 'team-associated', name: 'Team Associated', href: 'https://www.associatedelectrics.com' },
  { id: 'team-losi-racing', name: 'Team Losi Racing', href: 'https://www.teamlosi.com' },
  { id: 'xray', name: 'XRAY', href: 'https://www.teamxray.com' },
  { id: 'mugen-seiki', name: 'Mugen Seiki', href: 'https://www.mugen-seiki.com' },
  { id: 'kyosho', name: 'Kyosho', href: 'https://www.kyosho.com' },
  { id: 'schumacher', name: 'Schumacher', href: 'https://www.racing-cars.com' },
  { id: 'yokomo', name: 'Yokomo', href: 'https://www.teamyokomo.com' },
  { id: 'sworkz', name: 'SWorkz', href: 'https://www.sworkz.com' },
  { id: 'serpent', name: 'Serpent', href: 'https://www.serpent.com' },
  { id: 'agama', name: 'Agama Racing', href: 'https://www.agamaracing.com' }, // check
  { id: 'mayako', name: 'Mayako', href: 'https://www.mayakoracing.com' }, // check
  { id: 'wirc', name: 'WIRC', href: 'https://www.wircracing.com' }, // check
];

/** 'https://www.teknorc.com/x' → 'teknorc.com', shown under each link so racers see where it goes. */
export function hostOf(href: string): string {
  return new URL(href).hostname.replace(/^www\./, '');
}
