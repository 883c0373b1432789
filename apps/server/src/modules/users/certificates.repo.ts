import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userCertificates } from '../../db/schema';

export type CertificateRow = typeof userCertificates.$inferSelect;
export type CertificateValues = Pick<
  typeof userCertificates.$inferInsert,
  'typeId' | 'number' | 'issuedOn' | 'validUntil' | 'images'
>;

/** A person's certificates, oldest first. */
export const selectCertificates = (db: DbOrTx, userId: number) =>
  db.select().from(userCertificates).where(eq(userCertificates.userId, userId)).orderBy(asc(userCertificates.id));

export const findCertificate = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(userCertificates).where(eq(userCertificates.id, id));
  return row;
};

export const insertCertificate = async (db: DbOrTx, userId: number, values: CertificateValues) => {
  const [row] = await db
    .insert(userCertificates)
    .values({ userId, ...values })
    .returning();
  return row!;
};

export const updateCertificate = async (db: DbOrTx, id: number, values: Partial<CertificateValues>) => {
  const [row] = await db
    .update(userCertificates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(userCertificates.id, id))
    .returning();
  return row;
};

export const deleteCertificate = (db: DbOrTx, options: { id: number; userId: number }) =>
  db
    .delete(userCertificates)
    .where(and(eq(userCertificates.id, options.id), eq(userCertificates.userId, options.userId)));
