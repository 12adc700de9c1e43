/**
 * SPEC §2 Contact shows the company name, an e-mail link, a social page link, a messenger link and quick
 * actions, but not their targets. The social and messenger addresses below are placeholders for the
 * company's real pages (docs/decisions/app-and-tooling.md#landing-setup-guide-resources-and-contact);
 * the e-mail address is the product's.
 */
export const COMPANY_NAME = 'RC Setup Assistant';
export const CONTACT_EMAIL = 'hello@rcsetupassistant.com';
export const SOCIAL_PAGE = {
  label: 'Facebook page',
  href: 'https://www.facebook.com/rcsetupassistant',
} as const;
export const MESSENGER = { label: 'Messenger', href: 'https://m.me/rcsetupassistant' } as const;

/** A mailto: link with a subject and a body the racer fills in, so reports arrive in a usable shape. */
export function mailto(subject: string, body?: string): string {
  const params = [`subject=${encodeURIComponent(subject)}`];
  if (body) params.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${CONTACT_EMAIL}?${params.join('&')}`;
}

export const QUICK_ACTIONS = [
  {
    id: 'report-error',
    label: 'Report a setup-guide error',
    href: mailto(
      'Setup guide error',
      'Page and tab (for example Setup Tips, Front End):\n\nWhat is wrong:\n\nWhat it should say:\n',
    ),
  },
  {
    id: 'suggest-feature',
    label: 'Suggest a feature',
    href: mailto('Feature suggestion', 'What would you like RC Setup Assistant to do?\n'),
  },
  { id: 'browse-setups', label: 'Browse community setups', to: '/public-setups' },
] as const;
