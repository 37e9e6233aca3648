import { lastValue, type FilterQuery } from './filter-query.ts';
import type { NumberOrder } from './telnyx-records.ts';

type Check = (order: NumberOrder, value: string) => boolean;

/** Every filter Telnyx documents for `GET /v2/number_orders`, by the name `readFilterQuery` gives it. */
const FILTERS: Record<string, Check> = {
  status: (order, value) => order.status === value,
  customer_reference: (order, value) => order.customer_reference === value,
  phone_numbers_count: (order, value) => String(order.phone_numbers_count) === value,
  requirements_met: (order, value) => String(order.requirements_met) === value,
  'created_at.gt': (order, value) => Date.parse(order.created_at) > Date.parse(value),
  'created_at.lt': (order, value) => Date.parse(order.created_at) < Date.parse(value),
};

export type OrderSelection = { orders: NumberOrder[] } | { error: string; pointer: string };

/** The orders a list request asks for, newest first, or why it cannot be answered. */
export function selectOrders(orders: NumberOrder[], filters: FilterQuery): OrderSelection {
  const names = [...filters.keys()];
  const unknown = names.find((name) => !Object.hasOwn(FILTERS, name));
  if (unknown) return { error: `Unknown filter: ${unknown}`, pointer: `/filter/${unknown}` };
  const badDate = names.find(
    (name) => name.startsWith('created_at.') && Number.isNaN(Date.parse(lastValue(filters, name)!)),
  );
  if (badDate) return { error: `${badDate} must be a date`, pointer: `/filter/${badDate}` };
  return { orders: orders.filter((order) => names.every((name) => FILTERS[name]!(order, lastValue(filters, name)!))) };
}

/** In a list Telnyx shows each ordered number by its id and number only. */
export const listedOrder = (order: NumberOrder) => ({
  ...order,
  phone_numbers: order.phone_numbers.map(({ id, phone_number }) => ({ id, phone_number })),
});
