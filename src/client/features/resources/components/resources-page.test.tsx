import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, session } from '../../../test/utils';
import { HANDBOOK_HREF, MANUFACTURER_LINKS, SETUP_RESOURCES } from '../resource-links';

// The first visit imports the lazy page chunk, which is slow on a busy machine.
const FIRST_LOAD = { timeout: 10_000 };

// SPEC §3 'Manufacturer links', in SPEC order.
const SPEC_MANUFACTURERS = [
  'tekno-rc',
  'team-associated',
  'team-losi-racing',
  'xray',
  'mugen-seiki',
  'kyosho',
  'schumacher',
  'yokomo',
  'sworkz',
  'serpent',
  'agama',
  'mayako',
  'wirc',
];

async function openResources() {
  mockApi(session(null));
  renderApp('/resources');
  await screen.findByRole('heading', { level: 1, name: 'Resources' }, FIRST_LOAD);
}

describe('Resources page', () => {
  it('has one h1 and the document title', async () => {
    await openResources();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Resources | RC Setup Assistant'));
  });

  it('lists every SPEC resource with a title and description, the handbook served locally', async () => {
    await openResources();
    expect(SETUP_RESOURCES.map((r) => r.id)).toEqual([
      'rc-setup-handbook',
      'petit-rc',
      'rctech',
      'invisible-speed',
      'hudy-setup-guide',
    ]);
    const list = screen.getByRole('region', { name: 'Setup & tuning resources' });
    for (const resource of SETUP_RESOURCES) {
      expect(within(list).getByRole('link', { name: new RegExp(`^${resource.title}`) })).toHaveAttribute(
        'href',
        resource.href,
      );
      expect(within(list).getByText(resource.description)).toBeInTheDocument();
    }
    expect(within(list).getByRole('link', { name: /RC Setup Handbook \(PDF\)/ })).toHaveAttribute(
      'href',
      HANDBOOK_HREF,
    );
  });

  it('links every SPEC manufacturer over https', async () => {
    await openResources();
    expect(MANUFACTURER_LINKS.map((m) => m.id)).toEqual(SPEC_MANUFACTURERS);
    const grid = screen.getByRole('region', { name: 'Manufacturers' });
    expect(within(grid).getAllByRole('link')).toHaveLength(SPEC_MANUFACTURERS.length);
    for (const maker of MANUFACTURER_LINKS) {
      expect(maker.href).toMatch(/^https:\/\//);
      expect(within(grid).getByRole('link', { name: new RegExp(`^${maker.name}`) })).toHaveAttribute(
        'href',
        maker.href,
      );
    }
  });

  it('links the gearing calculator in the app itself', async () => {
    await openResources();
    const tools = screen.getByRole('region', { name: 'Tools' });
    expect(within(tools).getByRole('link', { name: 'Gearing calculator' })).toHaveAttribute(
      'href',
      '/tools/gearing',
    );
  });

  it('opens every outside link in a new tab with rel="noopener noreferrer" and says so', async () => {
    await openResources();
    const links = within(screen.getByRole('main'))
      .getAllByRole('link')
      .filter((link) => !link.getAttribute('href')?.startsWith('/tools/'));
    expect(links).toHaveLength(SETUP_RESOURCES.length + MANUFACTURER_LINKS.length);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });
});
