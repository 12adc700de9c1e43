import { useMutation } from '@tanstack/react-query';
import { Trash } from 'lucide-react';
import { useRef, useState } from 'react';
import { deleteAccountSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, stripStatus } from '../../../lib/api';
import { deleteAccount } from '../../../lib/resources/account-changes';

/** Answers about the password itself (wrong, missing, too many tries) belong beside the field. */
const isAboutThePassword = (error: Error) =>
  error instanceof ApiError && (error.status === 400 || error.status === 429);

/**
 * Account deletion behind a confirmation that asks for the current password, so a session left
 * open cannot delete the account. The caller signs the racer out locally afterwards.
 */
export function DangerZone({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const passwordField = useRef<HTMLInputElement>(null);
  const mutation = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      setOpen(false);
      toast({
        title: 'Account deleted',
        description: 'Your account and all of your data have been permanently deleted.',
      });
      onDeleted();
    },
    onError: (error) => {
      if (isAboutThePassword(error)) {
        // Stay open so the racer can try again; the field describes the problem and takes focus.
        setPasswordError(stripStatus(error.message));
        passwordField.current?.focus();
        passwordField.current?.select();
        return;
      }
      setOpen(false);
      toast({
        title: 'Account deletion failed',
        description: stripStatus(error.message),
        variant: 'destructive',
      });
    },
  });

  const openChanged = (next: boolean) => {
    // Every opening starts afresh (SPEC §4: dialogs reset on open).
    if (next) {
      setPassword('');
      setPasswordError(undefined);
    }
    setOpen(next);
  };

  const confirm = () => {
    const parsed = deleteAccountSchema.safeParse({ currentPassword: password });
    if (!parsed.success) {
      setPasswordError(parsed.error.issues[0]?.message);
      return;
    }
    mutation.mutate(parsed.data);
  };

  return (
    <Card aria-labelledby="danger-zone-title" className="border-danger-text">
      <CardHeader>
        <CardTitle id="danger-zone-title" className="text-danger-text">
          Danger Zone
        </CardTitle>
        <CardDescription>
          Deleting your account permanently removes your vehicles, transponders, setup sheets and ESC setups.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          open={open}
          onOpenChange={openChanged}
          trigger={
            <Button variant="danger">
              <Trash aria-hidden="true" className="size-4" />
              Delete Account
            </Button>
          }
          title="Delete your account?"
          description="This cannot be undone. Your account and all of your data (vehicles, transponders, setup sheets, ESC setups and files) will be permanently deleted. Enter your current password to confirm."
          confirmLabel="Delete Account"
          pendingLabel="Deleting..."
          pending={mutation.isPending}
          confirmDisabled={password === ''}
          initialFocus={passwordField}
          onConfirm={confirm}
        >
          <TextField
            ref={passwordField}
            label="Current Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordError(undefined);
            }}
            error={passwordError}
          />
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
