import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InstallDialog } from './install-dialog';

const CHOICES = [
  { value: 'setup-sheet:4', label: 'Old sheet', group: 'Setup sheets' },
  { value: 'setup-sheet:5', label: 'Summer clay (installed)', group: 'Setup sheets' },
  { value: 'esc-setup:21', label: 'Punchy clay', group: 'ESC setups' },
];

function open(props: Partial<Parameters<typeof InstallDialog>[0]> = {}) {
  const onInstall = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <InstallDialog
      open
      onOpenChange={onOpenChange}
      carName="Tekno RC EB48 2.2"
      pending={false}
      onInstall={onInstall}
      {...props}
    />,
  );
  return { onInstall, onOpenChange, user: userEvent.setup(), dialog: screen.getByRole('dialog') };
}

describe('Install dialog', () => {
  it('asks only for an optional note, labelled, and installs with it trimmed', async () => {
    const { onInstall, user, dialog } = open({ setupName: 'Clay final' });
    expect(dialog).toHaveAccessibleName('Install on Tekno RC EB48 2.2');
    expect(dialog).toHaveAccessibleDescription(/'Clay final' is marked as installed/);
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    const note = within(dialog).getByRole('textbox', { name: 'Note (optional)' });
    expect(note).toHaveAttribute('maxlength', '500');
    await user.type(note, '  Fresh diff oil  ');
    await user.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(onInstall).toHaveBeenCalledWith('Fresh diff oil', undefined);
  });

  it('installs without a note as null, and Enter in the form sends it too', async () => {
    const { onInstall, user, dialog } = open({ setupName: 'Clay final' });
    await user.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(onInstall).toHaveBeenLastCalledWith(null, undefined);
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'x{Enter}');
    // Enter in a textarea is a new line, not a submit: the note keeps it.
    expect(onInstall).toHaveBeenCalledTimes(1);
  });

  it('Cancel closes it without installing', async () => {
    const { onInstall, onOpenChange, user, dialog } = open({ setupName: 'Clay final' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onInstall).not.toHaveBeenCalled();
  });

  it("offers the car's setups by kind from the car card, the one chosen first selected", async () => {
    const { onInstall, user, dialog } = open({ choices: CHOICES, initialChoice: 'setup-sheet:4' });
    const select = within(dialog).getByRole('combobox', { name: 'Setup' });
    expect(select).toHaveValue('setup-sheet:4');
    expect(within(dialog).getByRole('group', { name: 'ESC setups' })).toBeInTheDocument();
    await user.selectOptions(select, 'esc-setup:21');
    await user.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(onInstall).toHaveBeenCalledWith(null, 'esc-setup:21');
  });

  it('holds both buttons while the install is on its way', () => {
    const { dialog } = open({ setupName: 'Clay final', pending: true });
    expect(within(dialog).getByRole('button', { name: 'Installing...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
