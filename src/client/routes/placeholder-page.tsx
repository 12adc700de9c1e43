import type { ReactNode } from 'react';
import { PageHeading } from '../components/ui/page-heading';
import { useDocumentTitle } from '../lib/use-document-title';

/** A page whose feature is still to come: its SPEC heading, a lead line and the right document title. */
export function PlaceholderPage({
  title,
  docTitle,
  children,
}: {
  title: string;
  docTitle?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(docTitle ?? title);
  return <PageHeading title={title}>{children}</PageHeading>;
}
