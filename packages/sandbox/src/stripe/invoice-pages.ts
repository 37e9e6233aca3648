import { Hono } from 'hono';
import { html } from 'hono/html';
import { formatAmount } from './catalogue.ts';
import { invoicePdf } from './invoice-pdf.ts';
import type { Invoice } from './records.ts';
import { dateText, page } from './page-layout.ts';
import type { StripeSandboxStore } from './stripe-state.ts';

const lineOf = (invoice: Invoice) =>
  (invoice.lines as { data: { description: string; amount: number }[] }).data[0] ?? { description: '', amount: 0 };

function pdfLines(invoice: Invoice) {
  const amount = formatAmount(Number(invoice.amount_paid), String(invoice.currency));
  return [
    `Invoice ${String(invoice.number)}`,
    `AI Voice Agent Platform (sandbox, test mode)`,
    `Date: ${dateText(invoice.created)}`,
    `Billed to: ${String(invoice.customer_email ?? invoice.customer)}`,
    `${lineOf(invoice).description}`,
    `Total: ${amount}`,
    `Status: ${invoice.status}`,
  ];
}

/** The hosted invoice page (`hosted_invoice_url`) and its PDF (`invoice_pdf`). */
export function invoicePageRoutes(store: StripeSandboxStore, mount: string) {
  const app = new Hono();
  app.get('/i/:id', (c) => {
    const invoice = store.find('invoices', c.req.param('id'));
    if (!invoice) return c.html(page(mount, 'Not found', html`<h1>This invoice link is not valid</h1>`), 404);
    return c.html(
      page(
        mount,
        `Invoice ${String(invoice.number)}`,
        html`<h1>Invoice ${String(invoice.number)}</h1>
          <p class="price">${formatAmount(Number(invoice.amount_paid), String(invoice.currency))}</p>
          <p>${lineOf(invoice).description}</p>
          <p>${invoice.status === 'paid' ? 'Paid' : invoice.status} on ${dateText(invoice.created)}</p>
          <p><a class="button" href="${String(invoice.invoice_pdf)}">Download invoice (PDF)</a></p>`,
      ),
    );
  });
  app.get('/invoice/:id/pdf', (c) => {
    const invoice = store.find('invoices', c.req.param('id'));
    if (!invoice) return c.text('No such invoice', 404);
    return c.body(new Uint8Array(invoicePdf(pdfLines(invoice))), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="Invoice-${String(invoice.number)}.pdf"`,
    });
  });
  return app;
}
