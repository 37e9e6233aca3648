import { Anchor, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { useSearchParams } from '../../../lib/navigation/search-params';
import { DarkScope } from '../../../components/ui/dark-scope';
import { paths } from '../../../lib/paths';
import { siteConfig } from '../../../lib/site-config';
import { noticeFromAddress, type AddressNotice } from '../lib/address-notice';
import { authTexts, type AuthView } from '../lib/auth-views';
import { EmailOnlyForm } from './email-only-form';
import { EmailPasswordForm } from './email-password-form';
import { GoogleButton } from './google-button';
import { UpdatePasswordForm } from './update-password-form';

export type AuthPageKind = 'login' | 'signup';

const linkProps = { size: 'sm' } as const;

/**
 * A link's words in the link's blue, so it reads as one; where they start with a question ("Don't
 * have an account? Sign up"), the question in the text's grey and the way on in blue, one link still.
 */
function linkLabel(text: string) {
  const [question, action] = text.split('? ');
  if (!action) return text;
  return (
    <>
      <Text span inherit c="dimmed">
        {question}?
      </Text>{' '}
      {action}
    </>
  );
}

/**
 * The dark sign-in / sign-up form. Sign-up has its own address (/signup); the other views
 * (forgotten password, magic link, new password) are steps of /login.
 */
export function AuthForm({ page }: { page: AuthPageKind }) {
  const [search, setSearch] = useSearchParams();
  const [initial] = useState<AddressNotice>(() =>
    page === 'signup'
      ? { view: 'sign_up', error: null, message: null }
      : noticeFromAddress(search, siteConfig.magicLinkEnabled),
  );
  const [view, setView] = useState<AuthView>(initial.view);
  const [notice, setNotice] = useState({ error: initial.error, message: initial.message });
  const resetToken = search.get('token');

  const show = (next: AuthView, message: string | null = null) => {
    setView(next);
    setNotice({ error: null, message });
    // The notice's words leave the address; the page to go on to stays.
    const returnTo = search.get('next');
    if (search.size > (returnTo ? 1 : 0)) setSearch(returnTo ? { next: returnTo } : {}, { replace: true });
  };

  const viewButton = (target: AuthView, label: string) => (
    <Anchor component="button" type="button" {...linkProps} onClick={() => show(target)}>
      {linkLabel(label)}
    </Anchor>
  );
  const pageLink = (to: string, label: string) => (
    <Anchor component={Link} to={to} {...linkProps}>
      {linkLabel(label)}
    </Anchor>
  );

  return (
    <DarkScope w="100%" maw={420}>
      <Paper p={{ base: 'lg', sm: 'xl' }} radius="md" withBorder bg="dark.7" data-testid="auth-card">
        <Stack gap="md">
          {(view === 'sign_in' || view === 'sign_up') && (
            <>
              {/* Which of the two the card does, since the page's title and prompt are the same for both. */}
              <Title order={2} size="h4" ta="center" c="bright">
                {view === 'sign_up' ? 'Create your account' : 'Sign in to your account'}
              </Title>
              <GoogleButton />
              <Divider label="or" labelPosition="center" />
            </>
          )}
          {view === 'sign_in' && (
            <EmailPasswordForm
              key="sign_in"
              mode="sign_in"
              initialError={notice.error}
              initialMessage={notice.message}
            />
          )}
          {view === 'sign_up' && <EmailPasswordForm key="sign_up" mode="sign_up" />}
          {view === 'forgotten_password' && (
            <EmailOnlyForm key="forgotten_password" mode="forgotten_password" initialError={notice.error} />
          )}
          {view === 'magic_link' && siteConfig.magicLinkEnabled && (
            <EmailOnlyForm key="magic_link" mode="magic_link" initialError={notice.error} />
          )}
          {view === 'update_password' && resetToken && (
            <UpdatePasswordForm token={resetToken} onUpdated={(message) => show('sign_in', message)} />
          )}
          <Stack gap={6} align="center">
            {view === 'sign_in' && viewButton('forgotten_password', authTexts.forgotten_password.link)}
            {view === 'sign_in' && siteConfig.magicLinkEnabled && viewButton('magic_link', authTexts.magic_link.link)}
            {view !== 'sign_up' && pageLink(paths.signup, authTexts.sign_up.link)}
            {view !== 'sign_in' &&
              (page === 'signup'
                ? pageLink(paths.login, authTexts.sign_in.link)
                : viewButton('sign_in', authTexts.sign_in.link))}
          </Stack>
        </Stack>
      </Paper>
    </DarkScope>
  );
}
