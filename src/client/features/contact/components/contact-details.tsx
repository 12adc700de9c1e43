import { Mail, MessageCircle, Users } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ExternalLink } from '../../../components/ui/external-link';
import { COMPANY_NAME, CONTACT_EMAIL, MESSENGER, SOCIAL_PAGE } from '../contact-content';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline break-words';

/** The company name with its three ways in: e-mail, the social page and Messenger. */
export function ContactDetails() {
  return (
    <Card aria-labelledby="company-title">
      <CardHeader>
        <CardTitle id="company-title">{COMPANY_NAME}</CardTitle>
        <CardDescription>Write to us, follow us or send us a message.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-4">
          <li className="flex gap-3">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="min-w-0">
              <p className="text-sm text-muted-foreground">E-mail</p>
              <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
                {CONTACT_EMAIL}
              </a>
            </div>
          </li>
          <li className="flex gap-3">
            <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="min-w-0">
              <p className="text-sm text-muted-foreground">Follow us for news and setup tips</p>
              <ExternalLink href={SOCIAL_PAGE.href} className={linkClass}>
                RC Setup Assistant on Facebook
              </ExternalLink>
            </div>
          </li>
          <li className="flex gap-3">
            <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="min-w-0">
              <p className="text-sm text-muted-foreground">Chat with us</p>
              <ExternalLink href={MESSENGER.href} className={linkClass}>
                Message us on Messenger
              </ExternalLink>
            </div>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
