import { Alert, Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatCents } from '@portal/shared/billing.plain';
import type { Invoice } from '@portal/shared/billing';
import { formatLongDate } from '@portal/shared/dates.plain';
import type { SubscriptionView } from '@portal/shared/subscription';
import IconExternalLink from '~icons/tabler/external-link';
import { FactList } from '../../../components/ui/fact-list';
import type { BillingActions } from '../hooks/use-billing-actions';
import classes from './invoice-table.module.css';
import detailClasses from './subscription-detail.module.css';

const NO_INVOICES = 'No invoice history found.';

/** A fact that says there is none, in grey at the body weight: it is not a value to read as one. */
const none = (text: string) => <span className={detailClasses.none}>{text}</span>;

function InvoiceTable({ invoices }: { invoices: Invoice[] }) {
  if (invoices.length === 0) return <Text c="dimmed">{NO_INVOICES}</Text>;
  return (
    // Scrolls sideways on a narrow phone; focusable so a keyboard can scroll it too.
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Recent invoices (scrollable)">
      <table className={classes.table} aria-label="Recent invoices">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">Invoice</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td>{formatLongDate(invoice.date)}</td>
              <td>{formatCents(invoice.amountCents, invoice.currency)}</td>
              <td className={classes.status}>{invoice.status}</td>
              <td>
                {invoice.pdfUrl ? (
                  <Anchor href={invoice.pdfUrl} target="_blank" rel="noopener noreferrer" size="sm">
                    View PDF
                  </Anchor>
                ) : (
                  <Text c="dimmed" size="sm">
                    —
                  </Text>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

/**
 * Billing: the card Stripe charges and the last invoices with their PDFs. The next billing date is
 * the summary strip's Next Billing, so it is not said again here. Before any plan was paid for
 * there is neither, said in two short facts.
 */
export function BillingCard({ view, actions }: { view: SubscriptionView; actions: BillingActions }) {
  const card = view.paymentMethod;
  const billed = view.hasPaidPlan || !!card || view.invoices.length > 0;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="billing-title">
      <Stack gap="md">
        {/* The header's Manage Billing is the page's billing button; this one is the card's own
            link to Stripe's invoices, quiet on the title's line. */}
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id="billing-title">
            Billing
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            rightSection={<IconExternalLink width={14} height={14} aria-hidden />}
            onClick={actions.manageBilling}
            loading={actions.openingPortal}
            disabled={actions.busy && !actions.openingPortal}
            // Its icon on the card's right text edge, not inset by the button's own padding.
            style={{ marginInlineEnd: 'calc(var(--button-padding-x) * -1)' }}
          >
            Manage Billing &amp; Invoices
          </Button>
        </Group>
        {view.billingUnavailable ? (
          <Alert color="yellow" variant="light" role="status">
            Your payment method and invoices could not be loaded from Stripe just now. Please try again in a moment.
          </Alert>
        ) : billed ? (
          <>
            <FactList
              facts={[
                {
                  label: 'Payment Method',
                  value: card ? `${card.brand} ending in ${card.last4}` : none('No payment method on file'),
                },
              ]}
            />
            <Title order={3} size="h4">
              Recent Invoices
            </Title>
            <InvoiceTable invoices={view.invoices.slice(0, 5)} />
          </>
        ) : (
          <FactList
            facts={[
              { label: 'Payment Method', value: none('No payment method on file') },
              { label: 'Recent Invoices', value: none(NO_INVOICES) },
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}
