// When a repeat of an Idempotency-Key is the same withdrawal request (issue 20): the texts as the
// row stores them (sameTerms), and the documents by a fingerprint of their names, sizes and
// contents (documentsFingerprint, sameDocuments).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { PayeeType } from '../../contract/money-rules.js';
import type { WithdrawalRequestRow } from '../db/schema.js';

/** What a repeat of an Idempotency-Key must say again, as the row stores it, to be the same request. */
export interface WithdrawalTerms {
  grossMinor: number;
  payeeType: PayeeType;
  vatRegistered: boolean;
  accountHolder: string;
  bankName: string;
  /** The bank's code in the deployment's list; absent or null only for requests made without it (tests). */
  bankCode?: string | null;
  /** Normalized (no spaces or hyphens), as stored. */
  accountNumber: string;
  dateOfBirth: string;
  guardianName: string | null;
  guardianPhone: string | null;
}

/** The stored request says the same texts (the documents are compared apart, sameDocuments). */
export function sameTerms(row: WithdrawalRequestRow, terms: WithdrawalTerms): boolean {
  return (
    row.grossMinor === terms.grossMinor &&
    row.payeeType === terms.payeeType &&
    row.vatRegistered === terms.vatRegistered &&
    row.accountHolder === terms.accountHolder &&
    // The bank by its code; a request stored before the list by the name it was given.
    (row.bankCode === null ? row.bankName === terms.bankName : row.bankCode === (terms.bankCode ?? null)) &&
    row.accountNumber === terms.accountNumber &&
    row.dateOfBirth === terms.dateOfBirth &&
    row.guardianName === terms.guardianName &&
    row.guardianPhone === terms.guardianPhone
  );
}

/**
 * The stored request was made with the same documents. A request made before the fingerprint was
 * kept (null) is compared on its texts alone: its documents cannot be hashed again cheaply.
 */
export function sameDocuments(row: WithdrawalRequestRow, fingerprint: string | null): boolean {
  return row.documentsFingerprint === null || row.documentsFingerprint === fingerprint;
}

/** A document as received: its name, and its temporary file and size. */
export interface ReceivedDocument {
  fileName: string;
  path: string;
  size: number;
}

async function sha256OfFile(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(filePath), hash);
  return hash.digest('hex');
}

/**
 * The documents of a request, in the order they are kept (documents, then the guardian's consent):
 * each one's name, size and SHA-256, hashed together. The files are read once more from their
 * local temporary copy (documents are scans and PDFs, usually a few MB) rather than hashed in the
 * upload stream, which every entry's 1 GB work goes through too; the consent is marked apart so
 * that it cannot pass for a document.
 */
export async function documentsFingerprint(
  documents: readonly ReceivedDocument[],
  consent: ReceivedDocument | null,
): Promise<string> {
  const describe = async (file: ReceivedDocument) => ({
    name: file.fileName,
    size: file.size,
    sha256: await sha256OfFile(file.path),
  });
  const described = {
    documents: await Promise.all(documents.map(describe)),
    consent: consent ? await describe(consent) : null,
  };
  return createHash('sha256').update(JSON.stringify(described)).digest('hex');
}
