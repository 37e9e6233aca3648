import { and, asc, desc, eq, gt, or, sql } from 'drizzle-orm';
import { isUuid } from '@portal/shared/api';
import type { Queryable } from '../../db/client.ts';
import { agents, appointments } from '../../db/schema/index.ts';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = Omit<typeof appointments.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'status'>;

const ofOwner = (userId: string) => eq(appointments.userId, userId);

/** Either number of the appointment: the one the call came from, or the one given for the booking. */
const underNumber = (number: string) =>
  or(eq(appointments.callerNumber, number), eq(appointments.bookedNumber, number))!;

export async function insertAppointment(db: Queryable, values: NewAppointment) {
  const [row] = await db
    .insert(appointments)
    .values(values)
    .onConflictDoUpdate({
      target: [appointments.userId, appointments.eventId],
      set: { startsAt: values.startsAt, endsAt: values.endsAt, status: 'booked', updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** The owner's booked appointments under a number that start after `now`, soonest first. */
export const upcomingUnderNumber = (db: Queryable, userId: string, number: string, now: Date) =>
  db
    .select()
    .from(appointments)
    .where(and(ofOwner(userId), underNumber(number), eq(appointments.status, 'booked'), gt(appointments.startsAt, now)))
    .orderBy(asc(appointments.startsAt))
    .limit(10);

export async function findAppointment(db: Queryable, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(ofOwner(userId), eq(appointments.id, id)));
  return row;
}

export async function updateAppointment(
  db: Queryable,
  userId: string,
  id: string,
  values: Partial<Pick<AppointmentRow, 'startsAt' | 'endsAt' | 'status' | 'cancelReason'>>,
) {
  const [row] = await db
    .update(appointments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(ofOwner(userId), eq(appointments.id, id)))
    .returning();
  return row;
}

/** A caller's appointments for their page: the upcoming ones first (soonest first), then the past (latest first). */
export const appointmentsUnderNumber = (db: Queryable, userId: string, number: string, now: Date) =>
  db
    .select({ appointment: appointments, timezone: agents.timezone })
    .from(appointments)
    .leftJoin(agents, eq(agents.id, appointments.agentId))
    .where(and(ofOwner(userId), underNumber(number)))
    .orderBy(
      sql`${appointments.startsAt} < ${now}`,
      sql`case when ${appointments.startsAt} >= ${now} then ${appointments.startsAt} end asc`,
      desc(appointments.startsAt),
    )
    .limit(100);

export async function deleteAppointmentsUnderNumber(db: Queryable, userId: string, number: string) {
  await db.delete(appointments).where(and(ofOwner(userId), underNumber(number)));
}
