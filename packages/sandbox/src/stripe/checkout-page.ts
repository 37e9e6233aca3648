import { Hono } from 'hono';
import { html } from 'hono/html';
import { completeCheckout, type Sandbox } from './billing-actions.ts';
import { findPrice, formatAmount } from './catalogue.ts';
import type { CheckoutSession } from './records.ts';
import { cardFields, page, readCard } from './page-layout.ts';
import { StripeFailure } from './stripe-errors.ts';

function checkoutPage(mount: string, session: CheckoutSession, email: string | null, error?: string) {
  const price = findPrice(session.line_price)!;
  const needsEmail = !session.customer;
  return page(
    mount,
    `Subscribe to ${price.nickname}`,
    html`<h1>Subscribe to ${price.nickname}</h1>
      <p class="price">${formatAmount(price.unit_amount, price.currency)} <small>per month</small></p>
      ${session.trial_period_days ? html`<p>${session.trial_period_days} days free, then billed monthly.</p>` : ''}
      <form method="post" action="${mount}/c/pay/${session.id}">
        ${
          needsEmail
            ? html`<label for="email">Email</label>
                <input id="email" name="email" type="email" autocomplete="email" required value="${email ?? ''}" />`
            : html`<p>Paying as <strong>${email ?? 'the customer'}</strong></p>`
        }
        ${cardFields(error)}
        <div class="actions">
          <button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button>
          <button type="submit" name="decision" value="pay" class="primary">Pay and subscribe</button>
        </div>
      </form>`,
  );
}

const closedPage = (mount: string, session: CheckoutSession) =>
  page(
    mount,
    'Checkout closed',
    html`<h1>This checkout is ${session.status === 'complete' ? 'already complete' : 'no longer available'}</h1>
      <p>
        <a href="${session.status === 'complete' ? session.success_url : (session.cancel_url ?? '/')}"
          >Return to the site</a
        >
      </p>`,
  );

/** The hosted payment page a Checkout Session's `url` opens. */
export function checkoutPageRoutes(sandbox: Sandbox, mount: string) {
  const { store } = sandbox;
  const app = new Hono();
  const emailOf = (session: CheckoutSession) =>
    session.customer_email ?? (session.customer ? store.find('customers', session.customer)?.email : null) ?? null;

  app.get('/:id', (c) => {
    const session = store.find('checkoutSessions', c.req.param('id'));
    if (!session) return c.html(page(mount, 'Not found', html`<h1>This checkout link is not valid</h1>`), 404);
    if (session.status !== 'open') return c.html(closedPage(mount, session), 410);
    return c.html(checkoutPage(mount, session, emailOf(session)));
  });

  app.post('/:id', async (c) => {
    const session = store.find('checkoutSessions', c.req.param('id'));
    if (!session) return c.html(page(mount, 'Not found', html`<h1>This checkout link is not valid</h1>`), 404);
    if (session.status !== 'open') return c.html(closedPage(mount, session), 410);
    const form = await c.req.parseBody();
    if (form.decision === 'cancel') return c.redirect(session.cancel_url ?? session.success_url, 303);
    const email = typeof form.email === 'string' ? form.email.trim() : (emailOf(session) ?? '');
    try {
      completeCheckout(sandbox, session, { email, card: readCard(form) });
    } catch (error) {
      if (!(error instanceof StripeFailure) || error.fields.type !== 'card_error') throw error;
      return c.html(checkoutPage(mount, session, email, error.message), 402);
    }
    return c.redirect(session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id), 303);
  });
  return app;
}
