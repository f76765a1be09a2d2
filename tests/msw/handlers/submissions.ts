// The entries resource (contract/submissions.ts): the creator's entries paged and filtered by
// state, one entry (404 for an unknown one), the entry upload and the project files upload, which
// check their multipart fields like the server does. Entries sent during a test are kept until
// the test ends (resetSubmissionHandlersState).
import { http } from 'msw';
import { ErrorCode } from '../../../contract/error-codes';
import { apiPaths } from '../../../contract/paths';
import {
  countCharacters,
  DESCRIPTION_MAX_LENGTH,
  SUBMISSION_FIELDS,
  TITLE_MAX_LENGTH,
  UPLOAD_ID_FIELDS,
} from '../../../contract/submission-rules';
import {
  submissionDetailSchema,
  submissionListQuerySchema,
  type SubmissionDetail,
} from '../../../contract/submissions';
import { fail, ok } from '../envelope';
import { jobTopics } from '../fixtures/jobs';
import { fixtureEntries, privateFile, summaryOf } from '../fixtures/submissions';

/** The uuid the next entry sent gets. */
export const NEW_ENTRY_UUID = 'e9000000-0000-4000-8000-000000000001';

let sent: SubmissionDetail[] = [];
let changed = new Map<string, SubmissionDetail>();

export function resetSubmissionHandlersState(): void {
  sent = [];
  changed = new Map();
}

function allEntries(): SubmissionDetail[] {
  return [...sent, ...fixtureEntries].map((entry) => changed.get(entry.uuid) ?? entry);
}

/**
 * A file part of the request. (Not `instanceof File`: the request's form data comes from Node's
 * fetch, whose File is not jsdom's global one.)
 */
function filePart(value: FormDataEntryValue | null): { name: string; size: number } | null {
  return value !== null && typeof value === 'object' && 'size' in value ? value : null;
}

/**
 * A file part, or (issue 22) the id of a finished resumable upload in its place; the handler takes
 * any id (the tus side is the test's own, tests/pages/job-detail-resumable.test.tsx).
 */
function partOrUpload(
  form: FormData,
  slot: keyof typeof UPLOAD_ID_FIELDS,
): { name: string; size: number } | null {
  const id = form.get(UPLOAD_ID_FIELDS[slot]);
  if (typeof id === 'string' && id) return { name: `upload-${id}`, size: 0 };
  return filePart(form.get(SUBMISSION_FIELDS[slot]));
}

const notFound = () => fail(404, ErrorCode.NotFound, 'We could not find what you were looking for.');

export const submissionHandlers = [
  http.get(`*${apiPaths.submissions}`, ({ request }) => {
    const query = submissionListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return fail(400, ErrorCode.ValidationFailed, 'Invalid request.');
    const { page, size, state } = query.data;
    const matching = allEntries().filter((entry) => !state || entry.state === state);
    return ok({
      lists: matching.slice((page - 1) * size, page * size).map(summaryOf),
      totalCount: matching.length,
      page,
      size,
    });
  }),

  http.get(`*${apiPaths.submissions}:uuid`, ({ params }) => {
    const entry = allEntries().find((candidate) => candidate.uuid === params.uuid);
    return entry ? ok(entry) : notFound();
  }),

  http.post(`*${apiPaths.submissions}`, async ({ request }) => {
    const form = await request.formData();
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const topic = jobTopics.find((candidate) => candidate.uuid === text(SUBMISSION_FIELDS.topicUuid));
    if (!topic) return notFound();
    const title = text(SUBMISSION_FIELDS.title);
    if (!title.trim() || countCharacters(title) > TITLE_MAX_LENGTH) {
      return fail(400, ErrorCode.TitleInvalid, 'Enter a title of at most 20 characters.');
    }
    if (countCharacters(text(SUBMISSION_FIELDS.description)) > DESCRIPTION_MAX_LENGTH) {
      return fail(400, ErrorCode.DescriptionInvalid, 'The description can have at most 200 characters.');
    }
    const work = partOrUpload(form, 'work');
    const thumbnail = partOrUpload(form, 'thumbnail');
    if (!work || !thumbnail) {
      return fail(400, ErrorCode.FileMissing, 'Please choose the file.');
    }
    const now = new Date().toISOString();
    const entry = submissionDetailSchema.parse({
      uuid: NEW_ENTRY_UUID,
      mcfTopic: topic,
      title,
      state: 'reviewing',
      tType: topic.topicType === 1 ? 'video' : 'bcon',
      thumbnail: privateFile(thumbnail.name, thumbnail.size),
      submittedAt: now,
      updatedAt: now,
      description: text(SUBMISSION_FIELDS.description),
      work: privateFile(work.name, work.size),
      delivery: null,
      poster: null,
      projectFile: null,
      returnReason: null,
      projectFileRequested: false,
      timeline: [
        { step: 'submitted', at: now, expectedBy: null },
        { step: 'reviewed', at: null, expectedBy: '2026-12-01' },
        { step: 'projectFiles', at: null, expectedBy: null },
        { step: 'converted', at: null, expectedBy: null },
        { step: 'scheduled', at: null, expectedBy: null },
        { step: 'competing', at: null, expectedBy: null },
        { step: 'closed', at: null, expectedBy: null },
      ],
      groupUuid: null,
    });
    sent.unshift(entry);
    return ok(entry, 201);
  }),

  // apiPaths.projectFile(':uuid') would encode the colon.
  http.post('*/api/submission/project-file/:uuid', async ({ params, request }) => {
    const entry = allEntries().find((candidate) => candidate.uuid === params.uuid);
    if (!entry) return notFound();
    if (!entry.projectFileRequested) {
      return fail(
        409,
        ErrorCode.SubmissionStateConflict,
        'This entry cannot be changed in its current state.',
      );
    }
    const file = partOrUpload(await request.formData(), 'projectFile');
    if (!file) return fail(400, ErrorCode.FileMissing, 'Please choose the file.');
    const now = new Date().toISOString();
    const updated: SubmissionDetail = {
      ...entry,
      state: 'converting',
      projectFile: privateFile(file.name, file.size),
      projectFileRequested: false,
      updatedAt: now,
      timeline: entry.timeline.map((step) => (step.step === 'projectFiles' ? { ...step, at: now } : step)),
    };
    changed.set(entry.uuid, updated);
    return ok(updated);
  }),
];
