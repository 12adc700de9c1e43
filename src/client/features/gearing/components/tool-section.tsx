import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

interface ToolSectionProps {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}

/** One of the calculator's cards: a region named by its title. */
export function ToolSection({ id, title, description, children }: ToolSectionProps) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}
