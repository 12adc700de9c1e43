import type { User } from '../../../../shared/schemas/user';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

const FIELDS = [
  { label: 'Username', key: 'username' },
  { label: 'Email', key: 'email' },
  { label: 'First Name', key: 'firstName' },
  { label: 'Last Name', key: 'lastName' },
] as const;

export function AccountInfo({ user }: { user: User }) {
  return (
    <Card aria-labelledby="account-info-title">
      <CardHeader>
        <CardTitle id="account-info-title">Account Information</CardTitle>
        <CardDescription>Your account details.</CardDescription>
      </CardHeader>
      <CardContent>
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
      </CardContent>
    </Card>
  );
}
