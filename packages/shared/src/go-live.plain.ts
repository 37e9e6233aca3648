/**
 * The configuration cards an agent cannot go live without: the go-live checklist's items fixed on
 * one of these cards are blocking (go-live.ts), and on the configure page only these cards read
 * "Incomplete" while not filled in. Call forwarding counts only while it is switched on (its item
 * is left off the checklist while it is off). Free of zod, for the configure page.
 */
export const GO_LIVE_CARDS: readonly string[] = ['businessName', 'yourHours', 'callForwarding'];

export const isGoLiveCard = (cardKey: string) => GO_LIVE_CARDS.includes(cardKey);
