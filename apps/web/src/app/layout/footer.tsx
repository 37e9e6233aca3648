import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { siteConfig } from '../../lib/site-config';
import { Brand } from './brand';
import classes from './layout.module.css';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function Footer() {
  const { footer } = siteConfig;
  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <Stack gap="xs">
          <Brand />
          <Text size="sm" c="dimmed">
            Smarter calls, more revenue.
          </Text>
        </Stack>
        <Stack gap={6}>
          <Title order={2} size="h6">
            Company
          </Title>
          <Anchor href={footer.termsUrl} size="sm" {...external}>
            Terms of Service
          </Anchor>
          <Anchor href={footer.refundUrl} size="sm" {...external}>
            Refund Policy
          </Anchor>
          <Anchor href={footer.privacyUrl} size="sm" {...external}>
            Privacy Policy
          </Anchor>
        </Stack>
        <Stack gap={6}>
          <Title order={2} size="h6">
            Contact
          </Title>
          <Text size="sm">Austin, Texas</Text>
          <Anchor href={`mailto:${footer.contactEmail}`} size="sm">
            {footer.contactEmail}
          </Anchor>
          <Anchor href={`tel:${footer.contactPhone.replace(/[^\d+]/g, '')}`} size="sm">
            {footer.contactPhone}
          </Anchor>
        </Stack>
      </div>
      <Group justify="center" mt="lg">
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} AI Voice Agent Platform
        </Text>
      </Group>
    </footer>
  );
}
