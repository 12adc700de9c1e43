import type { ReactNode } from 'react';
import type { User } from '../../../../shared/schemas/user';
import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccountInfo } from './account-info';
import { ChangePasswordForm } from './change-password-form';
import { DangerZone } from './danger-zone';
import { SecurityQuestionsForm } from './security-questions-form';
import { StorageCard } from './storage-card';
import { YourDataCard } from './your-data-card';

interface SettingsPageProps {
  user: User;
  /** Called after the account is gone: the route clears the cache and the user, then goes to /auth. */
  onAccountDeleted: () => void;
  /** "Notify me on this device" (issue 30), from the notices feature, which settings does not import. */
  notifications?: ReactNode;
}

export function SettingsPage({ user, onAccountDeleted, notifications }: SettingsPageProps) {
  useDocumentTitle('Settings');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeading title="Account Settings">Manage your account information and security.</PageHeading>
      <AccountInfo user={user} />
      {notifications}
      <StorageCard />
      <YourDataCard />
      <ChangePasswordForm />
      <SecurityQuestionsForm />
      <DangerZone onDeleted={onAccountDeleted} />
    </div>
  );
}
