import { Hono } from 'hono';
import { html } from 'hono/html';
import { changePrice, setCancelAtPeriodEnd, updateCard, type Sandbox } from './billing-actions.ts';
import { PRICES, formatAmount } from './catalogue.ts';
import type { Customer, PortalSession, Subscription } from './records.ts';
import { cardFields, dateText, page, readCard } from './page-layout.ts';
import { StripeFailure } from './stripe-errors.ts';

const NOTICES: Record<string, string> = {
  changed: 'Your plan has been changed.',
  canceled: 'Your plan has been canceled. It stays active until the end of the current period.',
  renewed: 'Your plan will renew as usual.',
  card: 'Your card has been updated.',
};

type View = { session: PortalSession; customer: Customer; subscription: Subscription | undefined };

function planSection(mount: string, view: View) {
  const { session, subscription } = view;
  if (!subscription)
    return html`<h2>Current plan</h2>
      <p>You have no active plan.</p>`;
  const item = subscription.items.data[0]!;
  const action = `${mount}/p/session/${session.id}`;
  const others = PRICES.filter((price) => price.id !== item.price.id);
  return html`<h2>Current plan</h2>
    <p>
      <strong>${item.price.nickname}</strong>: ${formatAmount(item.price.unit_amount, item.price.currency)} per month
    </p>
    <p>
      ${
        subscription.cancel_at_period_end
          ? `Cancels on ${dateText(item.current_period_end)}.`
          : `${subscription.status === 'trialing' ? 'Trial ends' : 'Renews'} on ${dateText(item.current_period_end)}.`
      }
    </p>
    <div class="actions">
      ${others.map(
        (price) =>
          html`<form method="post" action="${action}">
            <input type="hidden" name="price" value="${price.id}" />
            <button type="submit" name="action" value="change-plan">
              Change plan to ${price.nickname} (${formatAmount(price.unit_amount, price.currency)} per month)
            </button>
          </form>`,
      )}
      <form method="post" action="${action}">
        ${
          subscription.cancel_at_period_end
            ? html`<button type="submit" name="action" value="renew">Renew plan</button>`
            : html`<button type="submit" name="action" value="cancel" class="danger">Cancel plan</button>`
        }
      </form>
    </div>`;
}

function cardSection(mount: string, view: View, sandbox: Sandbox, error?: string) {
  const methodId = view.customer.invoice_settings.default_payment_method;
  const method = methodId ? sandbox.store.find('paymentMethods', methodId) : undefined;
  return html`<h2>Payment method</h2>
    <p>
      ${
        method
          ? `${method.card.brand.toUpperCase()} ending in ${method.card.last4}, expires ${method.card.exp_month}/${method.card.exp_year}`
          : 'No card on file.'
      }
    </p>
    <form method="post" action="${mount}/p/session/${view.session.id}">
      ${cardFields(error, '5555 5555 5555 4444')}
      <button type="submit" name="action" value="update-card">Update card</button>
    </form>`;
}

function invoiceSection(view: View, sandbox: Sandbox) {
  const invoices = sandbox.store.all('invoices').filter((invoice) => invoice.customer === view.customer.id);
  if (!invoices.length)
    return html`<h2>Invoice history</h2>
      <p>No invoices yet.</p>`;
  return html`<h2>Invoice history</h2>
    <table>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
          <th scope="col">Invoice</th>
        </tr>
      </thead>
      <tbody>
        ${invoices.slice(0, 12).map(
          (invoice) =>
            html`<tr>
              <td>${dateText(invoice.created)}</td>
              <td>${formatAmount(Number(invoice.amount_paid), String(invoice.currency))}</td>
              <td>${invoice.status}</td>
              <td><a href="${String(invoice.invoice_pdf)}">Download PDF of ${String(invoice.number)}</a></td>
            </tr>`,
        )}
      </tbody>
    </table>`;
}

const returnLink = (session: PortalSession) =>
  session.return_url ? html`<p><a class="button" href="${session.return_url}">Return to the site</a></p>` : '';

function cancelFlowPage(mount: string, view: View) {
  const item = view.subscription!.items.data[0]!;
  return page(
    mount,
    'Cancel your plan',
    html`<h1>Cancel your plan</h1>
      <p>
        Your ${item.price.nickname} will be canceled. You keep it until the end of the current period,
        ${dateText(item.current_period_end)}.
      </p>
      <form method="post" action="${mount}/p/session/${view.session.id}">
        <div class="actions">
          <button type="submit" name="action" value="cancel" class="danger">Cancel plan</button>
          ${view.session.return_url ? html`<a class="button" href="${view.session.return_url}">Go back</a>` : ''}
        </div>
      </form>`,
  );
}

function portalPage(mount: string, view: View, sandbox: Sandbox, notice?: string, error?: string) {
  return page(
    mount,
    'Manage your billing',
    html`<h1>Manage your billing</h1>
      <p>${view.customer.email ?? view.customer.id}</p>
      ${notice ? html`<p class="notice" role="status">${notice}</p>` : ''} ${planSection(mount, view)}
      ${cardSection(mount, view, sandbox, error)} ${invoiceSection(view, sandbox)} ${returnLink(view.session)}`,
  );
}

/** The customer portal a billing portal session's `url` opens: change plan, cancel, update the card. */
export function portalPageRoutes(sandbox: Sandbox, mount: string) {
  const { store } = sandbox;
  const app = new Hono();

  const viewOf = (id: string): View | undefined => {
    const session = store.find('portalSessions', id);
    if (!session) return undefined;
    const customer = store.get('customers', session.customer);
    const flowSubscription = session.flow?.subscription_cancel?.subscription;
    const subscription = flowSubscription
      ? store.find('subscriptions', flowSubscription)
      : store
          .all('subscriptions')
          .find((candidate) => candidate.customer === customer.id && candidate.status !== 'canceled');
    return { session, customer, subscription };
  };
  const notFound = () => page(mount, 'Not found', html`<h1>This billing link is not valid</h1>`);

  app.get('/:id', (c) => {
    const view = viewOf(c.req.param('id'));
    if (!view) return c.html(notFound(), 404);
    const inCancelFlow = view.session.flow?.type === 'subscription_cancel' && c.req.query('done') !== 'canceled';
    if (
      inCancelFlow &&
      view.subscription &&
      !view.subscription.cancel_at_period_end &&
      view.subscription.status !== 'canceled'
    ) {
      return c.html(cancelFlowPage(mount, view));
    }
    return c.html(portalPage(mount, view, sandbox, NOTICES[c.req.query('done') ?? '']));
  });

  app.post('/:id', async (c) => {
    const view = viewOf(c.req.param('id'));
    if (!view) return c.html(notFound(), 404);
    const form = await c.req.parseBody();
    const done = (what: string) => c.redirect(`${mount}/p/session/${view.session.id}?done=${what}`, 303);
    const { subscription } = view;
    if (form.action === 'update-card') {
      try {
        updateCard(sandbox, view.customer, readCard(form));
      } catch (error) {
        if (!(error instanceof StripeFailure) || error.fields.type !== 'card_error') throw error;
        return c.html(portalPage(mount, view, sandbox, undefined, error.message), 402);
      }
      return done('card');
    }
    if (!subscription) return c.html(portalPage(mount, view, sandbox, 'You have no active plan.'), 409);
    if (form.action === 'change-plan' && typeof form.price === 'string') {
      changePrice(sandbox, subscription, form.price);
      return done('changed');
    }
    if (form.action === 'cancel' || form.action === 'renew') {
      setCancelAtPeriodEnd(sandbox, subscription, form.action === 'cancel');
      return done(form.action === 'cancel' ? 'canceled' : 'renewed');
    }
    return c.html(portalPage(mount, view, sandbox, undefined, 'Choose an action.'), 400);
  });
  return app;
}
