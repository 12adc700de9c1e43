import { useMutation } from '@tanstack/react-query';
import { Trash } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { stripStatus } from '../../../lib/api';
import { deleteAccount } from '../api/account-api';

/** Account deletion behind a confirmation. The caller signs the racer out locally afterwards. */
export function DangerZone({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
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
      setOpen(false);
      toast({
        title: 'Account deletion failed',
        description: stripStatus(error.message),
        variant: 'destructive',
      });
    },
  });

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
          onOpenChange={setOpen}
          trigger={
            <Button variant="danger">
              <Trash aria-hidden="true" className="size-4" />
              Delete Account
            </Button>
          }
          title="Delete your account?"
          description="This cannot be undone. Your account and all of your data (vehicles, transponders, setup sheets, ESC setups and files) will be permanently deleted."
          confirmLabel="Delete Account"
          pendingLabel="Deleting..."
          pending={mutation.isPending}
          onConfirm={() => mutation.mutate()}
        />
      </CardContent>
    </Card>
  );
}
