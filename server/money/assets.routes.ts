// Assets (spec §7 "Assets", issue 10): the briefing, the earnings not yet withdrawn, the withdrawal
// requests, and a new request (multipart, with an Idempotency-Key); the earnings statement as CSV
// (issue 18, money/statement.ts). Every amount in JSON is in the
// deployment's major unit; the ledger works in minor units (money/ledger.ts). The account
// number is never logged (only the request's uuid and state are) and never sent back whole.
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_HOLDER_MAX_LENGTH,
  BANK_NAME_MAX_LENGTH,
  briefingQuerySchema,
  briefingSchema,
  GUARDIAN_NAME_MAX_LENGTH,
  IDEMPOTENCY_KEY_PATTERN,
  isGuardianPhone,
  maskAccountNumber,
  normalizeAccountNumberFor,
  payoutDetailsSchema,
  REQUEST_UUID_PATTERN,
  unwithdrawnEarningSchema,
  WITHDRAWAL_DOCUMENT_FIELDS,
  WITHDRAWAL_DOCUMENT_KINDS,
  WITHDRAWAL_FIELDS,
  withdrawalListQuerySchema,
  withdrawalRequestBodySchema,
  withdrawalRequestSchema,
} from '../../contract/assets.js';
import { findBank, storedBankName } from '../../contract/banks.js';
import { envelopeSchema, pageSchema } from '../../contract/envelope.js';
import { ErrorCode } from '../../contract/error-codes.js';
import {
  ageOn,
  checkWithdrawalAmount,
  isMinorOn,
  PAYEE_TYPES,
  type PayeeType,
} from '../../contract/money-rules.js';
import { apiPaths } from '../../contract/paths.js';
import { countCharacters } from '../../contract/submission-rules.js';
import { containsControlCharacters, typedTextProblem } from '../../contract/text-rules.js';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users, type WithdrawalRequestRow } from '../db/schema.js';
import { withdrawalMail } from './withdrawal-mail.js';
import { pickLanguage } from '../i18n/messages.js';
import { requireSession } from '../plugins/auth.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { createRateLimitHook, type RateLimitSetting } from '../plugins/rate-limits.js';
import type { BackgroundTasks } from '../lib/background.js';
import { businessDate } from '../lib/business-days.js';
import type { FileLinks } from '../files/file-links.js';
import { balanceMinor } from './ledger.js';
import type { Mailer } from '../mail/mailer.js';
import { forget, keepTemporary, type PrivateStore } from '../files/private-files.js';
import { sendCreatorCachedJson } from '../lib/public-cache.js';
import { statementCsv, statementLines } from './statement.js';
import { statementFileName } from './statement-texts.js';
import {
  briefing,
  describeWithdrawal,
  documentsFingerprint,
  documentsRequired,
  keptAccountOfRequest,
  keyedOrPending,
  listWithdrawals,
  payoutDetails,
  requestWithdrawal,
  sameDocuments,
  sameTerms,
  unwithdrawnEarnings,
  WithdrawalRefusal,
  type MoneySettings,
} from './withdrawals.js';
import {
  registerUploads,
  readUpload,
  refuse,
  sniffAs,
  type ReceivedFile,
  uploadDeadline,
} from '../files/multipart-upload.js';
import { failure, rateLimited, sessionFailures } from '../plugins/responses.js';

export interface AssetRouteOptions {
  db: Database;
  links: FileLinks;
  store: PrivateStore;
  money: MoneySettings;
  now: () => Date;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
  supportEmail: string;
  maxFileBytes?: number;
  writeRateLimit?: RateLimitSetting;
}

export const DEFAULT_WITHDRAWAL_RATE_LIMIT: RateLimitSetting = { max: 30, timeWindowMs: 60 * 60_000 };

const F = WITHDRAWAL_FIELDS;

const writeFailures = {
  ...sessionFailures,
  400: failure(
    'IDEMPOTENCY_KEY_INVALID, WITHDRAWAL_AMOUNT_INVALID, WITHDRAWAL_BELOW_MINIMUM, WITHDRAWAL_HOLDER_INVALID, ' +
      'WITHDRAWAL_BANK_INVALID (empty), WITHDRAWAL_BANK_UNKNOWN (not in the deployment’s list), ' +
      'WITHDRAWAL_ACCOUNT_INVALID (not digits, or not as many as the country’s accounts have), ' +
      'WITHDRAWAL_ACCOUNT_SOURCE_INVALID (accountFromRequest names no request of yours to pay into again), ' +
      'WITHDRAWAL_PAYEE_TYPE_INVALID, ' +
      'WITHDRAWAL_BIRTH_DATE_INVALID, WITHDRAWAL_GUARDIAN_REQUIRED, WITHDRAWAL_DOCUMENTS_REQUIRED, ' +
      'CONTROL_CHARACTERS, FILE_NAME_INVALID, FILE_MISSING or VALIDATION_FAILED; `field` names the form field.',
  ),
  409: failure(
    'WITHDRAWAL_INSUFFICIENT_BALANCE (more than available), WITHDRAWAL_PENDING (a request is waiting to be ' +
      'paid) or IDEMPOTENCY_KEY_REUSED (the key was used for another request: another amount, payee, ' +
      'account, date of birth, guardian or other documents).',
  ),
  413: failure('FILE_TOO_LARGE: a document is over 1 GB.'),
  415: failure('FILE_TYPE_INVALID: a document is not a PDF, JPG or PNG (from its bytes).'),
  429: rateLimited,
};

interface WithdrawalTexts {
  amountText: string;
  payeeType: PayeeType;
  vatRegistered: boolean;
  accountHolder: string;
  /** The bank's name in the deployment's language (contract/banks.ts storedBankName). */
  bankName: string;
  bankCode: string;
  accountNumber: string;
  /** The earlier request whose account is used again (accountFromRequest), or null. */
  accountFrom: string | null;
  dateOfBirth: string;
  minor: boolean;
  guardianName: string | null;
  guardianPhone: string | null;
}

function oneLine(
  texts: Map<string, string>,
  field: string,
  max: number,
  code: (typeof ErrorCode)[keyof typeof ErrorCode],
) {
  const raw = texts.get(field) ?? '';
  // A bidi control or nothing visible (a lone zero-width space) is the field's own code, as a control
  // character is CONTROL_CHARACTERS (contract/text-rules.ts, as the portal checks).
  const problem = typedTextProblem(raw);
  if (problem === 'control') throw refuse(400, ErrorCode.ControlCharacters, field);
  const value = raw.trim();
  if (problem || value === '' || countCharacters(value) > max) throw refuse(400, code, field);
  return value;
}

function checkTexts(texts: Map<string, string>, today: string, money: MoneySettings): WithdrawalTexts {
  for (const [field, value] of texts) {
    if (containsControlCharacters(value)) throw refuse(400, ErrorCode.ControlCharacters, field);
  }
  const amountText = texts.get(F.amount) ?? '';
  const payee = texts.get(F.payeeType) ?? '';
  if (!(PAYEE_TYPES as readonly string[]).includes(payee)) {
    throw refuse(400, ErrorCode.WithdrawalPayeeTypeInvalid, F.payeeType);
  }
  const vatText = texts.get(F.vatRegistered) ?? 'false';
  if (vatText !== 'true' && vatText !== 'false') {
    throw refuse(400, ErrorCode.WithdrawalPayeeTypeInvalid, F.vatRegistered);
  }
  const vatRegistered = vatText === 'true';
  if (vatRegistered && payee !== 'business') {
    throw refuse(400, ErrorCode.WithdrawalPayeeTypeInvalid, F.vatRegistered);
  }
  const account = checkAccount(texts, money);
  const dateOfBirth = (texts.get(F.dateOfBirth) ?? '').trim();
  const age = ageOn(dateOfBirth, today);
  if (age === null || age < 0 || dateOfBirth > today || age > 150) {
    throw refuse(400, ErrorCode.WithdrawalBirthDateInvalid, F.dateOfBirth);
  }
  const minor = isMinorOn(dateOfBirth, today, money.country);
  let guardianName: string | null = null;
  let guardianPhone: string | null = null;
  if (minor) {
    guardianName = oneLine(
      texts,
      F.guardianName,
      GUARDIAN_NAME_MAX_LENGTH,
      ErrorCode.WithdrawalGuardianRequired,
    );
    const phone = (texts.get(F.guardianPhone) ?? '').trim();
    if (!isGuardianPhone(phone)) throw refuse(400, ErrorCode.WithdrawalGuardianRequired, F.guardianPhone);
    guardianPhone = phone;
  }
  return {
    amountText,
    payeeType: payee as PayeeType,
    vatRegistered,
    ...account,
    dateOfBirth,
    minor,
    guardianName,
    guardianPhone,
  };
}

type AccountTexts = Pick<
  WithdrawalTexts,
  'accountHolder' | 'bankName' | 'bankCode' | 'accountNumber' | 'accountFrom'
>;

/**
 * The account paid into: typed (holder, a bank of the deployment's list, a number of the country's
 * digits), or an earlier request's named by `accountFromRequest` — then none of the three may come
 * too, and the account itself is read from that request afterwards (useKeptAccount).
 */
function checkAccount(texts: Map<string, string>, money: MoneySettings): AccountTexts {
  const from = texts.get(F.accountFromRequest)?.trim() ?? '';
  if (from !== '') {
    if (!REQUEST_UUID_PATTERN.test(from)) {
      throw refuse(400, ErrorCode.WithdrawalAccountSourceInvalid, F.accountFromRequest);
    }
    for (const field of [F.accountHolder, F.bankName, F.accountNumber]) {
      if ((texts.get(field) ?? '').trim() !== '') throw refuse(400, ErrorCode.ValidationFailed, field);
    }
    return {
      accountHolder: '',
      bankName: '',
      bankCode: '',
      accountNumber: '',
      accountFrom: from.toLowerCase(),
    };
  }
  const accountHolder = oneLine(
    texts,
    F.accountHolder,
    ACCOUNT_HOLDER_MAX_LENGTH,
    ErrorCode.WithdrawalHolderInvalid,
  );
  const typedBank = oneLine(texts, F.bankName, BANK_NAME_MAX_LENGTH, ErrorCode.WithdrawalBankInvalid);
  const bank = findBank(money.country, typedBank);
  if (!bank) throw refuse(400, ErrorCode.WithdrawalBankUnknown, F.bankName);
  const accountNumber = normalizeAccountNumberFor(texts.get(F.accountNumber) ?? '', money.country);
  if (!accountNumber) throw refuse(400, ErrorCode.WithdrawalAccountInvalid, F.accountNumber);
  return {
    accountHolder,
    bankName: storedBankName(bank, money.country),
    bankCode: bank.code,
    accountNumber,
    accountFrom: null,
  };
}

/**
 * The account of the earlier request `texts.accountFrom` names, copied whole on the server: only
 * from the caller's own requests (keptAccountOfRequest), never from another creator's.
 */
async function useKeptAccount(
  db: Database,
  userUuid: string,
  texts: WithdrawalTexts,
  money: MoneySettings,
): Promise<WithdrawalTexts> {
  if (texts.accountFrom === null) return texts;
  const kept = await keptAccountOfRequest(db, userUuid, texts.accountFrom, money.country);
  if (!kept) throw refuse(400, ErrorCode.WithdrawalAccountSourceInvalid, F.accountFromRequest);
  return {
    ...texts,
    accountHolder: kept.accountHolder,
    bankName: storedBankName(kept.bank, money.country),
    bankCode: kept.bank.code,
    accountNumber: kept.accountNumber,
  };
}

/** Registered inside the session scope of app.ts: every call needs a valid token. */
export const assetRoutes: FastifyPluginAsyncZod<AssetRouteOptions> = async (app, options) => {
  const { db, store, links, money } = options;
  await registerUploads(app, {
    maxFileBytes: options.maxFileBytes,
    files: WITHDRAWAL_DOCUMENT_FIELDS.length + 1,
    fields: 16,
    fieldSize: 16 * 1024,
    parts: 24,
  });
  // A file on a slow line: the body may take 30 minutes, and no more.
  app.addHook('onRequest', uploadDeadline());
  const perCreator = createRateLimitHook(
    app,
    'withdrawal-write',
    options.writeRateLimit ?? DEFAULT_WITHDRAWAL_RATE_LIMIT,
    (request) => request.session?.userUuid ?? request.ip,
  );

  app.get(
    apiPaths.assetBriefing,
    {
      schema: {
        summary: "The caller's earnings, balance, withdrawals in progress and paid, and the monthly chart",
        description:
          '`userType2` (individual | business | vatBusiness; default individual) selects the payee whose tax ' +
          'rule `availablePreview` applies to the whole available balance. Amounts in the deployment’s major unit.',
        tags: ['assets'],
        security: [{ bearerAuth: [] }],
        querystring: briefingQuerySchema,
        response: { 200: envelopeSchema(briefingSchema), ...sessionFailures },
      },
    },
    (request, reply) => {
      const { userUuid } = requireSession(request);
      const now = options.now();
      // The chart's months and the expected payout date follow the business day.
      const key = { ...request.query, day: businessDate(now, money.timeZone) };
      return sendCreatorCachedJson(request, reply, db, userUuid, key, async () =>
        ok(await briefing(db, userUuid, request.query.userType2, money, now)),
      );
    },
  );

  app.get(
    apiPaths.assetUnwithdrawn,
    {
      schema: {
        summary: 'The earnings not yet withdrawn (oldest taken first by withdrawals), oldest first',
        tags: ['assets'],
        security: [{ bearerAuth: [] }],
        response: { 200: envelopeSchema(pageSchema(unwithdrawnEarningSchema)), ...sessionFailures },
      },
    },
    async (request) => {
      const lists = await unwithdrawnEarnings(db, requireSession(request).userUuid, money.currency);
      return ok({ lists, totalCount: lists.length, page: 1, size: Math.max(1, lists.length) });
    },
  );

  app.get(
    apiPaths.assetStatement,
    {
      schema: {
        summary: "The caller's earnings statement: every ledger line as CSV (issue 18)",
        description:
          'text/csv; charset=utf-8 with a UTF-8 BOM, Content-Disposition: attachment ' +
          '(earnings-statement-YYYY-MM-DD.csv, the business date). One row per ledger line, oldest first; ' +
          'the header row in the Accept-Language; columns and amounts as contract/assets.ts STATEMENT_COLUMNS says.',
        tags: ['assets'],
        security: [{ bearerAuth: [] }],
        response: { 200: z.string().describe('The CSV text (not JSON).'), ...sessionFailures },
      },
    },
    async (request, reply) => {
      const lines = await statementLines(db, requireSession(request).userUuid, money);
      const csv = statementCsv(lines, pickLanguage(request.headers['accept-language']), money.currency);
      const fileName = statementFileName(businessDate(options.now(), money.timeZone));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(fileName, { type: 'attachment' }))
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    apiPaths.withdrawalRequests,
    {
      schema: {
        summary: "The caller's withdrawal requests, newest first (page sizes 20, 40, 60 in the portal)",
        tags: ['assets'],
        security: [{ bearerAuth: [] }],
        querystring: withdrawalListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(withdrawalRequestSchema)), ...sessionFailures },
      },
    },
    async (request) => {
      const { page, size, state } = request.query;
      const now = options.now();
      const { rows, totalCount } = await listWithdrawals(db, requireSession(request).userUuid, {
        page,
        size,
        state,
      });
      const lists = await Promise.all(rows.map((row) => describeWithdrawal(db, links, row, now)));
      return ok({ lists, totalCount, page, size });
    },
  );

  app.get(
    apiPaths.payoutDetails,
    {
      schema: {
        summary: 'The account of your last withdrawal request, masked, to pay into again (issue 19)',
        description:
          '`account`: the holder, bank (code and name) and masked account number of your latest request that ' +
          'was not rejected, when its bank is in the deployment’s list and its number fits the country’s rule; ' +
          'null otherwise. Send its `requestUuid` as `accountFromRequest` to pay into it again: the whole ' +
          'number never leaves the server. `documentsOnFile`: the documents came with an earlier request, ' +
          'so a new one needs none.',
        tags: ['assets'],
        security: [{ bearerAuth: [] }],
        response: { 200: envelopeSchema(payoutDetailsSchema), ...sessionFailures },
      },
    },
    async (request) => ok(await payoutDetails(db, requireSession(request).userUuid, money.country)),
  );

  app.post(
    apiPaths.withdrawalRequests,
    {
      preHandler: [perCreator],
      schema: {
        summary:
          'Request a withdrawal (multipart: amount, payeeType, vatRegistered, accountHolder, bankName, ' +
          'accountNumber or accountFromRequest, dateOfBirth, guardianName/guardianPhone/guardianConsent for ' +
          'a minor, document1-5)',
        description:
          "Needs the header Idempotency-Key (8-64 of A-Z a-z 0-9 _ -), one creator's own: a repeat with a " +
          'used key and the same body (amount, payee type and VAT flag, account holder, bank, account number, ' +
          'date of birth, guardian, and the same documents by name, size and content) answers 200 with the ' +
          'request made with it and changes nothing; with another body 409 IDEMPOTENCY_KEY_REUSED. 201 with ' +
          'the new request otherwise; the balance is debited by `amount` in the same transaction. The bank is ' +
          'one of the deployment’s (contract/banks.ts), named by its code in `bankName`; `accountFromRequest` ' +
          'pays into the account of one of your own earlier requests instead (GET ' +
          '/api/assets/withdrawals/payout-details). Limited per creator (429 with Retry-After; 30 an hour by default).',
        tags: ['assets'],
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        multipartBody: withdrawalRequestBodySchema,
        response: {
          200: envelopeSchema(withdrawalRequestSchema),
          201: envelopeSchema(withdrawalRequestSchema),
          ...writeFailures,
        },
      },
    },
    async (request, reply) => {
      const { userUuid } = requireSession(request);
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw new ApiError(400, ErrorCode.IdempotencyKeyInvalid);
      }
      const now = options.now();
      // A repeat of the key answers the request made with it, but only once its body has shown to
      // be the same (issue 20): the texts before any file byte is stored, the documents after.
      // Looked up with the texts, so that a retry sent while the first was still being received
      // finds it (rather than the first's pending state refusing it).
      let earlier!: WithdrawalRequestRow | null;

      const today = businessDate(now, money.timeZone);
      let texts!: WithdrawalTexts;
      let grossMinor = 0;
      const needDocuments = await documentsRequired(db, userUuid);
      const fileFields = [...WITHDRAWAL_DOCUMENT_FIELDS, F.guardianConsent];
      const { files } = await readUpload(
        request,
        store,
        fileFields,
        async (fields) => {
          for (const [field, value] of fields) {
            if (containsControlCharacters(value)) throw refuse(400, ErrorCode.ControlCharacters, field);
          }
          const amount = checkWithdrawalAmount(
            fields.get(F.amount) ?? '',
            money.currency,
            Number.MAX_SAFE_INTEGER,
          );
          if (!amount.ok) {
            throw refuse(
              400,
              amount.problem === 'belowMinimum'
                ? ErrorCode.WithdrawalBelowMinimum
                : ErrorCode.WithdrawalAmountInvalid,
              F.amount,
            );
          }
          grossMinor = amount.minor;
          texts = await useKeptAccount(db, userUuid, checkTexts(fields, today, money), money);
          // Early answers before any file byte is stored; the transaction decides for good.
          const found = await keyedOrPending(db, userUuid, key);
          earlier = found.keyed;
          if (earlier) {
            if (!sameTerms(earlier, { grossMinor, ...texts }))
              throw refuse(409, ErrorCode.IdempotencyKeyReused);
            return;
          }
          if (found.pending) throw refuse(409, ErrorCode.WithdrawalPending);
          if (grossMinor > (await balanceMinor(db, userUuid))) {
            throw refuse(409, ErrorCode.WithdrawalInsufficientBalance, F.amount);
          }
        },
        [],
      );
      const kept: string[] = [];
      try {
        const documents = WITHDRAWAL_DOCUMENT_FIELDS.map(
          (field) => [field, files.get(field)] as const,
        ).filter(
          (entry): entry is readonly [(typeof WITHDRAWAL_DOCUMENT_FIELDS)[number], ReceivedFile] =>
            !!entry[1],
        );
        // Only a minor's consent is kept (and so fingerprinted).
        const consent = texts.minor ? (files.get(F.guardianConsent) ?? null) : null;
        const asDocument = (file: ReceivedFile) => ({
          fileName: file.fileName,
          path: file.temporary.path,
          size: file.temporary.size,
        });
        const fingerprint = await documentsFingerprint(
          documents.map(([, file]) => asDocument(file)),
          consent ? asDocument(consent) : null,
        );
        if (earlier) {
          if (!sameDocuments(earlier, fingerprint)) throw refuse(409, ErrorCode.IdempotencyKeyReused);
          return ok(await describeWithdrawal(db, links, earlier, now));
        }
        if (needDocuments && documents.length === 0) {
          throw refuse(400, ErrorCode.WithdrawalDocumentsRequired, WITHDRAWAL_DOCUMENT_FIELDS[0]);
        }
        if (texts.minor && !consent)
          throw refuse(400, ErrorCode.WithdrawalGuardianRequired, F.guardianConsent);
        const keep = async (field: string, file: ReceivedFile) => {
          const type = await sniffAs(file, WITHDRAWAL_DOCUMENT_KINDS, field);
          const row = await keepTemporary(store, file.temporary, {
            ownerUuid: userUuid,
            originalName: file.fileName,
            mime: type.mime,
            extension: type.extension,
          });
          kept.push(row.storedName);
          return row;
        };
        // Every file is checked from its bytes before any is kept.
        for (const [field, file] of documents) await sniffAs(file, WITHDRAWAL_DOCUMENT_KINDS, field);
        if (consent) await sniffAs(consent, WITHDRAWAL_DOCUMENT_KINDS, F.guardianConsent);
        const documentFiles = [];
        for (const [field, file] of documents) documentFiles.push(await keep(field, file));
        const consentFile = consent ? await keep(F.guardianConsent, consent) : null;
        const language = pickLanguage(request.headers['accept-language']);
        const { row, created } = await requestWithdrawal(
          db,
          {
            userUuid,
            idempotencyKey: key,
            grossMinor,
            payeeType: texts.payeeType,
            vatRegistered: texts.vatRegistered,
            accountHolder: texts.accountHolder,
            bankName: texts.bankName,
            bankCode: texts.bankCode,
            accountNumber: texts.accountNumber,
            accountNumberMasked: maskAccountNumber(texts.accountNumber),
            dateOfBirth: texts.dateOfBirth,
            guardianName: texts.guardianName,
            guardianPhone: texts.guardianPhone,
            language,
            documentsFingerprint: fingerprint,
            documentFiles,
            consentFile,
          },
          money,
          now,
        );
        if (!created) {
          await forget(store, kept);
          return ok(await describeWithdrawal(db, links, row, now));
        }
        request.log.info({ withdrawal: row.uuid }, 'withdrawal requested');
        const [user] = await db.select({ to: users.userId }).from(users).where(eq(users.uuid, userUuid));
        if (user) {
          const mail = withdrawalMail(
            user.to,
            { grossMinor: row.grossMinor, netMinor: row.netMinor, currency: money.currency },
            { kind: 'received', expectedPayoutDate: row.expectedPayoutDate },
            { language, supportEmail: options.supportEmail, assetsUrl: `${options.publicUrl}/my-asset` },
          );
          options.background.run('withdrawal received mail', request.log, () =>
            options.mailer.send(mail, request.log),
          );
        }
        return reply.code(201).send({ ...ok(await describeWithdrawal(db, links, row, now)), status: 201 });
      } catch (error) {
        await forget(store, kept);
        if (error instanceof WithdrawalRefusal) {
          if (error.reason === 'pending') throw new ApiError(409, ErrorCode.WithdrawalPending);
          if (error.reason === 'keyReused') throw new ApiError(409, ErrorCode.IdempotencyKeyReused);
          if (error.reason === 'insufficient') {
            throw new ApiError(409, ErrorCode.WithdrawalInsufficientBalance, undefined, F.amount);
          }
          throw new ApiError(403, ErrorCode.SessionInvalid);
        }
        throw error;
      } finally {
        await Promise.all([...files.values()].map((file) => file.temporary.discard()));
      }
    },
  );
};
