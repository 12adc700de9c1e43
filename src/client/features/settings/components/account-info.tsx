import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { User } from '../../../../shared/schemas/user';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ProfileForm } from './profile-form';

const FIELDS = [
  { label: 'Username', key: 'username' },
  { label: 'Email', key: 'email' },
  { label: 'First Name', key: 'firstName' },
  { label: 'Last Name', key: 'lastName' },
] as const;

/** The account details (SPEC: 'Not provided' when empty), and Edit for the names and e-mail. */
export function AccountInfo({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);

  // Saved or cancelled: focus goes back to the button that opened the form.
  useEffect(() => {
    if (!editing && returnFocus) editButton.current?.focus();
  }, [editing, returnFocus]);

  return (
    <Card aria-labelledby="account-info-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <CardTitle id="account-info-title">Account Information</CardTitle>
          <CardDescription>
            {editing ? 'Change your name and email; your username stays as it is.' : 'Your account details.'}
          </CardDescription>
        </div>
        {!editing && (
          <Button ref={editButton} variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit Profile
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <ProfileForm
            user={user}
            onDone={() => {
              setEditing(false);
              setReturnFocus(true);
            }}
          />
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map(({ label, key }) => {
              const value = user[key]?.trim();
              return (
                <div key={key} className="min-w-0">
                  <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
                  <dd className={value ? 'break-words' : 'text-muted-foreground italic'}>
                    {value || 'Not provided'}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
