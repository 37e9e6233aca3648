import type { CampaignInput } from '../../providers/telephony/messaging.ts';

/**
 * The texting campaign the portal registers for an owner's business: what carriers review against
 * the texts it will send (booking confirmations, replies to missed calls, the owner's own alerts),
 * how callers agree to them (on the call, when the agent asks), and the STOP and HELP answers.
 */
export function campaignFor(brandId: string, business: string, soleProprietor: boolean): CampaignInput {
  return {
    brandId,
    usecase: soleProprietor ? 'SOLE_PROPRIETOR' : 'CUSTOMER_CARE',
    description: `${business} texts its callers about their calls: confirmations of appointments booked, moved or cancelled on a call, and a reply when a call was missed, so the caller can reach the business again.`,
    sample1: `${business}: your cleaning is booked for Tue, Dec 1 at 10:00 AM. Reply STOP to opt out.`,
    sample2: `${business}: sorry we missed your call. Call us back or reply here and we will get back to you. Reply STOP to opt out.`,
    messageFlow: `Callers phone ${business}. When they book, move or cancel an appointment, the phone agent asks "Can I text you a confirmation?" and texts only when they say yes. A caller whose call was missed gets at most one text a day from the number they called. Every text names ${business} and says how to opt out.`,
    helpMessage: `${business}: reply STOP to stop texts. For help, call this number.`,
    optoutMessage: `${business}: you will get no more texts from us. Reply START to get them again.`,
    optinMessage: `${business}: you will get texts about your calls and appointments. Reply STOP to opt out, HELP for help.`,
    optinKeywords: ['START'],
    optoutKeywords: ['STOP', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'],
    helpKeywords: ['HELP'],
    embeddedLink: false,
    embeddedPhone: false,
  };
}
