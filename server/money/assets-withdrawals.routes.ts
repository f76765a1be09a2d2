// Withdrawal requests (spec §7 "Assets", issue 10; src/api/assets.ts): the caller's requests, the
// account of their last one to pay into again (issue 19), and a new request (multipart, with an
// Idempotency-Key). Registered by assetRoutes (assets.routes.ts), inside its upload scope. The
// texts are checked by withdrawal-form.ts; the request is made, with its ledger debit, in one
// transaction by money/withdrawals.ts. The account number is never logged (only the request's uuid
// and state are) and never sent back whole.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IDEMPOTENCY_KEY_PATTERN,
  maskAccountNumber,
  payoutDetailsSchema,
  WITHDRAWAL_DOCUMENT_FIELDS,
  WITHDRAWAL_DOCUMENT_KINDS,
  WITHDRAWAL_FIELDS,
  withdrawalListQuerySchema,
  withdrawalRequestBodySchema,
  withdrawalRequestSchema,
} from '../../contract/assets.js';
import { envelopeSchema, pageSchema } from '../../contract/envelope.js';
import { ErrorCode } from '../../contract/error-codes.js';
import { checkWithdrawalAmount } from '../../contract/money-rules.js';
import { apiPaths } from '../../contract/paths.js';
import { containsControlCharacters } from '../../contract/text-rules.js';
import type { Database } from '../db/client.js';
import { withdrawalMail } from './withdrawal-mail.js';
import { pickLanguage } from '../i18n/messages.js';
import { requireSession } from '../plugins/auth.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { createRateLimitHook, type RateLimitSetting } from '../plugins/rate-limits.js';
import type { BackgroundTasks } from '../lib/background.js';
import { businessDate } from '../lib/business-days.js';
import type { FileLinks } from '../files/index.js';
import { balanceMinor } from './ledger.js';
import type { Mailer } from '../mail/mailer.js';
import {
  forget,
  keepTemporary,
  type PrivateStore,
  readUpload,
  refuse,
  sniffAs,
  type ReceivedFile,
} from '../files/index.js';
import { describeWithdrawal, documentsRequired, listWithdrawals, payoutDetails } from './asset-views.js';
import { documentsFingerprint, sameDocuments, sameTerms } from './withdrawal-terms.js';
import { checkTexts, useKeptAccount, type WithdrawalTexts } from './withdrawal-form.js';
import {
  creatorEmail,
  keyedOrPending,
  requestWithdrawal,
  WithdrawalRefusal,
  type MoneySettings,
  type WithdrawalRequestRow,
} from './withdrawals.js';
import { failure, rateLimited, sessionFailures } from '../plugins/responses.js';

export interface WithdrawalRouteOptions {
  db: Database;
  links: FileLinks;
  store: PrivateStore;
  money: MoneySettings;
  now: () => Date;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
  supportEmail: string;
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

/**
 * Registered by assetRoutes, inside its scope: its multipart parser and upload deadline apply, and
 * every call needs a valid token (the session scope of app.ts).
 */
export const assetWithdrawalRoutes: FastifyPluginAsyncZod<WithdrawalRouteOptions> = async (app, options) => {
  const { db, store, links, money } = options;
  const perCreator = createRateLimitHook(
    app,
    'withdrawal-write',
    options.writeRateLimit ?? DEFAULT_WITHDRAWAL_RATE_LIMIT,
    (request) => request.session?.userUuid ?? request.ip,
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
        const to = await creatorEmail(db, userUuid);
        if (to !== null) {
          const mail = withdrawalMail(
            to,
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
