import {
  ALREADY_REGISTERED,
  PIN_NOT_EXPECTED,
  PIN_WRONG,
  type StepStatus,
  type TextingRegistration,
  type TextingRegistrationDetails,
} from '@portal/shared/texting';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { MessagingError, type BrandVertical, type Messaging } from '../../providers/telephony/messaging.ts';
import { listPhoneNumbers } from '../phone-numbers/phone-numbers.service.ts';
import { campaignFor } from './campaign-content.pure.ts';
import * as repo from './registration.repo.ts';

export type TextingDeps = { db: Database; messaging: Messaging; logger: Logger; webhookUrl: string };

type Details = TextingRegistrationDetails;

const numbersStatus = (numbers: repo.RegistrationRow['numbers']): StepStatus => {
  const states = Object.values(numbers).map((number) => number.status);
  if (states.length === 0) return 'not_started';
  if (states.includes('failed')) return 'rejected';
  return states.every((state) => state === 'assigned') ? 'approved' : 'pending';
};

/** Where the owner's registration stands, step by step. */
export function toView(row: repo.RegistrationRow | undefined): TextingRegistration {
  if (!row) {
    const none = { status: 'not_started' as const, reason: null };
    return {
      steps: { brand: none, campaign: none, numbers: none },
      textingOn: false,
      needsPin: false,
      submittedAt: null,
      details: null,
    };
  }
  const details = row.details as Details;
  const failedNumber = Object.entries(row.numbers).find(([, number]) => number.status === 'failed');
  const numbers = numbersStatus(row.numbers);
  return {
    steps: {
      brand: { status: row.brandStatus, reason: row.brandReason },
      campaign: { status: row.campaignStatus, reason: row.campaignReason },
      numbers: { status: numbers, reason: failedNumber ? `${failedNumber[0]}: ${failedNumber[1].reason}` : null },
    },
    textingOn:
      row.campaignStatus === 'approved' && Object.values(row.numbers).some((number) => number.status === 'assigned'),
    needsPin: details.entityType === 'SOLE_PROPRIETOR' && row.brandStatus === 'pending' && row.brandId !== null,
    submittedAt: row.submittedAt.toISOString(),
    details: {
      entityType: details.entityType,
      displayName: details.displayName,
      companyName: details.companyName,
      einLast4: details.ein.replace(/\D/g, '').slice(-4),
    },
  };
}

export async function getRegistration(deps: Pick<TextingDeps, 'db'>, userId: string) {
  return toView(await repo.findRegistration(deps.db, userId));
}

/** How often an owner watching their registration has it checked with the registry, at most. */
const CHECK_ON_READ_SECONDS = 10;

/**
 * Where the owner's registration stands, checked with the registry first while a step is under
 * review and nobody checked in the last few seconds: the page shows an approval within seconds,
 * not at the job's next run. A registry that cannot be reached leaves the last known state.
 */
export async function readRegistration(deps: TextingDeps, userId: string) {
  const row = await repo.findRegistration(deps.db, userId);
  const view = toView(row);
  const underReview = Object.values(view.steps).some(
    (step) => step.status === 'pending' || step.status === 'not_started',
  );
  const rejected = Object.values(view.steps).some((step) => step.status === 'rejected');
  if (!row || rejected || !underReview || view.needsPin) return view;
  const claimed = await repo.claimCheck(deps.db, userId, CHECK_ON_READ_SECONDS);
  if (!claimed) return view;
  try {
    await advance(deps, claimed);
  } catch (error) {
    deps.logger.warn({ err: error, userId }, 'texting registration not checked on read');
  }
  return getRegistration(deps, userId);
}

/**
 * Registers the owner's business with the registry (the brand): a messaging profile for their
 * numbers first, once. The brand costs a fee each time, so a failure is not retried: the owner
 * sees why and submits again. The campaign and the numbers follow by the job once it is approved.
 */
export async function submitRegistration(deps: TextingDeps, userId: string, details: Details) {
  const started = await repo.startRegistration(deps.db, userId, details);
  if (!started) throw new AppError('CONFLICT', ALREADY_REGISTERED);
  try {
    const profileId =
      // A registration submitted again keeps the profile its first submission made.
      started.messagingProfileId ??
      (await deps.messaging.createMessagingProfile({ name: `Portal ${userId}`, webhookUrl: deps.webhookUrl })).id;
    await repo.updateRegistration(deps.db, userId, { messagingProfileId: profileId });
    const brand = await deps.messaging.createBrand({
      ...details,
      ein: details.entityType === 'PRIVATE_PROFIT' ? details.ein.replace(/\D/g, '') : null,
      mobilePhone: details.entityType === 'SOLE_PROPRIETOR' ? details.mobilePhone : null,
      website: details.website || null,
      vertical: details.vertical as BrandVertical,
    });
    await repo.updateRegistration(deps.db, userId, {
      brandId: brand.id,
      brandStatus: brand.status,
      brandReason: brand.reason,
    });
    // A sole proprietor is verified by a PIN texted to their own mobile.
    if (details.entityType === 'SOLE_PROPRIETOR') {
      await deps.messaging.sendBrandPin(brand.id, pinTexts(details.displayName));
    }
  } catch (error) {
    deps.logger.warn({ err: error }, 'texting registration refused');
    const reason = error instanceof MessagingError ? error.detail : 'The registry could not be reached.';
    await repo.updateRegistration(deps.db, userId, { brandStatus: 'rejected', brandReason: reason });
  }
  return getRegistration(deps, userId);
}

const pinTexts = (business: string) => ({
  pin: `${business}: your texting registration PIN is {pin}. Enter it in the portal to verify your business.`,
  verified: `${business}: your business is verified for texting.`,
});

/** Checks the PIN a sole proprietor was texted; a wrong one says so and changes nothing. */
export async function verifyPin(deps: TextingDeps, userId: string, pin: string) {
  const row = await repo.findRegistration(deps.db, userId);
  if (!row?.brandId || !toView(row).needsPin) throw new AppError('CONFLICT', PIN_NOT_EXPECTED);
  try {
    await deps.messaging.verifyBrandPin(row.brandId, pin);
  } catch (error) {
    if (error instanceof MessagingError && error.status >= 400 && error.status < 500) {
      throw new AppError('VALIDATION_FAILED', PIN_WRONG);
    }
    throw error;
  }
  const brand = await deps.messaging.getBrand(row.brandId);
  await repo.updateRegistration(deps.db, userId, { brandStatus: brand.status, brandReason: brand.reason });
  return getRegistration(deps, userId);
}

/** One registration a step further, as far as the registry has gone: brand, then campaign, then numbers. */
async function advance(deps: TextingDeps, row: repo.RegistrationRow) {
  let current = row;
  if (current.brandStatus === 'pending' && current.brandId) {
    const brand = await deps.messaging.getBrand(current.brandId);
    current = (await repo.updateRegistration(deps.db, row.userId, {
      brandStatus: brand.status,
      brandReason: brand.reason,
    }))!;
  }
  if (current.brandStatus !== 'approved') return;
  if (current.campaignStatus === 'not_started' && current.brandId) {
    const details = current.details as Details;
    const campaign = await deps.messaging.createCampaign({
      ...campaignFor(current.brandId, details.displayName, details.entityType === 'SOLE_PROPRIETOR'),
      // Unique per owner's submission: a campaign whose answer was lost is found, not paid twice.
      referenceId: `${row.userId}:${current.submittedAt.getTime()}`,
    });
    current = (await repo.updateRegistration(deps.db, row.userId, {
      campaignId: campaign.id,
      campaignStatus: campaign.status,
      campaignReason: campaign.reason,
    }))!;
  } else if (current.campaignStatus === 'pending' && current.campaignId) {
    const campaign = await deps.messaging.getCampaign(current.campaignId);
    current = (await repo.updateRegistration(deps.db, row.userId, {
      campaignStatus: campaign.status,
      campaignReason: campaign.reason,
    }))!;
  }
  if (current.campaignStatus !== 'approved' || !current.campaignId || !current.messagingProfileId) return;
  await assignNumbers(deps, current);
}

/** Every number of the owner on the campaign: new ones assigned, pending ones read again. */
async function assignNumbers(deps: TextingDeps, row: repo.RegistrationRow) {
  const numbers = { ...row.numbers };
  for (const owned of await listPhoneNumbers(deps, row.userId)) {
    const known = numbers[owned.phoneNumber];
    if (known?.status === 'assigned') continue;
    const state =
      known?.status === 'pending'
        ? await deps.messaging.getAssignment(owned.phoneNumber)
        : await deps.messaging.assignNumber({
            phoneNumber: owned.phoneNumber,
            campaignId: row.campaignId!,
            messagingProfileId: row.messagingProfileId!,
          });
    numbers[owned.phoneNumber] = { status: state?.status ?? 'pending', reason: state?.reason ?? null };
  }
  await repo.updateRegistration(deps.db, row.userId, { numbers });
}

/** Moves every registration under way along; one that fails is logged and tried on the next run. */
export async function advanceRegistrations(deps: TextingDeps, now = new Date()) {
  const rows = await repo.registrationsToAdvance(deps.db, now, 50);
  let advanced = 0;
  for (const row of rows) {
    try {
      await advance(deps, row);
      advanced += 1;
    } catch (error) {
      deps.logger.warn({ err: error, userId: row.userId }, 'texting registration not advanced');
      await repo.updateRegistration(deps.db, row.userId, {});
    }
  }
  return { checked: rows.length, advanced };
}
