import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeEscSetup } from '../../../test/setup-data';
import { setupsApi } from '../../../test/setups-api';
import { mockApi, renderApp } from '../../../test/utils';
import { warmUpSetupSheetsRoute } from '../test/warm-up';

warmUpSetupSheetsRoute();

const ESC = makeEscSetup({ id: 7, name: 'Mod boost', escMake: 'Tekin', escModel: 'RX8' });
const LINK = { slug: 'AbCdEfGh12345678', url: 'http://localhost/s/AbCdEfGh12345678' };

describe('Share link in the read view', () => {
  it('makes a link to an ESC setup with its QR code, and stops sharing it', async () => {
    const api = setupsApi({ esc: [ESC] });
    const calls: string[] = [];
    api.handlers['POST /api/esc-setups/7/share-link'] = () => {
      calls.push('create');
      return [200, LINK];
    };
    api.handlers['DELETE /api/esc-setups/7/share-link'] = () => {
      calls.push('revoke');
      return [204, undefined];
    };
    mockApi(api.handlers);
    renderApp('/setup-sheets?tab=esc&id=7');
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Share link' });
    await user.click(within(panel).getByRole('button', { name: 'Share link' }));
    expect(await within(panel).findByRole('textbox', { name: 'Link' })).toHaveValue(LINK.url);
    expect(
      await within(panel).findByRole('img', { name: 'QR code for the link to Mod boost' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Print sticker' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Stop sharing' }));
    expect(await within(panel).findByRole('button', { name: 'Share link' })).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox', { name: 'Link' })).not.toBeInTheDocument();
    expect(calls).toEqual(['create', 'revoke']);
  });
});
